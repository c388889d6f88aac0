import type { SiteConfig } from '../contract/config';
import { SiteConfigSchema } from '../contract/config';

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
    const parsed = SiteConfigSchema.safeParse(raw);
    if (parsed.success) {
      cache.set(raw, parsed.data);
      return parsed.data;
    }
    console.warn('[storefront] the site configuration (#storefront-config) is invalid; using defaults.', parsed.error.message);
    const fallback = defaultConfig();
    cache.set(raw, fallback);
    return fallback;
  }
  return defaultConfig();
};

const defaultConfig = (): SiteConfig => (defaults ||= SiteConfigSchema.parse({}));
