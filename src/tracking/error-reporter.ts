import { ERROR_DEBOUNCE_MS, ERROR_QUEUE_CAP, ERROR_REPORTS_MAX, STACK_MAX } from '../contract/error-report-limits';
import type { JavascriptErrorReport } from '../contract/tracking';

/**
 * The JS error reporter (docs/behaviour.md §7, 9): at most 20 reports a page, a queue of 10 (the
 * newest are dropped while it is full), stacks trimmed to 5000 characters, sends
 * debounced by 1 s. Never shows anything to the shopper, never throws.
 */
export interface ErrorReporter {
  /** Queues one report; false when a cap refused it. */
  report(error: unknown, source: string): boolean;
  /** Sends what is queued now (the page is being hidden). */
  flush(): void;
}

/** An Error's message; anything else thrown, as text (JSON where it can be). */
const messageOf = (error: unknown): string => {
  if (error instanceof Error) return error.message;
  try {
    return typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error));
  } catch {
    return String(error);
  }
};

/** `send` must not throw (error-listeners.ts posts with failures swallowed). */
export const createErrorReporter = (send: (batch: JavascriptErrorReport[]) => void, pagePath: () => string): ErrorReporter => {
  let accepted = 0;
  let queue: JavascriptErrorReport[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(timer);
    if (queue.length) send(queue);
    queue = [];
  };

  const report = (error: unknown, source: string): boolean => {
    if (accepted >= ERROR_REPORTS_MAX || queue.length >= ERROR_QUEUE_CAP) return false;
    accepted++;
    const stack = (error instanceof Error && error.stack) || '';
    queue.push({
      event: 'JavascriptError',
      data: { message: messageOf(error).slice(0, 1000), stack: stack.slice(0, STACK_MAX), source: source.slice(0, 64), pagePath: pagePath().slice(0, 2083) },
      timestamp: Date.now(),
    });
    clearTimeout(timer);
    timer = setTimeout(flush, ERROR_DEBOUNCE_MS);
    return true;
  };

  return { report, flush };
};
