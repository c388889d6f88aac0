import { _default, array, boolean, looseObject, nullable, number, optional, string } from './zod';
import type { output } from './zod';

/**
 * What the tracking module reads from the bootstrap configuration's `tracking` key
 * (docs/behaviour.md §3, 4, 6): the cookie policy, the signed-in account's website roles, the
 * census switch and the page fields a template knows. Missing keys take the defaults
 * of a public, permissive site; unknown keys are kept. docs/api.md "Tracking".
 */
export const TrackingConfigSchema = looseObject({
  /** docs/behaviour.md §4: a cloneable site is always handled restrictively. */
  cloneable: _default(boolean(), false),
  /** The site's cookie policy is restrictive. */
  restrictiveCookiePolicy: _default(boolean(), false),
  cookieBannerEnabled: _default(boolean(), false),
  /** The shopper accepted performance cookies before this page (the banner's answer). */
  performanceCookiesAccepted: _default(boolean(), false),
  censusEnabled: _default(boolean(), true),
  /** docs/behaviour.md §9: analytics events are enabled by default. */
  analyticsEventsEnabled: _default(boolean(), true),
  /** The signed-in owner account, if any: its website role numbers (docs/behaviour.md §3, viewer 10). */
  account: optional(nullable(looseObject({ websiteRoles: _default(array(number()), []) }))),
  memberAccountId: _default(nullable(string()), null),
  templateId: _default(string(), ''),
  pageId: _default(string(), ''),
  /** `item` or `collection` (docs/behaviour.md §3 content source). */
  contentSource: _default(string(), 'collection'),
  permissionType: optional(number()),
  /** The events service (docs/behaviour.md §7 payload 2) and its validation mode. */
  eventsServiceUrl: _default(string(), '/api/events/service'),
  validateEvents: _default(boolean(), false),
});
export type TrackingConfig = output<typeof TrackingConfigSchema>;

/**
 * The configuration as the tracking module uses it: the site's (SiteConfigSchema,
 * already validated for the widgets) with `tracking` validated and given its defaults.
 */
export interface TrackingContext {
  websiteId: string;
  locale: string;
  pageType?: number;
  collectionType?: number;
  /** The product of a product page. */
  itemId?: string;
  tracking: TrackingConfig;
}
