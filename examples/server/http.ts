import type { Context } from 'hono';
import type * as z from 'zod/mini';
import { MESSAGES } from './store/messages.js';

/** `{ message, errors: { field: message } }` from a failed parse (first issue per field). */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    errors[field] ??= fieldMessage(field, issue.code);
  }
  return errors;
}

function fieldMessage(field: string, code: string): string {
  if (field === 'quantity') {
    return code === 'invalid_type'
      ? 'La valeur « Quantité » doit être un nombre.'
      : 'La quantité doit être un nombre entier entre 1 et 9999.';
  }
  if (code === 'invalid_type' || code === 'too_small') return 'Requis';
  return 'Valeur non valide';
}

/** Reads and validates a JSON body; on failure answers 400 with field errors. */
export async function parseBody<T>(
  c: Context,
  schema: z.ZodMiniType<T>,
): Promise<{ ok: true; value: T } | { ok: false; response: Response }> {
  let raw: unknown;
  try {
    const text = await c.req.text();
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

export const errorJson = (c: Context, status: 400 | 401 | 404 | 409 | 429 | 500, message: string) =>
  c.json({ message }, status);
