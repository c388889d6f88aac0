// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRACKING_TIMEOUT_MS } from '../../../src/contract/tracking-constants';
import type { PageFields } from '../../../src/contract/tracking';
import { recordHit } from '../../../src/tracking/census';
import { beacon, post } from '../../../src/tracking/send';

afterEach(() => void vi.unstubAllGlobals());

describe('post: the census and error calls (docs/behaviour.md §7, 9)', () => {
  it('sends a keepalive same-origin POST with a signal that aborts after the tracking timeout, and resolves with the status', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    expect(await post('/api/census/overlay', '{}', { 'Content-Type': 'application/json' })).toBe(204);
    expect(timeout).toHaveBeenCalledWith(TRACKING_TIMEOUT_MS);
    const init = fetch.mock.calls[0]![1];
    expect(init).toMatchObject({ method: 'POST', body: '{}', keepalive: true, headers: { 'Content-Type': 'application/json' } });
    expect(init.credentials ?? 'same-origin').toBe('same-origin');
    expect(init.signal).toBe(timeout.mock.results[0]!.value);
    timeout.mockRestore();
  });

  it('swallows a failure: a rejected (or aborted) fetch resolves with 0', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new DOMException('timed out', 'TimeoutError'))));
    await expect(post('/api/census/RecordHit', null)).resolves.toBe(0);
  });
});

describe('beacon: analytics payload 2 and performance records (docs/behaviour.md §7)', () => {
  // each beacon holds its turn for the tracking timeout (turns.ts): fake timers run it out
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());
  const settled = async (sending: Promise<number>) => {
    await vi.runAllTimersAsync();
    return sending;
  };

  it('uses sendBeacon with the body as a string (text/plain;charset=UTF-8: no preflight) when the browser queues it (202)', async () => {
    const sendBeacon = vi.fn((_url: string, _body: unknown) => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    expect(await settled(beacon('/api/1/performance/records', '[{"name":"LCP"}]'))).toBe(202);
    expect(sendBeacon).toHaveBeenCalledOnce();
    expect(sendBeacon.mock.calls[0]).toEqual(['/api/1/performance/records', '[{"name":"LCP"}]']);
  });

  const throwing = () => {
    throw new TypeError('Illegal invocation');
  };

  it.each([
    ['refuses', () => false],
    ['is missing', undefined],
    ['throws', throwing],
  ])('falls back to an XHR when sendBeacon %s, with the same string body and type, resolving with its status', async (_, sendBeacon) => {
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    const opened: string[] = [];
    const headers: string[][] = [];
    const sent: unknown[] = [];
    class FakeXhr {
      status = 0;
      timeout = 0;
      onloadend: (() => void) | null = null;
      open(method: string, url: string) {
        opened.push(`${method} ${url}`);
      }
      setRequestHeader(name: string, value: string) {
        headers.push([name, value]);
      }
      send(body: unknown) {
        sent.push(body);
        this.status = 400;
        expect(this.timeout).toBe(TRACKING_TIMEOUT_MS);
        this.onloadend?.();
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    expect(await settled(beacon('/api/events/service', '{"eventSchemaName":"search"}'))).toBe(400);
    expect(opened).toEqual(['POST /api/events/service']);
    // a string and no Content-Type of ours: the browser sends text/plain;charset=UTF-8, as sendBeacon does
    expect(sent).toEqual(['{"eventSchemaName":"search"}']);
    expect(headers).toEqual([]);
  });

  it('swallows an XHR that throws: resolves with 0', async () => {
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: () => false });
    vi.stubGlobal(
      'XMLHttpRequest',
      class {
        open() {
          throw new DOMException('blocked', 'SecurityError');
        }
      },
    );
    expect(await settled(beacon('/api/events/service', '{}'))).toBe(0);
  });
});

describe('census RecordHit (docs/behaviour.md §7)', () => {
  it('posts the form-encoded event, the page fields as JSON text in data, and ss_cvr', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    const fields = { visitorCookie: 'v1|1|1|1|1', pagePath: '/shop' } as PageFields;
    expect(await recordHit('view', fields)).toBe(204);
    const [url, init] = fetch.mock.calls[0]!;
    const body = init.body as URLSearchParams;
    expect(url).toBe('/api/census/RecordHit');
    expect([...body.keys()]).toEqual(['event', 'data', 'ss_cvr']);
    expect(body.get('event')).toBe('view');
    expect(JSON.parse(body.get('data')!)).toEqual(fields);
    expect(body.get('ss_cvr')).toBe('v1|1|1|1|1');
  });
});
