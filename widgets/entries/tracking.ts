import '../shared/eager';
import { start as startTracking } from '../../src/tracking/chunk';

/**
 * The tracking chunk (dist/chunks/tracking.js), imported after load and idle by
 * widgets/shared/tracking-start.ts. The error reporter's rules load on the first error,
 * as a chunk on the widgets' shared chunk like every other lazy chunk.
 */
export const start = (early: readonly Event[]): Promise<void> =>
  startTracking(early, () => import('../shared/error-reporter-chunk').then((m) => m.createErrorReporter));
