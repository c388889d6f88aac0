import * as z from 'zod/mini';
import type { Deps } from '../deps.js';

/**
 * The `tracking` key of the bootstrap configuration (src/contract/tracking-config.ts)
 * for the example site: a public, permissive site by default; the e2e tests switch the
 * cookie policy with POST /__test/tracking (FAULTS=1 only).
 */
export const TrackingSettingsPatchSchema = z.object({
  cloneable: z.optional(z.boolean()),
  restrictiveCookiePolicy: z.optional(z.boolean()),
  cookieBannerEnabled: z.optional(z.boolean()),
  performanceCookiesAccepted: z.optional(z.boolean()),
  censusEnabled: z.optional(z.boolean()),
  account: z.optional(z.nullable(z.object({ websiteRoles: z.array(z.number()) }))),
});
type TrackingSettings = z.infer<typeof TrackingSettingsPatchSchema>;

const byDeps = new WeakMap<Deps, TrackingSettings>();

export const trackingSettings = (deps: Deps): TrackingSettings => {
  let settings = byDeps.get(deps);
  if (!settings) byDeps.set(deps, (settings = {}));
  return settings;
};

/** What buildConfig puts under `tracking` for a page. */
export const trackingPageConfig = (deps: Deps, page: { itemId?: string; collectionType?: number }) => ({
  templateId: 'storefront-example',
  pageId: page.itemId ?? (page.collectionType !== undefined ? 'shop' : ''),
  contentSource: page.itemId ? 'item' : 'collection',
  ...trackingSettings(deps),
});
