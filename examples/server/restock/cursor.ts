/** Opaque page cursors: base64url JSON of the last row's sort key. */
export const encodeCursor = (key: readonly (string | number)[]): string => Buffer.from(JSON.stringify(key)).toString('base64url');

/** The sort key of a cursor, or null when it is not one of ours. */
export function decodeCursor<T extends readonly ('string' | 'number')[]>(cursor: string | undefined, types: T): unknown[] | null {
  if (!cursor) return null;
  try {
    const raw: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(raw) || raw.length !== types.length) return null;
    return raw.every((v, i) => typeof v === types[i]) ? raw : null;
  } catch {
    return null;
  }
}

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** `limit` query: a whole number 1 to 100, else the default. */
export const pageSize = (raw: string | undefined): number => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= MAX_PAGE_SIZE ? n : DEFAULT_PAGE_SIZE;
};
