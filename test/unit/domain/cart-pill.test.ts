import { describe, expect, it } from 'vitest';
import { isPillShown, pillLabel, pillName } from '../../../src/domain/cart-pill';

describe('cart pill label (docs/behaviour.md §2, 9)', () => {
  it.each([
    [1, '1 article'],
    [2, '2 articles'],
    [100, '100 articles'],
    [101, '100+ articles'],
    [5000, '100+ articles'],
  ])('%i -> %s', (n, label) => expect(pillLabel(n)).toBe(label));

  it('is hidden at 0 and shown above', () => {
    expect(isPillShown(0)).toBe(false);
    expect(isPillShown(1)).toBe(true);
  });

  it('names the pill with count and subtotal apart (issue 14 point 5)', () => {
    expect(pillName(1, '25,00 €')).toBe('1 article, 25,00 €');
    expect(pillName(101, '2 525,00 €')).toBe('100+ articles, 2 525,00 €');
  });
});
