import { SITE_USER_COOKIE } from '../contract/constants';
import { readCookie } from '../state/cookies';
import {
  ANALYTICS_ID_COOKIE,
  ANALYTICS_ID_MAX_AGE_S,
  SESSION_COOKIE,
  type SessionFlags,
  VISITOR_COOKIE,
  VISITOR_COOKIE_MAX_AGE_S,
  VISIT_TIMER_COOKIE,
  type VisitorState,
  formatVisitorCookie,
  nextVisit,
  parseSiteUser,
  parseVisitTimer,
  parseVisitorCookie,
} from '../state/visitor';
import { deleteCookie, keptId, newId, writeCookie } from './cookie-io';

/** Storage keys of the session flags (SPEC.md 4; names ours, docs/api.md). */
const LANDED_KEY = 'storefront:landed';
const FIRST_SESSION_KEY = 'storefront:first-session';

let warned = false;

/**
 * Session flags (SPEC.md 4) kept in sessionStorage (this tab's landing), localStorage
 * (the first session's id) and a session cookie (the session id, shared by the tabs).
 * Storage that throws logs one warning a page and the flags are false.
 */
export const sessionFlags = (): SessionFlags => {
  const sessionId = keptId(SESSION_COOKIE, null);
  try {
    const landed = sessionStorage.getItem(LANDED_KEY) !== null;
    sessionStorage.setItem(LANDED_KEY, '1');
    const firstSessionId = localStorage.getItem(FIRST_SESSION_KEY) ?? sessionId;
    localStorage.setItem(FIRST_SESSION_KEY, firstSessionId);
    return { firstLanding: !landed, firstSession: firstSessionId === sessionId, sessionId };
  } catch (error) {
    if (!warned) console.warn('[storefront] storage is unavailable; first-landing flags are false.', error);
    warned = true;
    return { firstLanding: false, firstSession: false, sessionId };
  }
};

export const TRACKING_COOKIES = [VISITOR_COOKIE, VISIT_TIMER_COOKIE, ANALYTICS_ID_COOKIE, SESSION_COOKIE];

/** SPEC.md 4 restrictive handling: a throwaway visitor, nothing stored, the tracking cookies deleted. */
export const throwawayVisitor = (now: number): VisitorState => {
  TRACKING_COOKIES.forEach(deleteCookie);
  return {
    visitor: nextVisit(null, null, now, newId()),
    restrictive: true,
    siteUser: parseSiteUser(readCookie(SITE_USER_COOKIE)),
    session: { firstLanding: false, firstSession: false, sessionId: newId() },
    analyticsId: newId(),
  };
};

/** SPEC.md 4: create, renew after the visit timer, or refresh the visitor and timer cookies. */
export const storedVisitor = (now: number): VisitorState => {
  const visitor = nextVisit(parseVisitorCookie(readCookie(VISITOR_COOKIE)), parseVisitTimer(readCookie(VISIT_TIMER_COOKIE)), now, newId());
  writeCookie(VISITOR_COOKIE, formatVisitorCookie(visitor), VISITOR_COOKIE_MAX_AGE_S);
  writeCookie(VISIT_TIMER_COOKIE, String(now), VISITOR_COOKIE_MAX_AGE_S);
  const analyticsId = keptId(ANALYTICS_ID_COOKIE, ANALYTICS_ID_MAX_AGE_S);
  return { visitor, restrictive: false, siteUser: parseSiteUser(readCookie(SITE_USER_COOKIE)), session: sessionFlags(), analyticsId };
};
