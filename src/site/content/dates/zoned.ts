/** Moved to src/domain/dates/zoned.ts (shared with the widgets); kept for the engine's imports. */
export * from '../../../domain/dates/zoned.js';
