import { readFileSync } from 'node:fs';
import type { Plugin } from 'esbuild';

/** The names a module imports from 'react'. */
const REACT_IMPORTS = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]react['"]/g;

/**
 * Resolves `react` to the hook-free shim (widgets/react-shim/core.ts) for a module that
 * imports no hook (`use…`) from it, else to the full shim (react.ts). Replaces the
 * `react` alias of the widgets' build. `shims`: the absolute paths of both shims.
 */
export const hookFreeReact = (shims: { core: string; full: string }): Plugin => ({
  name: 'hook-free-react',
  setup(build) {
    build.onResolve({ filter: /^react$/ }, (args) => {
      const source = args.importer ? readFileSync(args.importer, 'utf8') : '';
      const names = [...source.matchAll(REACT_IMPORTS)].flatMap((m) => m[1]!.split(','));
      return { path: names.some((n) => /^\s*use[A-Z]/.test(n)) ? shims.full : shims.core };
    });
  },
});
