import { defineConfig } from 'vitest/config';

/**
 * The React entry's tests (test/react) on real react and react-dom 19: no alias to
 * the preact shim here (vitest.config.ts has it for every other unit test).
 */
export default defineConfig({
  esbuild: { jsx: 'automatic', jsxImportSource: 'react' },
  test: {
    include: ['test/react/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    pool: 'threads',
    maxWorkers: 2,
  },
});
