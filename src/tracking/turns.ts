import { TRACKING_TIMEOUT_MS } from '../contract/tracking-constants';

/**
 * Tracking never takes the shopper's connections (docs/architecture.md principle 5, issue 11 "no
 * delay on add to cart"): over HTTP/1.1 a browser opens at most 6 connections to a host,
 * and a tracking endpoint that hangs holds one per request. So at most 3 tracking
 * requests are outstanding and the others wait their turn, in order: a request is
 * outstanding until it settles (2500 ms at most), a beacon, whose end the page cannot
 * see, for those 2500 ms. When the page is hidden or left, every waiting request goes at
 * once (beacons and keepalive requests outlive the page; a turn might never come).
 */
export const MAX_OUTSTANDING = 3;
let outstanding = 0;
let leaving = false;
const waiting: (() => void)[] = [];

const release = () => {
  outstanding--;
  waiting.shift()?.();
};

/** The tasks still to come (taskLater): a page being left runs them at once, its timers may never fire. */
const later: (() => void)[] = [];

const leave = (e: Event) => {
  leaving = e.type === 'pagehide' || document.visibilityState === 'hidden';
  if (leaving) [...later, ...waiting.splice(0)].forEach((go) => go());
};
// only the tracking chunk (in a page) imports this module
['pagehide', 'visibilitychange'].forEach((type) => addEventListener(type, leave, true));

/**
 * Resolves in a task of its own, behind the tasks already queued (a zero-delay timer;
 * not src/runtime/next-task.ts, whose `scheduler.yield()` keeps its place ahead of them:
 * tracking goes last); at once when the page is being left (a click that navigates: its
 * census goes out with the page, not with a timer the next page never runs).
 */
export const taskLater = (): Promise<void> =>
  new Promise((go) => {
    later.push(go);
    setTimeout(() => {
      later.splice(later.indexOf(go), 1);
      go();
    });
  });

/**
 * Runs `send` in its turn and in a task of its own: starting a request costs the main
 * thread several ms (`sendBeacon` up to 25 ms at 4x CPU slowdown), so a few in one task
 * would make a long one; when the page is being left, at once. `beacon`: `send` settles
 * as the request leaves, the turn is held for the timeout.
 */
export const inTurn = async (send: () => Promise<number>, beacon = false): Promise<number> => {
  if (!leaving) await taskLater();
  while (outstanding >= MAX_OUTSTANDING && !leaving) await new Promise<void>((go) => waiting.push(go));
  outstanding++;
  const sent = send();
  void sent.then(() => (beacon ? setTimeout(release, TRACKING_TIMEOUT_MS) : release()));
  return sent;
};
