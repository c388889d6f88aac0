import '../shared/eager';

/** The tracking chunk (dist/chunks/tracking.js), imported after load and idle by widgets/shared/tracking-start.ts. */
export { start } from '../../src/tracking/chunk';
