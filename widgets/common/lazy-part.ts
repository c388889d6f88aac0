import { GESTURES, fetchChunkGraph, importChunk, lazy } from '../../src/runtime/lazy';

/**
 * What the page's module map holds already: the shared chunk this module runs from, then
 * every file of each part imported since. Their requests are never made again.
 */
const loaded = new Set<string>([import.meta.url]);
/** The parts made so far, by name. */
const parts = new Map<string, () => Promise<unknown>>();
/** Built chunks (the script build defines NODE_ENV); the sources under test load by `import()` alone. */
const built = process.env.NODE_ENV === 'production';

/**
 * A widget's lazy part, loaded by src/runtime/lazy.ts. Its chunk is `chunks/<name>.js`
 * (the part is a named entry of the chunk map, scripts/chunk-map.ts `lazyParts`), beside
 * the shared chunk this module runs from.
 *
 * Each attempt first fetches, with plain `fetch()`, the chunk and every chunk it imports
 * that the page has not loaded yet (`fetchChunkGraph`), then imports it: `load` (its
 * `import()`, resolved by the build) the first time, the chunk's URL under `?retry=N`
 * after a failure. So a network that is down fails the fetch and no module map records
 * a failure; a browser that remembered one anyway (the module's own request failed)
 * gets a URL it has not seen. A failure is reported in the console and passed on: the
 * caller tells the shopper (`frProduct.connectionFailed`).
 *
 * One loader a part for the whole page: a second `lazyPart` of the same name (the runtime's
 * popover and the product widget's) is the first one, so both share its attempts and never
 * try again a `?retry=N` URL the other saw fail.
 */
export const lazyPart = <T>(name: string, load: () => Promise<T>): (() => Promise<T>) => {
  const known = parts.get(name) as (() => Promise<T>) | undefined;
  if (known) return known;
  const part = newPart(name, load);
  parts.set(name, part);
  return part;
};

const newPart = <T>(name: string, load: () => Promise<T>): (() => Promise<T>) => {
  const attemptUrl = (attempt: number) => new URL(name + '.js' + (attempt ? '?retry=' + attempt : ''), import.meta.url).href;
  const once = (attempt: number): Promise<T> => {
    if (!built) return load();
    const fetched = new Set(loaded);
    return fetchChunkGraph(attemptUrl(attempt), fetched)
      .then(() => (attempt ? importChunk<T>(attemptUrl(0), attempt) : load()))
      .then((part) => {
        fetched.forEach((url) => loaded.add(url));
        return part;
      });
  };
  return lazy(once, (error) => console.warn('[storefront]', name, error));
};

/** Starts `start` on each gesture (src/runtime/lazy.ts GESTURES) on `target`, until `signal` aborts. */
export const onGesture = (target: EventTarget | null | undefined, start: () => void, signal: AbortSignal): void =>
  GESTURES.forEach((type) => target?.addEventListener(type, start, { signal }));
