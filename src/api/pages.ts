import type { Result } from './errors';

/** One page of a cursor-paginated list (docs/behaviour.md §7: hasNextPage, nextPageCursor). */
export interface CursorPage<T> {
  items: readonly T[];
  hasNextPage: boolean;
  nextPageCursor: string | null;
}

/** A page count no real list reaches: a server that keeps saying "next page" cannot loop us forever. */
export const MAX_PAGES = 1000;

/**
 * Every item of a cursor-paginated list: fetches the first page (cursor null), then
 * the next one with `nextPageCursor`, until `hasNextPage` is false. The first failed
 * page fails the whole; a next page without a cursor, a cursor seen before, or more
 * than MAX_PAGES pages is an invalid response rather than an endless loop.
 */
export const collectPages = async <T>(fetchPage: (cursor: string | null) => Promise<Result<CursorPage<T>>>): Promise<Result<T[]>> => {
  const items: T[] = [];
  const seen = new Set<string>();
  let cursor: string | null = null;
  for (let n = 0; n < MAX_PAGES; n++) {
    const page = await fetchPage(cursor);
    if (!page.ok) return page;
    items.push(...page.value.items);
    if (!page.value.hasNextPage) return { ok: true, value: items };
    cursor = page.value.nextPageCursor;
    if (!cursor || seen.has(cursor)) {
      return { ok: false, error: { kind: 'invalid-response', detail: `the list's next page has ${cursor ? 'a repeated' : 'no'} cursor` } };
    }
    seen.add(cursor);
  }
  return { ok: false, error: { kind: 'invalid-response', detail: `the list has more than ${MAX_PAGES} pages` } };
};
