import { _default, array, boolean, looseObject, nullable, number, optional, string } from './zod.js';
import type { output } from './zod.js';

/**
 * What the tracking module reads from the bootstrap configuration's `tracking` key
 * (SPEC.md 3, 4, 6): the cookie policy, the signed-in account's website roles, the
 * census switch and the page fields a template knows. Missing keys take the defaults
 * of a public, permissive site; unknown keys are kept. docs/api.md "Tracking".
 */
export const TrackingConfigSchema = looseObject({
  /** SPEC.md 4: a cloneable site is always handled restrictively. */
  cloneable: _default(boolean(), false),
  /** The site's cookie policy is restrictive. */
  restrictiveCookiePolicy: _default(boolean(), false),
  cookieBannerEnabled: _default(boolean(), false),
  /** The shopper accepted performance cookies before this page (the banner's answer). */
  performanceCookiesAccepted: _default(boolean(), false),
  censusEnabled: _default(boolean(), true),
  /** SPEC.md 9: analytics events are enabled by default. */
  analyticsEventsEnabled: _default(boolean(), true),
  /** The signed-in owner account, if any: its website role numbers (SPEC.md 3, viewer 10). */
  account: optional(nullable(looseObject({ id: optional(string()), websiteRoles: _default(array(number()), []) }))),
  memberAccountId: optional(nullable(string())),
  templateId: _default(string(), ''),
  pageId: _default(string(), ''),
  /** `item` or `collection` (SPEC.md 3 content source). */
  contentSource: _default(string(), 'collection'),
  permissionType: optional(number()),
  /** The events service (SPEC.md 7 payload 2) and its validation mode. */
  eventsServiceUrl: _default(string(), '/api/events/service'),
  validateEvents: _default(boolean(), false),
});
export type TrackingConfig = output<typeof TrackingConfigSchema>;

/** The whole configuration, for its `tracking` key (the rest is SiteConfigSchema's). */
export const TrackingHostConfigSchema = looseObject({
  websiteId: _default(string(), ''),
  locale: _default(string(), 'fr-FR'),
  pageType: optional(number()),
  collectionType: optional(number()),
  /** The product of a product page. */
  itemId: optional(string()),
  /** Absent: a public, permissive site (TrackingConfigSchema's defaults). */
  tracking: optional(TrackingConfigSchema),
});
export type TrackingHostConfig = output<typeof TrackingHostConfigSchema>;
/** The configuration as the tracking module uses it: `tracking` filled with its defaults. */
export type TrackingContext = TrackingHostConfig & { tracking: TrackingConfig };
