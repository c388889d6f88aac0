import '../common/eager';

/** The tracking chunk (dist/chunks/tracking.js), imported after load and idle by widgets/common/tracking-start.ts. */
export { start } from '../../src/tracking/chunk';
