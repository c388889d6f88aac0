/** docs/behaviour.md §9: a cache holds 100 entries unless said otherwise. */
export const DEFAULT_CACHE_CAPACITY = 100;

/**
 * A bounded memo: the value `make` returns under `key`, built once; the map is cleared
 * when it holds `max` entries (by default the platform's 100). The widgets' money formats
 * (money-format.ts) keep the default, as the platform's would. The site engine's own
 * caches are larger, sized for a page render (docs/site-engine.md "What makes it fast"):
 * the Intl cache (intl-cache.ts), the compiled templates (src/site/engine/engine.ts) and
 * parsed paths (scope.ts `refOf`).
 */
export function boundedMemo(max: number = DEFAULT_CACHE_CAPACITY): <T>(key: string, make: () => T) => T {
  const map = new Map<string, unknown>();
  return <T>(key: string, make: () => T): T => {
    if (map.has(key)) return map.get(key) as T;
    if (map.size >= max) map.clear();
    const value = make();
    map.set(key, value);
    return value;
  };
}
