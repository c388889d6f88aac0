import { defineConfig } from 'vitest/config';

/**
 * Unit tests run in Node by default; DOM tests opt in with
 * `// @vitest-environment happy-dom`. Widgets render through the same
 * react -> preact/compat alias as the shipped script-tag bundle.
 */
export default defineConfig({
  resolve: {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
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
  },
});
