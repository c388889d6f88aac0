/**
 * Resolves in a later task, so the browser can paint and answer input in between:
 * `scheduler.yield()` where the browser has it (the continuation keeps its place ahead of
 * other tasks), else a zero-delay timer. Splits work that would make one long task
 * (over 50 ms on a slow phone) into short ones.
 */
export const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve));
};
