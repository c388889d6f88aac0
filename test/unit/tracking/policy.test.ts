import { describe, expect, it } from 'vitest';
import { TrackingConfigSchema } from '../../../src/contract/tracking-config';
import { isRestrictive, isTracked, recordsPageView } from '../../../src/tracking/policy';

const config = (patch: Record<string, unknown> = {}) => TrackingConfigSchema.parse(patch);

describe('restrictive handling (docs/behaviour.md §4)', () => {
  it('a public permissive site stores its cookies', () => expect(isRestrictive(config(), null)).toBe(false));
  it('a cloneable site is always restrictive, even with consent', () => expect(isRestrictive(config({ cloneable: true }), true)).toBe(true));
  it('a restrictive policy with the banner off is restrictive', () =>
    expect(isRestrictive(config({ restrictiveCookiePolicy: true, performanceCookiesAccepted: true }), null)).toBe(true));
  it('a restrictive policy with the banner on follows the acceptance of performance cookies', () => {
    const c = config({ restrictiveCookiePolicy: true, cookieBannerEnabled: true });
    expect(isRestrictive(c, null)).toBe(true);
    expect(isRestrictive(config({ restrictiveCookiePolicy: true, cookieBannerEnabled: true, performanceCookiesAccepted: true }), null)).toBe(false);
  });
  it('consent given later in the page wins over the answer the page started with', () => {
    const c = config({ restrictiveCookiePolicy: true, cookieBannerEnabled: true });
    expect(isRestrictive(c, true)).toBe(false);
    expect(isRestrictive(config({ restrictiveCookiePolicy: true, cookieBannerEnabled: true, performanceCookiesAccepted: true }), false)).toBe(true);
  });
});

describe('exclusions (docs/behaviour.md §4, 6)', () => {
  it('tracks an anonymous visitor on an ordinary page, or a page without a page type', () => {
    expect(isTracked(config(), 2, '/shop')).toBe(true);
    expect(isTracked(config(), undefined, '/shop')).toBe(true);
  });
  it('skips signed-in owner accounts', () => expect(isTracked(config({ account: { websiteRoles: [1] } }), 2, '/shop')).toBe(false));
  it('tracks a viewer-only account outside the config path, not inside it', () => {
    const viewer = config({ account: { websiteRoles: [10] } });
    expect(isTracked(viewer, 2, '/shop')).toBe(true);
    expect(isTracked(viewer, 2, '/config/pages')).toBe(false);
    expect(isTracked(viewer, 2, '/config')).toBe(false);
    expect(isTracked(config({ account: { websiteRoles: [10, 4] } }), 2, '/shop')).toBe(false);
    expect(isTracked(config({ account: { websiteRoles: [] } }), 2, '/shop')).toBe(false);
  });
  it.each([
    [100, 'not found'],
    [103, 'lock screen'],
    [106, 'member-area access denied'],
  ])('skips page type %i (%s)', (type) => expect(isTracked(config(), type, '/x')).toBe(false));
  it('skips when the census is disabled', () => expect(isTracked(config({ censusEnabled: false }), 2, '/')).toBe(false));
  it('records no page view on /search', () => {
    expect(recordsPageView('/search')).toBe(false);
    expect(recordsPageView('/shop')).toBe(true);
    expect(recordsPageView('/searching')).toBe(true);
    expect(recordsPageView('/search/page')).toBe(true);
  });
});
