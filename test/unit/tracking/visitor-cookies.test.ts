// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '../../../src/state/cookies';
import { VISIT_TIMER_MS, parseVisitorCookie } from '../../../src/state/visitor';
import { visitorState, withSessionFlags } from '../../../src/tracking/visitor-cookies';

const storedVisitor = (now: number) => withSessionFlags(visitorState(now, false));
const throwawayVisitor = (now: number) => withSessionFlags(visitorState(now, true));

const T0 = Date.UTC(2026, 0, 10, 12);
const clear = () => {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=-1`;
  }
  localStorage.clear();
  sessionStorage.clear();
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
  clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  clear();
});

describe('visitor cookies in the page (docs/behaviour.md §4)', () => {
  it('creates the visitor, timer, analytics id and session cookies, then refreshes them within the visit', () => {
    const first = storedVisitor(Date.now());
    expect(first.restrictive).toBe(false);
    expect(parseVisitorCookie(readCookie('ss_cvr'))).toEqual(first.visitor);
    expect(readCookie('ss_cvt')).toBe(String(T0));
    expect(readCookie('ss_cid')).toBe(first.analyticsId);
    expect(first.session).toEqual({ firstLanding: true, firstSession: true, sessionId: readCookie('ss_csid') });

    vi.setSystemTime(T0 + VISIT_TIMER_MS);
    const second = storedVisitor(Date.now());
    expect(second.visitor).toEqual(first.visitor);
    expect(second.analyticsId).toBe(first.analyticsId);
    expect(second.session).toEqual({ firstLanding: false, firstSession: true, sessionId: first.session.sessionId });
    expect(readCookie('ss_cvt')).toBe(String(T0 + VISIT_TIMER_MS));
  });

  it('renews the visit after 30 minutes without a page', () => {
    storedVisitor(Date.now());
    vi.setSystemTime(T0 + VISIT_TIMER_MS + 1);
    const next = storedVisitor(Date.now());
    expect(next.visitor).toMatchObject({ visitCount: 2, previousVisit: T0, currentVisit: T0 + VISIT_TIMER_MS + 1 });
  });

  it('treats a malformed visitor cookie as absent', () => {
    document.cookie = 'ss_cvr=abc|1|2; Path=/';
    const state = storedVisitor(Date.now());
    expect(state.visitor.id).not.toBe('abc');
    expect(state.visitor.visitCount).toBe(1);
  });

  it('restrictive: a throwaway visitor, nothing stored, the tracking cookies deleted', () => {
    storedVisitor(Date.now());
    expect(readCookie('ss_cvr')).not.toBeNull();
    localStorage.clear();
    sessionStorage.clear();
    const state = throwawayVisitor(Date.now());
    expect(state.restrictive).toBe(true);
    for (const name of ['ss_cvr', 'ss_cvt', 'ss_cid', 'ss_csid']) expect(readCookie(name)).toBeNull();
    expect(state.session).toMatchObject({ firstLanding: false, firstSession: false });
    expect(state.visitor).toMatchObject({ visitCount: 1, firstVisit: T0 });
    expect(throwawayVisitor(Date.now()).visitor.id).not.toBe(state.visitor.id);
    expect(localStorage.length + sessionStorage.length).toBe(0);
  });

  it('storage that throws: one warning, the first-landing flags false', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const deny = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    vi.spyOn(sessionStorage, 'getItem').mockImplementation(deny);
    vi.spyOn(localStorage, 'getItem').mockImplementation(deny);
    expect(storedVisitor(Date.now()).session).toMatchObject({ firstLanding: false, firstSession: false });
    storedVisitor(Date.now());
    expect(warn).toHaveBeenCalledOnce();
  });

  it('reads document.cookie once for the five cookies it needs', () => {
    storedVisitor(Date.now());
    document.cookie = `SiteUserInfo=${encodeURIComponent('{"authenticated":true,"siteUserId":"u1"}')}; Path=/`;
    let owner: object | null = document;
    while (owner && !Object.getOwnPropertyDescriptor(owner, 'cookie')) owner = Object.getPrototypeOf(owner) as object | null;
    const cookie = Object.getOwnPropertyDescriptor(owner!, 'cookie')!;
    let reads = 0;
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => (reads++, cookie.get!.call(document)),
      set: (value: string) => cookie.set!.call(document, value),
    });
    try {
      const state = visitorState(Date.now(), false);
      expect(state.siteUser).toEqual({ authenticated: true, siteUserId: 'u1' });
      expect(state.visitor.visitCount).toBe(1);
      expect(reads).toBe(1);
    } finally {
      delete (document as { cookie?: string }).cookie;
    }
  });

  it('reads the signed-in site user from SiteUserInfo', () => {
    document.cookie = `SiteUserInfo=${encodeURIComponent('{"authenticated":true,"siteUserId":"u1"}')}; Path=/`;
    expect(storedVisitor(Date.now()).siteUser).toEqual({ authenticated: true, siteUserId: 'u1' });
  });
});
