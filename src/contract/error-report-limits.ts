/**
 * docs/behaviour.md §9 error reporter: 20 reports a page, a queue of 10, stacks of 5000
 * characters, 1 s debounce. A file of their own: the reporter's lazy chunk imports
 * nothing else, so it shares no module with the tracking chunk (no extra split).
 */
export const ERROR_REPORTS_MAX = 20;
export const ERROR_QUEUE_CAP = 10;
export const STACK_MAX = 5000;
export const ERROR_DEBOUNCE_MS = 1000;
