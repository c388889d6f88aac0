// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JavascriptErrorReport, PerformanceRecord } from '../../../src/contract/tracking';
import { createErrorReporter } from '../../../src/tracking/error-reporter';
import { isOurs } from '../../../src/tracking/is-ours';
import { createRecordBatcher } from '../../../src/tracking/record-batcher';
import { CLSThresholds, FCPThresholds, INPThresholds, LCPThresholds } from 'web-vitals';
import { FID_THRESHOLDS, VITAL_THRESHOLDS, rate, rateVital } from '../../../src/contract/tracking-constants';
import { toRecord } from '../../../src/tracking/performance';

const record = (metric: PerformanceRecord['metric'], value: number): PerformanceRecord => ({
  ...toRecord(metric, value, rateVital(metric, value), null),
  pagePath: '/',
  websiteId: 'w',
  recordedAt: 1,
});

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('performance records: batching and flush (docs/behaviour.md §9)', () => {
  const setup = (sinceLoadMs: number) => {
    const sent: PerformanceRecord[][] = [];
    return { sent, b: createRecordBatcher((batch) => sent.push(batch), sinceLoadMs) };
  };
  /** Once collection has stopped, a record is neither kept nor sent. */
  const expectStopped = ({ sent, b }: ReturnType<typeof setup>) => {
    const before = sent.length;
    b.add(record('INP', 900));
    vi.advanceTimersByTime(60_000);
    expect(sent).toHaveLength(before);
  };

  it('flushes 30 s after load, keeping the latest value of each metric', () => {
    const { sent, b } = setup(0);
    b.add(record('LCP', 1000));
    b.add(record('LCP', 1200));
    b.add(record('FCP', 900));
    vi.advanceTimersByTime(29_999);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([[record('LCP', 1200), record('FCP', 900)]]);
  });

  it('counts from the load event, not from the chunk start', () => {
    const { sent, b } = setup(25_000);
    b.add(record('CLS', 0.05));
    vi.advanceTimersByTime(5_000);
    expect(sent).toHaveLength(1);
  });

  it('started after the 60 s (a slow idle period): stops on the next tick, sending what came in', () => {
    const batcher = setup(75_000);
    batcher.b.add(record('LCP', 3000));
    vi.advanceTimersByTime(0);
    expect(batcher.sent).toEqual([[record('LCP', 3000)]]);
    expectStopped(batcher);
  });

  it('stops collecting at 60 s, flushing what is left', () => {
    const batcher = setup(0);
    vi.advanceTimersByTime(30_000);
    batcher.b.add(record('INP', 250));
    vi.advanceTimersByTime(30_000);
    expect(batcher.sent).toEqual([[record('INP', 250)]]);
    expectStopped(batcher);
  });

  it('flushes and stops when the page is hidden', () => {
    const batcher = setup(0);
    batcher.b.add(record('FID', 40));
    batcher.b.hidden();
    expect(batcher.sent).toEqual([[record('FID', 40)]]);
    expectStopped(batcher);
  });

  it('rates against docs/behaviour.md thresholds: at good is good, above poor is poor', () => {
    expect(rateVital('LCP', 2500)).toBe('good');
    expect(rateVital('LCP', 2501)).toBe('needs-improvement');
    expect(rateVital('LCP', 4001)).toBe('poor');
    expect(rateVital('CLS', 0.1)).toBe('good');
    expect(rateVital('CLS', 0.26)).toBe('poor');
    expect(rateVital('INP', 500)).toBe('needs-improvement');
    expect(rate(301, FID_THRESHOLDS)).toBe('poor');
    expect(rate(100, FID_THRESHOLDS)).toBe('good');
    expect(rateVital('FCP', 1801)).toBe('needs-improvement');
  });

  it('web-vitals rates FCP, LCP, CLS and INP (the chunk keeps its rating) with docs/behaviour.md §9 thresholds', () => {
    expect([FCPThresholds, LCPThresholds, CLSThresholds, INPThresholds]).toEqual([VITAL_THRESHOLDS.FCP, VITAL_THRESHOLDS.LCP, VITAL_THRESHOLDS.CLS, VITAL_THRESHOLDS.INP]);
  });
});

