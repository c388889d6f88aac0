/**
 * One way to load a lazy chunk, for the loader and every widget (docs/architecture.md
 * "Lazy loading").
 *
 * `lazy(load)` loads once and shares the promise in flight; after a failure it forgets
 * it and reports the error, so the next call (the shopper's next gesture) tries again.
 * `load` gets the number of the attempt: 0 first, then 1, 2…
 *
 * Why the number: a browser that REMEMBERS a failed dynamic import (Chromium up to 150,
 * as the HTML standard required until whatwg/html#10327) fails every later `import()` of
 * the same URL without a request. So a retry imports the chunk under a URL the page has
 * not used (`importChunk`: `?retry=N`). A query reaches the chunk, not the chunks it
 * imports statically: their specifiers (`"./shared-X.js"`) resolve to the same URL
 * whatever the importer's query, so a shared chunk recorded as failed would stay failed.
 * The widgets' lazy parts keep that from happening by fetching, with plain `fetch()`
 * (which no module map records), the chunk and every chunk it imports that the page has
 * not loaded yet before each `import()` (`fetchChunkGraph`, reading the build's chunk
 * graph from the chunk's own `import … from "./x.js"` lines; widgets/common/lazy-part.ts):
 * while the network is down the fetch fails and nothing is recorded. The loader imports
 * its islands' chunks plainly (its size budget): while the network is down an island's
 * chunk fails first, and the shared chunk it imports is never requested.
 * What stays out of reach: a shared chunk whose own module request fails in the moment
 * between its fetch and its import (the connection lost just then); a reload clears it.
 * test/e2e/lazy-recovery.e2e.ts makes the browser remember failures, whatever its version.
 */
export const lazy = <T>(load: (attempt: number) => Promise<T>, report?: (error: unknown) => void): (() => Promise<T>) => {
  let pending: Promise<T> | undefined;
  let attempt = 0;
  return () =>
    (pending ||= load(attempt).catch((error: unknown) => {
      pending = undefined;
      attempt++;
      report?.(error);
      throw error;
    }));
};

/** The chunk at `url`: at its own URL the first time, under `?retry=N` on attempt N. */
export const importChunk = <T>(url: string, attempt: number): Promise<T> => import(/* @vite-ignore */ attempt ? url + '?retry=' + attempt : url);

/** A chunk's static imports (`import{a}from"./x.js"`, `import"./x.js"`), never its `import("./x.js")` calls. */
const STATIC_IMPORT = /(?:from|import)\s*"(\.\/[\w.-]+\.js)"/g;

/** Fetches the chunk at `url` and, once each, every chunk it imports statically; rejects when one does not come. */
export const fetchChunkGraph = (url: string, seen = new Set<string>()): Promise<unknown> => {
  if (seen.has(url)) return Promise.resolve();
  seen.add(url);
  return fetch(url)
    .then((r) => (r.ok ? r.text() : Promise.reject(new Error(`${r.status} ${url}`))))
    .then((code) => Promise.all(Array.from(code.matchAll(STATIC_IMPORT), (m) => fetchChunkGraph(new URL(m[1]!, url).href, seen))));
};

/** What starts a load: the shopper reaching for a block (pointer, focus, key) or activating it (a click, also from assistive technology). */
export const GESTURES = ['pointerdown', 'focusin', 'keydown', 'click'];
