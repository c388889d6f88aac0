import { describe, expect, it } from 'vitest';
import type { StructuredContent } from '../../../src/contract/product';
import { addOnIcon, buttonLabel, idleLabel } from '../../../src/domain/add-button-label';
import { POPOVER, popoverTops } from '../../../src/domain/popover-position';
import { areReviewsShown, isProductListPage } from '../../../src/domain/product-page-rules';
import { EXPRESS_CHECKOUT_PATH, expressCheckoutProblem, giftCardUrl, subscribeUrl } from '../../../src/domain/purchase-routes';

/** Issue 3 rules added beside the colleague's domain: labels, routes, page rules, popover placement. */
describe('idle label (docs/behaviour.md §9 default labels, custom text)', () => {
  it.each<[string, StructuredContent, string | null, string, boolean?]>([
    ['custom text when enabled', { useCustomAddButtonText: true, customAddButtonText: 'Personnaliser' }, 'Add To Cart', 'Personnaliser'],
    ['custom text as "true"', { useCustomAddButtonText: 'true', customAddButtonText: 'Réserver' }, null, 'Réserver'],
    ['blank custom text ignored', { useCustomAddButtonText: true, customAddButtonText: '  ' }, null, 'Add To Cart'],
    ['custom text off', { useCustomAddButtonText: false, customAddButtonText: 'X' }, null, 'Add To Cart'],
    ['subscribable', { isSubscribable: true }, 'Add To Cart', 'Subscribe'],
    ["subscribable, the site's translation", { isSubscribable: true }, "S'abonner", "S'abonner", true],
    ['template label', { productType: 1 }, 'Ajouter', 'Ajouter'],
    ['default', { productType: 1 }, null, 'Add To Cart'],
  ])('%s', (_, product, template, label, subscription) => expect(idleLabel(product, template, subscription)).toBe(label));
});

describe('button label (docs/behaviour.md §4)', () => {
  it.each([
    [{ state: 'idle', soldOut: false, cue: false }, 'Add To Cart'],
    [{ state: 'idle', soldOut: false, cue: true }, 'Sélectionner une option'],
    [{ state: 'adding', soldOut: false, cue: false }, 'Ajout en cours...'],
    [{ state: 'added', soldOut: false, cue: true }, 'Ajout effectué !'],
    [{ state: 'idle', soldOut: true, cue: true }, 'Épuisé'],
  ] as const)('%o -> %s', (view, label) => expect(buttonLabel({ ...view, idle: 'Add To Cart' })).toBe(label));

  it('add-on icons: plus, adding, checkmark', () => {
    expect([addOnIcon('idle'), addOnIcon('adding'), addOnIcon('added')]).toEqual(['plus', 'adding', 'checkmark']);
  });
});

describe('purchase routes (docs/behaviour.md §2)', () => {
  it('builds the subscription, gift card and express checkout addresses', () => {
    expect(subscribeUrl('a+b/c')).toBe('/checkout/subscribe?cartToken=a%2Bb%2Fc');
    expect(giftCardUrl('site-1', 'carte', 'GIFT-50')).toBe('/checkout/giftcard?websiteId=site-1&giftCardProductId=carte&sku=GIFT-50');
    expect(giftCardUrl('site-1', 'carte')).toBe('/checkout/giftcard?websiteId=site-1&giftCardProductId=carte');
    expect(EXPRESS_CHECKOUT_PATH).toBe('/commerce/goto-checkout');
  });

  it.each<[string | null, string | null, boolean, ReturnType<typeof expressCheckoutProblem>]>([
    ['true', null, true, null],
    [null, 'cart-1', true, null],
    ['false', 'cart-1', false, null],
    ['false', null, true, 'session-expired'],
    [null, null, true, 'session-expired'],
    [null, null, false, 'cookies-disabled'],
  ])('express checkout with hasCart=%s CART=%s cookies=%s: %s', (hasCart, cart, cookies, problem) =>
    expect(expressCheckoutProblem(hasCart, cart, cookies)).toBe(problem));
});

describe('page rules (docs/behaviour.md §2)', () => {
  it.each([
    [{ collectionType: 13, pageType: 1 }, false, true],
    [{ collectionType: 13, pageType: 50 }, false, false],
    [{ collectionType: 13, pageType: 1 }, true, false],
    [{ collectionType: 1, pageType: 1 }, false, false],
    [{}, false, false],
  ])('product list page %o in frame %s: %s', (page, frame, shown) => expect(isProductListPage(page, frame)).toBe(shown));

  it.each([
    [undefined, false],
    [{}, false],
    [{ displayNativeProductReviewsEnabled: true }, true],
    [{ displayImportedProductReviewsEnabled: true }, true],
    [{ displayNativeProductReviewsEnabled: false, displayImportedProductReviewsEnabled: false }, false],
  ])('reviews with %o: %s', (merch, shown) => expect(areReviewsShown(merch)).toBe(shown));
});

describe('popover placement (docs/behaviour.md §9)', () => {
  it('uses the constants of docs/behaviour.md §9', () => expect(POPOVER).toEqual({ lifetimeMs: 3000, scrollThrottleMs: 100, topOffsetPx: 33, gapPx: 16 }));
  it('stacks popovers 33 px from the top with 16 px gaps, below a header in view', () => {
    expect(popoverTops([50, 60, 10])).toEqual([33, 99, 175]);
    expect(popoverTops([50], 80)).toEqual([96]);
    expect(popoverTops([50], 10)).toEqual([33]);
    expect(popoverTops([])).toEqual([]);
  });
});
