/**
 * A bounded memo: the value `make` returns under `key`, built once; the map is cleared
 * when it holds `max` entries. The Intl cache (intl-cache.ts), the engine's compiled
 * templates (src/site/engine/engine.ts) and parsed paths (scope.ts `refOf`) use it.
 */
export function boundedMemo(max: number): <T>(key: string, make: () => T) => T {
  const map = new Map<string, unknown>();
  return <T>(key: string, make: () => T): T => {
    if (map.has(key)) return map.get(key) as T;
    if (map.size >= max) map.clear();
    const value = make();
    map.set(key, value);
    return value;
  };
}
