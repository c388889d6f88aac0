import { describe, expect, it } from 'vitest';
import { render } from './render.js';

const item = (structuredContent: object, extra: object = {}) => ({ item: { id: 'p1', collectionId: 'c1', structuredContent, ...extra } });

describe('add-to-cart-btn', () => {
  it('labels a subscribable product Subscribe and carries its first option', () => {
    const out = render('{item|add-to-cart-btn}', item({ productType: 1, isSubscribable: 'true', productSubscriptionOptions: [{ id: 'o1' }, { id: 'o2' }] }));
    expect(out).toContain('data-is-subscription="true" data-original-label="Subscribe" data-subscription-option-id="o1">');
    expect(out).toContain('<div class="sqs-add-to-cart-button-inner">Subscribe</div>');
  });

  it('escapes the custom label and the form JSON', () => {
    const out = render('{item|add-to-cart-btn}', item({ productType: 1, useCustomAddButtonText: true, customAddButtonText: 'A "b" & <c>', additionalFieldsFormId: 'f1', additionalFieldsForm: { name: '"x"' } }));
    expect(out).toContain('data-original-label="A &quot;b&quot; &amp; &lt;c&gt;"');
    expect(out).toContain('>A &quot;b&quot; &amp; &lt;c&gt;</div>');
    expect(out).toContain('data-form="{&quot;name&quot;:&quot;\\&quot;x\\&quot;&quot;}">');
    expect(out).toContain('sqs-button-element--primary use-form"');
  });

  it('reads id, collectionId and structuredContent as template names: the item first, then the enclosing scopes', () => {
    const page = { id: 'p9', collectionId: 'c9', structuredContent: { productType: 2, useCustomAddButtonText: true, customAddButtonText: 'Buy' } };
    const out = render('{variant|add-to-cart-btn}', { ...page, variant: { sku: 's' } });
    expect(out).toContain('data-collection-id="c9" data-item-id="p9" data-product-type="2" data-use-custom-label="true" data-original-label="Buy"');
    const own = render('{.section item}{variant|add-to-cart-btn}{.end}', { ...page, item: { id: 'p1', variant: { structuredContent: null } } });
    expect(own).toContain('data-collection-id="c9" data-item-id="p1" data-product-type="" data-use-custom-label="" data-original-label="Add To Cart"');
  });

  it('reads its flags and labels as the platform: template-truthy, written as a variable tag writes them', () => {
    const out = render('{item|add-to-cart-btn}', {
      item: { id: ['a', 'b'], structuredContent: { isSubscribable: 1e21, additionalFieldsForm: { u: '</x>' } } },
      localizedStrings: { productSubscribeText: -1 },
    });
    expect(out).toContain('data-item-id="a,b"');
    expect(out).toContain('data-is-subscription="1e+21" data-original-label="-1" >');
    const form = render('{item|add-to-cart-btn}', item({ additionalFieldsFormId: 'f', additionalFieldsForm: { u: '</x>' } }));
    expect(form).toContain('data-form="{&quot;u&quot;:&quot;&lt;\\/x&gt;&quot;}"');
  });
});

describe('quantity-input', () => {
  it('is hidden for services when the store does not allow multiple quantities', () => {
    const data = { ...item({ productType: 3, variants: [{ qtyInStock: 5 }] }), storeSettings: { multipleQuantityAllowedForServices: false } };
    expect(render('{item|quantity-input}', data)).toBe('');
  });
  it('reads the store settings under websiteSettings too', () => {
    const data = { ...item({ productType: 3, variants: [{ qtyInStock: 5 }] }), websiteSettings: { storeSettings: { multipleQuantityAllowedForServices: false } } };
    expect(render('{item|quantity-input}', data)).toBe('');
  });
  it('is hidden for subscribable and low-stock products', () => {
    expect(render('{item|quantity-input}', item({ productType: 1, isSubscribable: true, variants: [{ unlimited: true }] }))).toBe('');
    expect(render('{item|quantity-input}', item({ productType: 1, variants: [{ qtyInStock: 1 }] }))).toBe('');
  });
});

describe('variants-select', () => {
  it('escapes option names and values', () => {
    const out = render('{item|variants-select}', item({ productType: 1, variantOptionOrdering: ['Sz"'], variants: [{ attributes: { 'Sz"': '<S>' } }, { attributes: { 'Sz"': 'M' } }] }));
    expect(out).toContain('<option value="&lt;S&gt;">&lt;S&gt;</option>');
    expect(out).toContain('data-variant-option-name="Sz&quot;"');
  });
  it('is empty for a single variant', () => {
    expect(render('{item|variants-select}', item({ productType: 1, variantOptionOrdering: ['a'], variants: [{ attributes: { a: 'b' } }] }))).toBe('');
  });
  it('shows the options variantOptionOrdering lists, values from the variants (platform rule)', () => {
    const variants = [{ attributes: { c: 'r', s: 1 } }, { attributes: { c: null } }, { attributes: { c: 'r' } }];
    expect(render('{item|variants-select}', item({ productType: 1, variants }))).toBe('');
    const out = render('{item|variants-select}', item({ productType: 1, variantOptionOrdering: ['c', 'x'], variants }));
    expect(out).toContain('<option value="r">r</option><option value=""></option>\n');
    expect(out).toContain('<select aria-label="Select x" data-variant-option-name="x">\n        <option value="">Select x</option>\n        \n');
  });
});

