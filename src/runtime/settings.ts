import type { SiteConfig } from '../contract/config';
import { SiteConfigSchema } from '../contract/config';
import { isCurrency } from '../contract/constants';

const cache = new WeakMap<object, SiteConfig>();
let defaults: SiteConfig | null = null;

/**
 * The validated site configuration. A configuration that does not match the
 * contract logs one warning and falls back to docs/behaviour.md's defaults, so the widgets
 * keep working.
 */
export const siteConfig = (raw: unknown): SiteConfig => {
  if (typeof raw === 'object' && raw !== null) {
    const hit = cache.get(raw);
    if (hit) return hit;
    const parsed = SiteConfigSchema.safeParse(withoutOddTypes(raw as Record<string, unknown>));
    if (parsed.success) {
      const config = knownCurrency(parsed.data);
      cache.set(raw, config);
      return config;
    }
    console.warn('[storefront] the site configuration (#storefront-config) is invalid; using defaults.', parsed.error.message);
    const fallback = defaultConfig();
    cache.set(raw, fallback);
    return fallback;
  }
  return defaultConfig();
};

const defaultConfig = (): SiteConfig => (defaults ||= SiteConfigSchema.parse({}));

/**
 * docs/behaviour.md §3 "Money": a selected currency outside the 27 is no selection, so it reads as
 * the default (USD), with one warning; the rest of the configuration is kept.
 */
const knownCurrency = (config: SiteConfig): SiteConfig => {
  const code = config.currency.toUpperCase();
  if (isCurrency(code)) return code === config.currency ? config : { ...config, currency: code };
  console.warn(`[storefront] the site configuration's currency ${JSON.stringify(config.currency)} is not a store currency; using USD.`);
  return { ...config, currency: 'USD' };
};

/**
 * docs/behaviour.md §3 "Enumerations": a page or collection type that is not a number is no type.
 * It is left out (one warning), so the rest of the configuration stands instead of the whole
 * configuration falling back to the defaults.
 */
const withoutOddTypes = (raw: Record<string, unknown>): Record<string, unknown> => {
  const odd = ['pageType', 'collectionType'].filter((key) => raw[key] !== undefined && !Number.isFinite(raw[key]));
  if (!odd.length) return raw;
  console.warn(`[storefront] the site configuration's ${odd.join(' and ')} is not a number; read as none.`);
  const kept = { ...raw };
  for (const key of odd) delete kept[key];
  return kept;
};
