import { GESTURES, fetchChunkGraph, importChunk, lazy } from '../../src/runtime/lazy';

/**
 * A widget's lazy part, loaded by src/runtime/lazy.ts: the first time by `load` (its
 * `import()`, which the build resolves to `chunks/<name>.js`: the part is a named entry of
 * the chunk map, scripts/chunk-map.ts `lazyParts`); after a failure by its chunk's URL
 * under `?retry=N`, once the chunk and every chunk it imports have been fetched (so a
 * browser that remembers failed imports recovers too). A failure is reported in the
 * console; the caller tells the shopper (`frProduct.connectionFailed`).
 */
export const lazyPart = <T>(name: string, load: () => Promise<T>): (() => Promise<T>) => {
  const url = () => new URL(name + '.js', import.meta.url).href; // the parts sit beside the shared chunk this module is in
  return lazy(
    (attempt) => (attempt ? fetchChunkGraph(url()).then(() => importChunk<T>(url(), attempt)) : load()),
    (error) => console.warn('[storefront]', name, error),
  );
};

/** Starts `start` on each gesture (src/runtime/lazy.ts GESTURES) on `target`, until `signal` aborts. */
export const onGesture = (target: EventTarget | null | undefined, start: () => void, signal: AbortSignal): void =>
  GESTURES.forEach((type) => target?.addEventListener(type, start, { signal }));
