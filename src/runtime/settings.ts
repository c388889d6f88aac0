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
  console.warn('[storefront] the site configuration is invalid; using USD for the currency', config.currency);
  return { ...config, currency: 'USD' };
};

/**
 * docs/behaviour.md §3 "Enumerations": a page or collection type that is not a number is no type.
 * It is left out, so the rest of the configuration stands instead of the whole configuration
 * falling back to the defaults. (No warning of its own: the product page's bytes.)
 */
const withoutOddTypes = (raw: Record<string, unknown>): Record<string, unknown> => {
  const kept = { ...raw };
  for (const key of ['pageType', 'collectionType']) if (kept[key] !== undefined && !Number.isFinite(kept[key])) delete kept[key];
  return kept;
};
