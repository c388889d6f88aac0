import { describe, expect, it } from 'vitest';
import { onlyLeftMessage, tooFewMessage } from '../../../../src/i18n/purchase';
import { typedQuantityProblem } from '../../../../widgets/cart/quantity-input';

describe("the cart's quantity field says why it cannot take a value (issue 32 row 10)", () => {
  it("says a quantity under 1 with the product page's words", () => {
    expect(typedQuantityProblem('0')).toBe("La quantité doit être d'au moins 1.");
    expect(typedQuantityProblem('-2')).toBe(tooFewMessage(-2));
    expect(tooFewMessage(0)).toBe("La quantité doit être d'au moins 1.");
  });
  it('says an empty or fractional value in French', () => {
    expect(typedQuantityProblem('')).toBe('La valeur « Quantité » doit être un nombre.');
    expect(typedQuantityProblem('1.5')).toBe('La quantité doit être un nombre entier.');
  });
  it('takes a whole quantity of 1 or more (the stock rule says the rest)', () => {
    expect(typedQuantityProblem('1')).toBeNull();
    expect(typedQuantityProblem('12000')).toBeNull();
    expect(tooFewMessage(1)).toBeNull();
  });
  it('says how many are left, or out of stock when none is', () => {
    expect(onlyLeftMessage(2)).toBe("Il n'en reste que 2.");
    expect(onlyLeftMessage(0)).toBe('Malheureusement, cet article est en rupture de stock.');
  });
});