describe('product-status', () => {
  it('ignores a blank custom sold-out text', () => {
    const data = { id: 'p', structuredContent: { productType: 1, variants: [] }, productMerchandisingContext: { p: { customSoldOutText: '' } } };
    expect(render('{@|product-status}', data)).toBe('<div class="product-mark sold-out">sold out</div>');
  });
});

describe('product-scarcity and product-restock-notification', () => {
  it('shows no scarcity when it is not enabled', () => {
    const data = { item: { id: 'p' }, productMerchandisingContext: { p: { scarcityEnabled: false, scarcityText: 'x', scarcityTemplateViews: [{ qtyInStock: 1 }] } } };
    expect(render('{item|product-scarcity}', data)).toBe('');
  });
  it('shows a product-wide view, hides a variant\'s, writes the stock as given (platform rule)', () => {
    const views = [{ qtyInStock: '3.50' }, { attributes: { a: 'b' }, qtyInStock: 2 }, null];
    const data = { item: { id: 'p' }, productMerchandisingContext: { p: { scarcityEnabled: true, scarcityText: 'Q{qtyInStock}', scarcityTemplateViews: views } } };
    expect(render('{item|product-scarcity}', data)).toBe(
      '<div class="product-scarcity">\n    Q3.50\n  </div>\n\n  ' +
        '<div class="product-scarcity" data-variant-attributes="{&quot;a&quot;:&quot;b&quot;}" hidden>\n    Q2\n  </div>\n\n  ' +
        '<div class="product-scarcity">\n    Q\n  </div>',
    );
  });
  it('shows no restock form without merchandising settings', () => {
    expect(render('{item|product-restock-notification}', { item: { id: 'p' } })).toBe('');
  });
  it('has both the mailing list and the captcha when both apply', () => {
    const settings = { mailingListSignUpEnabled: true, restockNotificationMessages: {}, restockNotificationViews: [{ variantId: 'v' }] };
    const out = render('{item|product-restock-notification}', { item: { id: 'p' }, website: { captchaSettings: { siteKey: 'k' } }, productMerchandisingContext: { p: settings } });
    expect(out).toMatch(/<\/label>\n {2}<div class="captcha-container"><\/div>\n<\/div>$/);
  });
  it('reads the captcha site key by template truthiness (as the reference engine): 0 and false are none, a list or object with entries is one', () => {
    const captcha = (siteKey: unknown) =>
      render('{item|product-restock-notification}', { item: { id: 'p' }, website: { captchaSettings: { siteKey } }, productMerchandisingContext: { p: { restockNotificationViews: [{}] } } }).includes('captcha-container');
    expect([0, false, '', null, [], {}].map(captcha)).toEqual([false, false, false, false, false, false]);
    expect(['k', '0', 1, true, [1], { a: 1 }].map(captcha)).toEqual([true, true, true, true, true, true]);
  });
  it('writes an empty line for each optional line left out, reads flags by template truthiness (platform rule)', () => {
    const settings = { mailingListOptInByDefault: 'false', restockNotificationViews: [7, { hiddenByDefault: 'x' }] };
    const out = render('{item|product-restock-notification}', { item: { id: 'p' }, productMerchandisingContext: { p: settings } });
    expect(out.match(/<\/form>\n\n\n<\/div>/g)).toHaveLength(2);
    expect(out).toContain('data-variant-id="" hidden>');
  });
});

describe('predicates', () => {
  it.each([
    ['{.sold-out?}y{.or}n{.end}', { productType: 1, variants: [{ qtyInStock: 0 }] }, 'y'],
    ['{.on-sale?}y{.or}n{.end}', { productType: 2, onSale: 'true' }, 'y'],
    ['{.varied-prices?}y{.or}n{.end}', { productType: 1, variants: [{ price: 1 }, { price: 2 }] }, 'y'],
    ['{.has-variants?}y{.or}n{.end}', { productType: 1, variants: [{}] }, 'n'],
    // not a platform predicate: unknown there, unknown here (the block renders its .or)
    ['{.subscribable?}y{.or}n{.end}', { isSubscribable: 'true' }, 'n'],
  ])('%s', (template, structuredContent, out) => {
    expect(render(template, { structuredContent })).toBe(out);
  });
});

describe('lenient product reading', () => {
  it('keeps the good fields of a product whose JSON is partly malformed', () => {
    const data = item({ productType: 1, variantOptionOrdering: 'oops', variants: [{ qtyInStock: 'many', attributes: { a: 1 } }, { qtyInStock: 2, onSale: true }] });
    expect(render('{item|product-status}', data)).toBe('<div class="product-mark sale">sale</div>');
  });
});
