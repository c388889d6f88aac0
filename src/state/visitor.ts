import { atom } from 'nanostores';
import type { SiteUser } from './site-user';

export { parseSiteUser, type SiteUser } from './site-user';

/**
 * Visitor state (docs/behaviour.md §3 "Visitor and tracking", 4 "Visitor cookie and tracking",
 * 5 "Cookies and other values"), beside the cart store: the pure cookie rules and the
 * one store the tracking module fills and widgets read. No DOM here: reading and
 * writing the cookies is src/tracking/visitor-cookies.ts.
 */

/** Cookie names (docs/behaviour.md does not name them; docs/api.md "Tracking cookies"). */
export const VISITOR_COOKIE = 'ss_cvr';
export const VISIT_TIMER_COOKIE = 'ss_cvt';
export const ANALYTICS_ID_COOKIE = 'ss_cid';
export const SESSION_COOKIE = 'ss_csid';

/** docs/behaviour.md §9: visit timer 30 minutes, visitor cookie 2 years, analytics id 390 days. */
export const VISIT_TIMER_MS = 30 * 60 * 1000;
export const VISITOR_COOKIE_MAX_AGE_S = 2 * 365 * 24 * 60 * 60;
export const ANALYTICS_ID_MAX_AGE_S = 390 * 24 * 60 * 60;

export interface VisitorCookie {
  id: string;
  firstVisit: number;
  previousVisit: number;
  currentVisit: number;
  visitCount: number;
}

const WHOLE = /^[1-9]\d*$/;
const ID = /^[\w-]{1,64}$/;

/** An id of the tracking cookies (visitor, analytics, session): 1 to 64 letters, digits, `_` or `-`. */
export const isTrackingId = (text: string | null | undefined): text is string => !!text && ID.test(text);

/** The visit timer (the time of the visit's last page, ms) and each number of the visitor cookie: a positive whole number, else absent (null). */
export const parseVisitTimer = (text: string | null | undefined): number | null =>
  text && WHOLE.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : null;

/** An id followed by exactly four positive whole numbers, bar-separated; anything else is absent (null). */
export const parseVisitorCookie = (raw: string | null | undefined): VisitorCookie | null => {
  const [id, ...rest] = raw?.split('|') ?? [];
  const numbers = rest.map(parseVisitTimer);
  if (!isTrackingId(id) || numbers.length !== 4 || numbers.includes(null)) return null;
  const [firstVisit, previousVisit, currentVisit, visitCount] = numbers as [number, number, number, number];
  return { id, firstVisit, previousVisit, currentVisit, visitCount };
};

export const formatVisitorCookie = (v: VisitorCookie): string =>
  [v.id, v.firstVisit, v.previousVisit, v.currentVisit, v.visitCount].join('|');

/**
 * docs/behaviour.md §4: no cookie, one is created; the visit timer expired (more than 30 minutes,
 * or absent), the count goes up by one and previous becomes current; otherwise the
 * cookie stays as it is. Either way both cookies are then rewritten with a new lifetime
 * and the timer set to now.
 */
export const nextVisit = (visitor: VisitorCookie | null, timer: number | null, now: number, newId: string): VisitorCookie => {
  if (!visitor) return { id: newId, firstVisit: now, previousVisit: now, currentVisit: now, visitCount: 1 };
  if (timer !== null && now - timer <= VISIT_TIMER_MS) return visitor;
  return { ...visitor, previousVisit: visitor.currentVisit, currentVisit: now, visitCount: visitor.visitCount + 1 };
};

/** First landing, first session and session id (docs/behaviour.md §4); false when storage is unavailable. */
export interface SessionFlags {
  firstLanding: boolean;
  firstSession: boolean;
  sessionId: string;
}

export interface VisitorState {
  /** The visitor cookie of this page view (a throwaway one in restrictive mode). */
  visitor: VisitorCookie;
  /** True when nothing is stored (docs/behaviour.md §4 restrictive handling). */
  restrictive: boolean;
  siteUser: SiteUser | null;
  session: SessionFlags;
  analyticsId: string;
}

/** Filled by the tracking module after load and idle; `null` before, or when tracking is skipped. */
export const $visitor = atom<VisitorState | null>(null);
