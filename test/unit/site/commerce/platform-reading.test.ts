import { describe, expect, it } from 'vitest';
import { render } from './render.js';

/** How the platform's commerce formatters read product data (test/diff), each checked against its engine. */
const product = (variants: unknown[], extra: object = {}) => ({ structuredContent: { productType: 1, variants, ...extra } });

describe('stock', () => {
  it('reads qtyInStock as platformNumber reads numbers (true is 1, "5abc" 5, "1e3" 1)', () => {
    expect(render('{@|product-status}', product([{ qtyInStock: true }]))).toBe('');
    expect(render('{@|product-status}', product([{ qtyInStock: '5abc' }]))).toBe('');
    expect(render('{@|quantity-input}', product([{ qtyInStock: '1e3' }]))).not.toContain('quantity'); // 1 in stock: no input
  });

  it('reads productType as platformNumber reads numbers ("1abc" and "1e-7" are 1, physical; "1.5" is no type)', () => {
    for (const productType of ['1abc', '1e-7', ' 1', '1.0', true]) {
      expect(render('{@|quantity-input}', product([{ qtyInStock: 3 }], { productType }))).toContain('product-quantity-input');
    }
    expect(render('{@|quantity-input}', product([{ qtyInStock: 3 }], { productType: '1.5' }))).toBe('');
  });

  it('writes a product\'s own sold-out text when given (spaces, 0), and its texts are not translatable', () => {
    const soldOut = (customSoldOutText: unknown) =>
      render('{@|product-status}', { id: 'p', ...product([{}]), productMerchandisingContext: { p: { customSoldOutText } }, localizedStrings: { productStatusSoldOutText: 'X' } });
    expect(soldOut('   ')).toBe('<div class="product-mark sold-out">   </div>');
    expect(soldOut(0)).toBe('<div class="product-mark sold-out">0</div>');
    expect(soldOut('')).toBe('<div class="product-mark sold-out">sold out</div>');
  });
});

describe('lists read by index', () => {
  it('reads optionValues and pricingOptions that are objects by their index keys', () => {
    expect(render('{@|variant-descriptor}', { optionValues: { 1: { value: 'L' }, 0: { value: 'blue' } } })).toBe('blue / L');
    const sub = (pricingOptions: unknown) => render('{@|subscription-price}', product([{ pricingOptions }]));
    expect(sub({ 0: { priceMoney: { value: '5' } } })).toContain('>5.00<');
    expect(sub({ a: {} })).toContain('>0.00<'); // an option list without index 0: an empty option
    expect(sub({})).toBe('<div class="subscription-price">\n\n</div>');
  });

  it('subscription-price: a variant that is not an object is passed over unless it is the first (as the platform)', () => {
    const v = (value: string) => ({ pricingOptions: [{ priceMoney: { value } }] });
    expect(render('{@|subscription-price}', product([v('5'), 'x', v('3')]))).toContain('>5.00<');
    expect(render('{@|subscription-price}', product([v('3'), null]))).toContain('>3.00<');
    expect(render('{@|subscription-price}', product(['x', v('5')]))).toBe('<div class="subscription-price">\n\n</div>');
  });
});

describe('price order', () => {
  const sale = (a: unknown, b: unknown) => render('{@|sale-price}', product([a, b].map((value) => ({ onSale: true, salePriceMoney: { value } }))));

  it('orders two negatives of one size written to different exponents by magnitude, as the platform', () => {
    expect(sale(-3.5, -1)).toBe('-100');
    expect(sale(-1.5, -2)).toBe('-150');
    expect(sale(-2, -1)).toBe('-200'); // same exponent: by value
    expect(sale('-2.50', -3.5)).toBe('-350'); // trailing zeros do not count
  });

  it('ranks 0 as the digit 0 (above 0.5) and "-0" as 0', () => {
    expect(sale(0, 0.5)).toBe('50');
    expect(sale('-0', 0)).toBe('-0');
  });
});

describe('summary-form-field answers', () => {
  const answer = (f: object) => render('{f|summary-form-field}', { f }).split('</span> ')[1]?.replace(/\n<\/div>$/, '');

  it('lists a checkbox\'s template-truthy values, each as a variable tag writes it, then a line break', () => {
    expect(answer({ type: 'checkbox', values: ['a', '', null, ['q', 'r']] })).toBe('a, , , q,r\n');
    expect(answer({ type: 'checkbox', values: 'str', value: 'x' })).toBe('\n');
    expect(answer({ type: 'checkbox', value: 0 })).toBe('N/A');
  });

  it('writes another field\'s value only when it is a scalar, and nothing for a likert without values', () => {
    expect(answer({ type: 'text', value: ['Static Value'], values: ['v'] })).toBe('N/A');
    expect(answer({ value: 0 })).toBe('0');
    expect(render('{f|summary-form-field}', { f: { type: 'likert', values: null } })).toBe('');
  });
});

describe('labels', () => {
  it('formats the Unavailable translation as a message', () => {
    const out = render('{@|product-price}', { structuredContent: { isSubscribable: 'true' }, localizedStrings: { productPriceUnavailable: "{title} it's" } });
    expect(out).toBe('<div class="product-price">\n its\n\n</div>');
  });
});

describe('add-to-cart-btn', () => {
  it('writes the subscription option id only for a flag that is no list or object', () => {
    const btn = (isSubscribable: unknown) => render('{@|add-to-cart-btn}', { structuredContent: { isSubscribable, productSubscriptionOptions: [{ id: 'A' }] } });
    expect(btn(true)).toContain('data-subscription-option-id="A"');
    expect(btn([1])).not.toContain('data-subscription-option-id');
    expect(btn([1])).toContain('data-original-label="Subscribe"');
  });
});

describe('product-scarcity text', () => {
  it('is a message of the view\'s stock, given as text, a number or a boolean (a list is none)', () => {
    const scarcity = (scarcityText: unknown) =>
      render('{item|product-scarcity}', { item: { id: 'p' }, productMerchandisingContext: { p: { scarcityEnabled: true, scarcityTemplateViews: [{ qtyInStock: 3 }], scarcityText } } });
    expect(scarcity("{qtyInStock, number} {x} it's")).toBe('<div class="product-scarcity">\n    3  its\n  </div>');
    expect(scarcity(['Only {qtyInStock}'])).toBe('<div class="product-scarcity">\n    \n  </div>');
  });
});

describe('escaping and lines', () => {
  it('escapes quotes in the sold-out text, and writes an address\'s second line when template-truthy', () => {
    const out = render('{@|product-status}', { id: 'p', structuredContent: { productType: 1, variants: [{}] }, productMerchandisingContext: { p: { customSoldOutText: '" onmouseover="x' } } });
    expect(out).toBe('<div class="product-mark sold-out">&quot; onmouseover=&quot;x</div>');
    const address = render('{f|summary-form-field}', { f: { type: 'address', values: { Line2: { value: 'Apt 1' } } } });
    expect(address).toContain('<div></div>\n  <div></div>\n  <div>,   </div>');
  });
});
