import { TRACKING_TIMEOUT_MS } from '../contract/tracking-constants';
import { inTurn } from './turns';

/**
 * How tracking leaves the page (docs/architecture.md principle 5): never blocking, never throwing,
 * failures swallowed (docs/behaviour.md §8 "Tracking call failures are ignored").
 */

/**
 * `navigator.sendBeacon`, else an XHR; resolves with the XHR status (0 on failure), or 202
 * when the beacon was queued. In turn (turns.ts). The body goes as a string both ways, so
 * the browser sends it as `text/plain;charset=UTF-8` (the Fetch standard's type for a
 * string body, the XHR's when no Content-Type is set): a CORS-safelisted request, with no
 * preflight for an events service on another origin, and cheaper to start than a Blob
 * (about 1 ms against 4 at 4x CPU). The reference backend reads it as JSON
 * (examples/server/http.ts `isJson`).
 */
export const beacon = (url: string, body: string): Promise<number> =>
  inTurn(() => {
    try {
      if (navigator.sendBeacon(url, body)) return Promise.resolve(202);
    } catch {
      /* no sendBeacon (calling it throws), or it threw: the XHR */
    }
    return new Promise((resolve) => {
      try {
        const xhr = new XMLHttpRequest();
        xhr.open('POST', url);
        xhr.timeout = TRACKING_TIMEOUT_MS;
        xhr.onloadend = () => resolve(xhr.status);
        xhr.send(body);
      } catch {
        resolve(0);
      }
    });
  }, true);

/**
 * A `keepalive` POST with the tracking timeout (2500 ms); resolves with the status, 0 on
 * failure (a browser without `AbortSignal.timeout` throws here too: nothing is sent). In turn (turns.ts).
 */
export const post = (url: string, body: string | URLSearchParams | null, headers: Record<string, string> = {}): Promise<number> =>
  inTurn(async () => {
    try {
      const signal = AbortSignal.timeout(TRACKING_TIMEOUT_MS);
      return (await fetch(url, { method: 'POST', body, headers, keepalive: true, signal })).status; // credentials: same-origin, fetch's default
    } catch {
      return 0;
    }
  });
