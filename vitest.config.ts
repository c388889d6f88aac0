import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Unit tests run in Node by default; DOM tests opt in with
 * `// @vitest-environment happy-dom`. Widgets render through the same
 * react -> preact shim alias (widgets/react-shim) as the shipped script-tag bundle.
 */
export default defineConfig({
  resolve: {
    alias: [
      { find: /^react$/, replacement: fileURLToPath(new URL('./widgets/react-shim/react.ts', import.meta.url)) },
      { find: /^react-dom$/, replacement: fileURLToPath(new URL('./widgets/react-shim/react-dom.ts', import.meta.url)) },
      { find: /^react-dom\/client$/, replacement: fileURLToPath(new URL('./widgets/react-shim/react-dom-client.ts', import.meta.url)) },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
    ],
  },
  esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
  test: {
    include: ['test/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    pool: 'threads',
    maxWorkers: 2,
    // a ceiling against hangs, not a speed check: property and fixture tests take seconds on a loaded 2-core machine
    testTimeout: 30_000,
  },
});
