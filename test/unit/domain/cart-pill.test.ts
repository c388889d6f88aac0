import { describe, expect, it } from 'vitest';
import { isPillShown, pillLabel, pillName } from '../../../src/domain/cart-pill';

describe('cart pill label (docs/behaviour.md §2, 9)', () => {
  it.each([
    [1, '1 item'],
    [2, '2 items'],
    [100, '100 items'],
    [101, '100+ items'],
    [5000, '100+ items'],
  ])('%i -> %s', (n, label) => expect(pillLabel(n)).toBe(label));

  it('is hidden at 0 and shown above', () => {
    expect(isPillShown(0)).toBe(false);
    expect(isPillShown(1)).toBe(true);
  });

  it('names the pill with count and subtotal apart (issue 14 point 5)', () => {
    expect(pillName(1, '25,00 €')).toBe('1 item, 25,00 €');
    expect(pillName(101, '2 525,00 €')).toBe('100+ items, 2 525,00 €');
  });
});
