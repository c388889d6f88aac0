import { defineConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * The scale tests (test/scale/): timed against the acceptance figures of issue 28, so they run
 * on their own, one file at a time, after the unit tests (scripts/test.mjs), never beside them.
 */
export default defineConfig({
  ...base,
  test: { ...base.test, include: ['test/scale/**/*.test.ts'], maxWorkers: 1, fileParallelism: false, testTimeout: 180_000 },
});
