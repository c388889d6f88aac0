// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $cart } from '../../../../src/state/cart';
import { takeQueued } from '../../../../src/tracking';
import { mount } from '../../../../widgets/cart/order-confirmed';
import { cart, entry, order } from '../../../support/cart-fixtures';

// Node's BroadcastChannel reaches the other test threads: keep this file's cart to itself.
vi.stubGlobal('BroadcastChannel', undefined);

const el = () => document.body.appendChild(document.createElement('p'));

describe('the order-confirmed island', () => {
  afterEach(() => {
    sessionStorage.clear();
    takeQueued();
    vi.restoreAllMocks();
  });

  it('sends checkout confirmed and purchase once per order, and empties the ordered cart in every tab', () => {
    $cart.set(cart([entry()]));
    mount(el(), { config: { pageType: 202, order: order() }, base: '/' });
    expect($cart.get()).toBeNull();
    const records = takeQueued();
    expect(records.map((r) => r.event)).toEqual(['checkout-confirmed', 'purchase']);
    expect(records[1]?.payload).toMatchObject({ transactionId: 'o1', value: 65.9, shipping: 5.9, tax: 10 });
    mount(el(), { config: { pageType: 202, order: order() }, base: '/' });
    expect(takeQueued()).toEqual([]);
  });

  it('leaves the storefront cart alone after a subscription order', () => {
    const current = cart([entry()]);
    $cart.set(current);
    mount(el(), { config: { order: order({ orderId: 'o2', kind: 'subscription' }) }, base: '/' });
    expect($cart.get()).toBe(current);
    expect(takeQueued()).toHaveLength(2);
  });

  it('warns, naming the block, when the configuration has no valid order', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mount(el(), { config: { pageType: 202 }, base: '/' });
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toContain('"order"');
    expect(takeQueued()).toEqual([]);
  });
});
