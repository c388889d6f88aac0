import type { Context } from 'hono';
import type * as z from 'zod/mini';
import { MESSAGES } from './store/messages.js';

/** `{ message, errors: { field: message } }` from a failed parse (first issue per field). */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    errors[field] ??= fieldMessage(field, issue.code, 'expected' in issue ? issue.expected : undefined);
  }
  return errors;
}

/** The French message of one failed field; a quantity's say what docs/behaviour.md §5 says (a subscription's `qty` its own words). */
function fieldMessage(field: string, code: string, expected: unknown): string {
  if (field === 'quantity' || field === 'qty') {
    const notWhole = field === 'qty' ? MESSAGES.subscriptionQuantityNotWhole : MESSAGES.quantityNotWhole;
    if (code === 'invalid_type') return expected === 'int' ? notWhole : MESSAGES.quantityNotNumber;
    return MESSAGES.quantityRange;
  }
  if (code === 'too_big') return MESSAGES.tooLong;
  if (code === 'invalid_type' || code === 'too_small') return 'Requis';
  return 'Valeur non valide';
}

/**
 * JSON calls take `application/json` (or no body at all); anything else is a 415. Beacons
 * (`navigator.sendBeacon` with a string) arrive as `text/plain`, which their routes take too.
 */
const isJson = (type: string | undefined, path: string) =>
  /^application\/json\s*(;|$)/i.test(type ?? '') || (/^\/api\/(census|events|1\/performance)\//.test(path) && /^text\/plain\s*(;|$)/i.test(type ?? ''));

/** Reads and validates a JSON body; on failure answers 400 with field errors. */
export async function parseBody<T>(
  c: Context,
  schema: z.ZodMiniType<T>,
): Promise<{ ok: true; value: T } | { ok: false; response: Response }> {
  let raw: unknown;
  const type = c.req.header('Content-Type');
  if (type !== undefined && !isJson(type, c.req.path)) {
    return { ok: false, response: c.json({ message: MESSAGES.notJson, errors: {} }, 415) };
  }
  try {
    const text = await c.req.text();
    if (text !== '' && type === undefined) return { ok: false, response: c.json({ message: MESSAGES.notJson, errors: {} }, 415) };
    raw = text === '' ? {} : JSON.parse(text);
  } catch {
    return { ok: false, response: c.json({ message: MESSAGES.notJson, errors: {} }, 400) };
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    return {
      ok: false,
      response: c.json({ message: MESSAGES.invalidRequest, errors: fieldErrors(parsed.error) }, 400),
    };
  }
  return { ok: true, value: parsed.data };
}

export const errorJson = (c: Context, status: 400 | 401 | 404 | 409 | 413 | 415 | 429 | 500, message: string) =>
  c.json({ message }, status);

/** A form post's text fields; an unreadable body (broken multipart, wrong type) reads as no fields. */
export async function formFields(c: Context): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  try {
    for (const [key, value] of Object.entries(await c.req.parseBody())) if (typeof value === 'string') fields[key] = value;
  } catch {
    /* no fields: the route answers as for an empty form */
  }
  return fields;
}
