import { SITE_USER_COOKIE } from '../contract/constants';
import { documentCookie, readCookie } from '../state/cookies';
import {
  ANALYTICS_ID_COOKIE,
  ANALYTICS_ID_MAX_AGE_S,
  SESSION_COOKIE,
  VISITOR_COOKIE,
  VISITOR_COOKIE_MAX_AGE_S,
  VISIT_TIMER_COOKIE,
  type VisitorState,
  formatVisitorCookie,
  isTrackingId,
  nextVisit,
  parseSiteUser,
  parseVisitTimer,
  parseVisitorCookie,
} from '../state/visitor';

/** Storage keys of the session flags (docs/behaviour.md §4; names ours, docs/api.md). */
const LANDED_KEY = 'storefront:landed';
const FIRST_SESSION_KEY = 'storefront:first-session';

/** A fresh random id (not a secret: it only tells visits apart). */
const newId = (): string => Date.now().toString(36) + Math.random().toString(36).slice(2, 12);

/**
 * The visitor state of this page view, and the tracking cookies (docs/behaviour.md §4): the visitor
 * and visit-timer cookies created, renewed after the visit timer or refreshed; the
 * analytics and session ids kept (a fresh one when absent or malformed). Every cookie is
 * written for the whole site, SameSite=Lax, Secure on https.
 *
 * Restrictive (docs/behaviour.md §4 restrictive handling): no cookie is read, so every value is a
 * fresh throwaway one, and every write is a deletion (a negative Max-Age; happy-dom keeps
 * a cookie on 0), so nothing is stored and the tracking cookies are gone.
 *
 * The session flags are false here (the answer where storage is unavailable):
 * withSessionFlags reads them from storage, in a task of its own (a page's first storage
 * access costs 10 to 30 ms at 4x CPU slowdown).
 */
export const visitorState = (now: number, restrictive: boolean): VisitorState => {
  // one `document.cookie` read for the five cookies (each read costs about 0.6 ms at 4x CPU)
  const jar = documentCookie();
  const read = (name: string) => (restrictive ? null : readCookie(name, jar));
  /** null: a session cookie. Never throws (sandboxed frames refuse document.cookie). */
  const write = (name: string, value: string, maxAgeSeconds: number | null) => {
    const age = restrictive ? '; Max-Age=-1' : maxAgeSeconds === null ? '' : `; Max-Age=${maxAgeSeconds}`;
    try {
      document.cookie = `${name}=${encodeURIComponent(value)}; Path=/${age}; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
    } catch {
      /* cookies unavailable: the visit is not remembered */
    }
  };
  const keptId = (name: string, maxAgeSeconds: number | null) => {
    const known = read(name);
    const id = isTrackingId(known) ? known : newId();
    write(name, id, maxAgeSeconds);
    return id;
  };

  const visitor = nextVisit(parseVisitorCookie(read(VISITOR_COOKIE)), parseVisitTimer(read(VISIT_TIMER_COOKIE)), now, newId());
  write(VISITOR_COOKIE, formatVisitorCookie(visitor), VISITOR_COOKIE_MAX_AGE_S);
  write(VISIT_TIMER_COOKIE, String(now), VISITOR_COOKIE_MAX_AGE_S);
  const sessionId = keptId(SESSION_COOKIE, null);
  return {
    visitor,
    restrictive,
    siteUser: parseSiteUser(readCookie(SITE_USER_COOKIE, jar)),
    session: { firstLanding: false, firstSession: false, sessionId },
    analyticsId: keptId(ANALYTICS_ID_COOKIE, ANALYTICS_ID_MAX_AGE_S),
  };
};

let warned = false;

/**
 * The state with its session flags (docs/behaviour.md §4) from sessionStorage (this tab's landing) and
 * localStorage (the first session's id), beside the session cookie (the session id, shared
 * by the tabs). Restrictive: as it is, flags false (nothing is stored). Storage that throws
 * logs one warning a page and the flags stay false.
 */
export const withSessionFlags = (state: VisitorState): VisitorState => {
  if (state.restrictive) return state;
  const { sessionId } = state.session;
  try {
    const landed = sessionStorage.getItem(LANDED_KEY) !== null;
    sessionStorage.setItem(LANDED_KEY, '1');
    const firstSessionId = localStorage.getItem(FIRST_SESSION_KEY) ?? sessionId;
    localStorage.setItem(FIRST_SESSION_KEY, firstSessionId);
    return { ...state, session: { firstLanding: !landed, firstSession: firstSessionId === sessionId, sessionId } };
  } catch (error) {
    if (!warned) console.warn('[storefront] storage is unavailable; first-landing flags are false.', error);
    warned = true;
    return state;
  }
};
