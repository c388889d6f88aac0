/**
 * Typed failures of an API call (issue 2, point 5). The shopper-facing text for
 * each lives in the message catalogue; `messageFor` in src/api/messages.ts maps them.
 */
export type ApiError =
  /** CSRF (crumb) failure with cookies working: docs/behaviour.md §8 "Session expired". */
  | { kind: 'session-expired' }
  /** CSRF failure because the browser refuses cookies. */
  | { kind: 'cookies-disabled' }
  /** HTTP 429. */
  | { kind: 'rate-limited' }
  /** Any other HTTP failure; `message` is the server's, when it sent one. */
  | { kind: 'server'; status: number; message: string | null; fieldErrors: Record<string, string> }
  /** The request never got an answer (offline, DNS, CORS, aborted). */
  | { kind: 'network' }
  /** No answer within the timeout. */
  | { kind: 'timeout' }
  /** An answer began (status and headers came) but the network cut its body off. */
  | { kind: 'interrupted' }
  /** An answer that does not match the shared contract. */
  | { kind: 'invalid-response'; detail: string };

export type Result<T> = { ok: true; value: T } | { ok: false; error: ApiError };
