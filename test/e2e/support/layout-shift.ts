import type { Page } from '@playwright/test';

/**
 * Sums the page's layout shifts without recent input (the CLS of docs/architecture.md principle 1)
 * from the first byte: call before `goto`, read with `cls(page)`.
 */
export const observeShifts = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

/** The layout shift summed so far by `observeShifts`. */
export const cls = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as { __cls: number }).__cls);
