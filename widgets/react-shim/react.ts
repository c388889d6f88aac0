import { useLayoutEffect, useState } from 'preact/hooks';

/**
 * The `react` import of the script-tag build (tsup.config.ts, vitest.config.ts): the
 * few React APIs our widgets use, straight from preact and preact/hooks. It replaces
 * preact/compat (about 4 kB gzip) on the product page; widgets stay written against
 * the React API, and the React entry uses the app's own React.
 */
export { createElement, Fragment } from 'preact';
export { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';

/** React 18's store hook, as @nanostores/react calls it (no server snapshot needed). */
export const useSyncExternalStore = <T>(subscribe: (onChange: () => void) => () => void, get: () => T): T => {
  const [, force] = useState(0);
  useLayoutEffect(() => subscribe(() => force((n) => n + 1)), [subscribe]);
  return get();
};
