// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { QUEUE_CAP, takeQueued, track } from '../../../src/tracking';

const confirmed = { orderId: 'o1', cartId: 'c1', testMode: true, websiteId: 'site' };

describe('track (the analytics seam)', () => {
  afterEach(() => void takeQueued());

  it('dispatches a bubbling storefront:analytics event and queues the record', () => {
    const seen: unknown[] = [];
    const listener = (e: Event) => seen.push((e as CustomEvent).detail);
    document.addEventListener('storefront:analytics', listener);
    track('checkout-confirmed', confirmed);
    document.removeEventListener('storefront:analytics', listener);
    expect(seen).toEqual([{ event: 'checkout-confirmed', payload: confirmed, at: expect.any(Number) }]);
    expect(takeQueued()).toEqual(seen);
    expect(takeQueued()).toEqual([]);
  });

  it('keeps the last QUEUE_CAP records', () => {
    for (let i = 0; i < QUEUE_CAP + 5; i++) track('checkout-confirmed', { ...confirmed, orderId: String(i) });
    const records = takeQueued();
    expect(records).toHaveLength(QUEUE_CAP);
    expect(records[0]?.payload).toMatchObject({ orderId: '5' });
  });

  it('never throws, even when a listener does', () => {
    const bad = () => {
      throw new Error('listener');
    };
    document.addEventListener('storefront:analytics', bad);
    expect(() => track('checkout-confirmed', confirmed)).not.toThrow();
    document.removeEventListener('storefront:analytics', bad);
  });
});
