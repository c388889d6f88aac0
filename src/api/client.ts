import type { ApiError, Result } from './errors';
import { CRUMB_COOKIE, CRUMB_HEADER } from '../contract/constants';
import { ApiErrorBodySchema } from '../contract/responses';
import { cookiesEnabled, readCookie } from '../state/cookies';

/** A contract schema: zod's own (Node, tests, the library entry) or its compiled checker (the script-tag chunks, src/contract/shape.ts). */
export interface Parser<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: { message: string } };
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string>;
  schema: Parser<T>;
  /** Default 10 s; tracking calls use 2500 ms (docs/behaviour.md §9). */
  timeoutMs?: number;
}

export const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * The one fetch wrapper (issue 2, point 5): same-origin credentials, the crumb
 * (CSRF) header on every call, a timeout, JSON in and out, and the answer parsed
 * with the shared contract. It never throws: every failure is a typed `ApiError`.
 */
export const request = async <T>(path: string, options: RequestOptions<T>): Promise<Result<T>> => {
  const { method = 'GET', body, query, schema, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  const url = query ? `${path}?${new URLSearchParams(query)}` : path;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const crumb = readCookie(CRUMB_COOKIE);
  if (crumb) headers[CRUMB_HEADER] = crumb;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const controller = typeof AbortController === 'undefined' ? null : new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller?.abort();
  }, timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller?.signal,
    });
  } catch {
    clearTimeout(timer);
    return fail(timedOut ? { kind: 'timeout' } : { kind: 'network' });
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    return fail(timedOut ? { kind: 'timeout' } : { kind: 'interrupted' });
  } finally {
    clearTimeout(timer);
  }
  if (timedOut) return fail({ kind: 'timeout' });
  const json = parseJson(text);
  if (!response.ok) return fail(errorFor(response.status, json));
  const parsed = schema.safeParse(json);
  return parsed.success ? { ok: true, value: parsed.data } : fail({ kind: 'invalid-response', detail: parsed.error.message });
};

/** The body as JSON, `undefined` when it is empty or not JSON (a truncated body reads as "no message"). */
const parseJson = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
};

const fail = (error: ApiError): Result<never> => ({ ok: false, error });

/** Turns an HTTP failure into its typed error (docs/behaviour.md §8). */
export const errorFor = (status: number, json: unknown): ApiError => {
  const body = ApiErrorBodySchema.safeParse(json);
  const data = body.success ? body.data : {};
  if (data.crumbFail || (status === 401 && !data.message)) {
    return cookiesEnabled() && readCookie(CRUMB_COOKIE) !== null ? { kind: 'session-expired' } : { kind: 'cookies-disabled' };
  }
  if (status === 429) return { kind: 'rate-limited' };
  return { kind: 'server', status, message: data.message ?? null, fieldErrors: data.errors ?? {} };
};