describe('error reporter (docs/behaviour.md §9)', () => {
  const setup = () => {
    const sent: JavascriptErrorReport[][] = [];
    return { sent, reporter: createErrorReporter((b) => sent.push(b), () => '/page') };
  };

  it('debounces sends by 1 s after the last report', () => {
    const { sent, reporter } = setup();
    reporter.report(new Error('a'), 'product');
    vi.advanceTimersByTime(900);
    reporter.report(new Error('b'), 'product');
    vi.advanceTimersByTime(999);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent.map((b) => b.map((r) => r.data.message))).toEqual([['a', 'b']]);
  });

  it('queues at most 10, refusing the rest until sent', () => {
    const { sent, reporter } = setup();
    const accepted = Array.from({ length: 12 }, (_, i) => reporter.report(new Error(String(i)), 'w'));
    expect(accepted.filter(Boolean)).toHaveLength(10);
    vi.advanceTimersByTime(1000);
    expect(sent[0]).toHaveLength(10);
  });

  it('accepts at most 20 reports a page', () => {
    const { sent, reporter } = setup();
    for (let i = 0; i < 30; i++) {
      reporter.report(new Error(String(i)), 'w');
      if (i % 5 === 4) vi.advanceTimersByTime(1000);
    }
    vi.advanceTimersByTime(1000);
    expect(sent.flat()).toHaveLength(20);
  });

  it('trims stacks to 5000 characters and reports non-Errors as text', () => {
    const { sent, reporter } = setup();
    const error = new Error('long');
    error.stack = 'x'.repeat(6000);
    reporter.report(error, 'w');
    reporter.report({ code: 1 }, 'w');
    reporter.flush();
    expect(sent[0]![0]!.data.stack).toHaveLength(5000);
    expect(sent[0]![1]!.data).toMatchObject({ message: '{"code":1}', stack: '', pagePath: '/' + 'page' });
  });

  it('sends nothing when nothing was reported, and each report once', () => {
    const { sent, reporter } = setup();
    reporter.flush();
    vi.advanceTimersByTime(5000);
    expect(sent).toEqual([]);
    reporter.report(new Error('a'), 'w');
    reporter.flush();
    vi.advanceTimersByTime(5000);
    expect(sent).toHaveLength(1);
  });

  it('reports other scripts’ errors only when their stack passes through SDK files', () => {
    const ours = new Error('x');
    ours.stack = 'Error: x\n at f (https://shop.test/storefront/chunks/product.js:1:2)';
    const theirs = new Error('y');
    theirs.stack = 'Error: y\n at g (https://cdn.test/theme.js:1:2)';
    expect(isOurs(ours, 'https://shop.test/storefront/')).toBe(true);
    expect(isOurs(theirs, 'https://shop.test/storefront/')).toBe(false);
    expect(isOurs('https://shop.test/storefront/', 'https://shop.test/storefront/')).toBe(false);
  });
});

describe('element path (docs/behaviour.md §9)', () => {
  it('names the element from its nearest id, truncated at 200 characters', async () => {
    const { elementPath } = await import('../../../src/tracking/element-path');
    document.body.innerHTML = '<main id="main"><div class="product card"><img></div></main>';
    expect(elementPath(document.querySelector('img'))).toBe('main#main>div.product>img');
    let deep = '<span>x</span>';
    for (let i = 0; i < 60; i++) deep = `<section class="level">${deep}</section>`;
    document.body.innerHTML = deep;
    expect(elementPath(document.querySelector('span'))).toHaveLength(200);
    expect(elementPath(null)).toBeNull();
  });
});
