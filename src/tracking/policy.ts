import type { TrackingConfig } from '../contract/tracking-config';

/**
 * Who is tracked (SPEC.md 4, 6). Pure: the caller passes the configuration, the
 * page type, the path and the consent given in the page.
 */

/** Website role number of a viewer (SPEC.md 3). */
export const VIEWER_ROLE = 10;
/** Page types of SPEC.md 2 that are never tracked. */
export const UNTRACKED_PAGE_TYPES: Readonly<Record<number, SkipReason>> = {
  100: 'not-found',
  103: 'lock-screen',
  106: 'access-denied',
};

export type SkipReason = 'owner-account' | 'not-found' | 'lock-screen' | 'access-denied' | 'census-disabled';

/** The editor's configuration path: a viewer there is working on the site, not visiting it. */
const inConfigPath = (path: string): boolean => path === '/config' || path.startsWith('/config/');

/** Why tracking is skipped on this page, or null when it runs. */
export const skipReason = (config: TrackingConfig, pageType: number | undefined, path: string): SkipReason | null => {
  const roles = config.account?.websiteRoles;
  if (config.account && !(roles?.length === 1 && roles[0] === VIEWER_ROLE && !inConfigPath(path))) return 'owner-account';
  const byPage = pageType === undefined ? undefined : UNTRACKED_PAGE_TYPES[pageType];
  if (byPage) return byPage;
  if (!config.censusEnabled) return 'census-disabled';
  return null;
};

/**
 * SPEC.md 4: restrictive when the site is cloneable, or the policy is restrictive and
 * the banner is off or performance cookies are not accepted. `consent` is the answer
 * given later in the page (the `consent` command), null when none was given.
 */
export const isRestrictive = (config: TrackingConfig, consent: boolean | null): boolean => {
  if (config.cloneable) return true;
  if (!config.restrictiveCookiePolicy) return false;
  const accepted = consent ?? config.performanceCookiesAccepted;
  return !config.cookieBannerEnabled || !accepted;
};

/** SPEC.md 2: no page-view hit on the search results page. */
export const recordsPageView = (path: string): boolean => path !== '/search' && !path.startsWith('/search/');
