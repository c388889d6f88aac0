import { useLayoutEffect, useState } from 'preact/hooks';

/**
 * The hooks of the `react` shim (react.ts), in a module of their own: preact/hooks
 * patches preact's options when it loads, so it must load only with components that
 * call hooks. This file has no side effects (package.json "sideEffects"), so a chunk
 * that imports no hook from the shim (the add-to-cart button is a class, the pill plain
 * DOM) drops it and preact/hooks with it: a product page loads no hooks runtime at mount.
 */
export { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';

/** React 18's store hook, as @nanostores/react calls it (no server snapshot needed). */
export const useSyncExternalStore = <T>(subscribe: (onChange: () => void) => () => void, get: () => T): T => {
  const [, force] = useState(0);
  useLayoutEffect(() => subscribe(() => force((n) => n + 1)), [subscribe]);
  return get();
};
