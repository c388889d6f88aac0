import './eager';

/** The error reporter's rules as a chunk of their own, fetched on a page's first error (src/tracking/error-listeners.ts). */
export { createErrorReporter } from '../../src/tracking/error-reporter';
