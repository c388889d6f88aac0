import type { TrackingConfig } from '../contract/tracking-config';
import { PageType } from '../domain/page-types';
import { WebsiteRole } from '../domain/roles';

/**
 * Who is tracked (docs/behaviour.md §4, 6). Pure: the caller passes the configuration, the
 * page type, the path and the consent given in the page.
 */

/** Page types of docs/behaviour.md §2 never tracked: not found, lock screen, member-area access denied. */
export const UNTRACKED_PAGE_TYPES: readonly number[] = [PageType.NotFound, PageType.LockScreen, PageType.MemberAreaAccessDenied];

/** The editor's configuration path: a viewer there is working on the site, not visiting it. */
const inConfigPath = (path: string): boolean => /^\/config(\/|$)/.test(path);

/**
 * Whether this page is tracked: not for a signed-in owner account unless its only role is
 * viewer (10) outside the configuration path (an unknown role number is not the viewer's), not on the untracked page types, not with the
 * census disabled.
 */
export const isTracked = (config: TrackingConfig, pageType: number | undefined, path: string): boolean => {
  const roles = config.account?.websiteRoles;
  const visiting = !config.account || (roles?.length === 1 && roles[0] === WebsiteRole.Viewer && !inConfigPath(path));
  return visiting && !UNTRACKED_PAGE_TYPES.includes(pageType ?? 0) && config.censusEnabled;
};

/**
 * docs/behaviour.md §4: restrictive when the site is cloneable, or the policy is restrictive and
 * the banner is off or performance cookies are not accepted. `consent` is the answer
 * given later in the page (the `consent` command), null when none was given.
 */
export const isRestrictive = (config: TrackingConfig, consent: boolean | null): boolean =>
  config.cloneable || (config.restrictiveCookiePolicy && (!config.cookieBannerEnabled || !(consent ?? config.performanceCookiesAccepted)));

/** docs/behaviour.md §2: no page-view hit on the search results page (`/search`). */
export const recordsPageView = (path: string): boolean => path !== '/search';
