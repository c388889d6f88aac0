/** The form engine's rules (no DOM): re-exports only. */
export * from './fields';
export * from './answers';
export * from './answer-entries';
export * from './display';
export * from './validate';
export * from './postal-codes';
export * from './counter';
export * from './address';
export * from './region-list';
export * from './submit';
export * from './success-url';
export * from './routes';
