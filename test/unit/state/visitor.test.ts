import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VISIT_TIMER_MS, formatVisitorCookie, nextVisit, parseSiteUser, parseVisitTimer, parseVisitorCookie } from '../../../src/state/visitor';

const T0 = 1_700_000_000_000;

describe('visitor cookie (docs/behaviour.md §5)', () => {
  it('reads an id and exactly four positive whole numbers', () => {
    expect(parseVisitorCookie('abc|1|2|3|4')).toEqual({ id: 'abc', firstVisit: 1, previousVisit: 2, currentVisit: 3, visitCount: 4 });
  });

  it.each(['', 'abc', 'abc|1|2|3', 'abc|1|2|3|4|5', '|1|2|3|4', 'abc|0|2|3|4', 'abc|1|-2|3|4', 'abc|1|2.5|3|4', 'abc|1|2|3|x', 'a b|1|2|3|4', 'abc|01|2|3|4', 'abc|1|2|3|99999999999999999999'])(
    'treats %j as absent',
    (raw) => expect(parseVisitorCookie(raw)).toBeNull(),
  );

  it('round-trips every valid value', () => {
    const whole = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER });
    fc.assert(
      fc.property(fc.stringMatching(/^[\w-]{1,64}$/), whole, whole, whole, whole, (id, firstVisit, previousVisit, currentVisit, visitCount) => {
        const v = { id, firstVisit, previousVisit, currentVisit, visitCount };
        expect(parseVisitorCookie(formatVisitorCookie(v))).toEqual(v);
      }),
    );
  });

  it('reads the visit timer as a positive whole number only', () => {
    expect(parseVisitTimer(String(T0))).toBe(T0);
    for (const bad of [null, '', '0', '-5', '1.5', 'abc', '1e9']) expect(parseVisitTimer(bad)).toBeNull();
  });
});

describe('visit transitions (docs/behaviour.md §4)', () => {
  const existing = { id: 'v1', firstVisit: T0, previousVisit: T0, currentVisit: T0, visitCount: 1 };

  it('creates a cookie when there is none', () => {
    expect(nextVisit(null, null, T0, 'new')).toEqual({ id: 'new', firstVisit: T0, previousVisit: T0, currentVisit: T0, visitCount: 1 });
  });

  it('refreshes both within 30 minutes, up to the boundary', () => {
    expect(nextVisit(existing, T0, T0 + VISIT_TIMER_MS, 'new')).toEqual(existing);
  });

  it('renews the visit one millisecond after the 30-minute timer: count + 1, previous = current', () => {
    const now = T0 + VISIT_TIMER_MS + 1;
    expect(nextVisit(existing, T0, now, 'new')).toEqual({ id: 'v1', firstVisit: T0, previousVisit: T0, currentVisit: now, visitCount: 2 });
  });

  it('renews when the timer cookie is missing or malformed', () => {
    expect(nextVisit(existing, parseVisitTimer('garbage'), T0 + 5, 'new')).toMatchObject({ id: 'v1', previousVisit: T0, currentVisit: T0 + 5, visitCount: 2 });
  });

  it('a malformed visitor cookie starts a new visitor', () => {
    expect(nextVisit(parseVisitorCookie('v1|1|2|3'), T0, T0, 'fresh').id).toBe('fresh');
  });
});

describe('SiteUserInfo', () => {
  it('reads authenticated and siteUserId, else null', () => {
    expect(parseSiteUser('{"authenticated":true,"siteUserId":"u1"}')).toEqual({ authenticated: true, siteUserId: 'u1' });
    expect(parseSiteUser('{"authenticated":false,"siteUserId":null}')).toEqual({ authenticated: false, siteUserId: null });
    for (const bad of [null, '', '{', '[]', '{"siteUserId":"u"}', '"x"']) expect(parseSiteUser(bad)).toBeNull();
  });
});
