/** Reads a JSON data file beside the chunks (`base`): the region lists. */
export const dataReader =
  (base: string) =>
  (file: string): Promise<unknown> =>
    fetch(new URL(file, base).href, { credentials: 'same-origin' }).then((r) => (r.ok ? r.json() : null));
