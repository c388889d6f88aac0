import { describe, expect, it } from 'vitest';
import { render } from './render.js';

/** variants-select labels as the platform writes them (src/site/commerce/variants-select.ts), checked against its engine. */
const select = (localizedStrings: object, productType = 1, name: unknown = 'fit') =>
  render('{item|variants-select}', {
    localizedStrings,
    item: { structuredContent: { productType, variants: [{ attributes: { fit: 'a' } }, {}], variantOptionOrdering: [name] } },
  });
const labels = (out: string) => [...out.matchAll(/option-title">(.*): <|aria-label="([^"]*)"|<option value="">(.*)<\/option>/g)].map((m) => m[1] ?? m[2] ?? m[3]);

describe('variants-select labels', () => {
  it('formats the site\'s prompt as a message of the option name ({0}, {variantName}); other placeholders write nothing', () => {
    expect(labels(select({ productVariantSelectText: '{0}|{variantName}|{name}|{title} {.section x}' }))).toEqual(['fit', 'fit|fit|| ', 'fit|fit|| ']);
    expect(labels(select({ productVariantSelectText: 0 }, 1, -1))).toEqual(['-1', '0', '0']);
    expect(labels(select({ productVariantSelectText: '' }))).toEqual(['fit', 'Select fit', 'Select fit']);
  });

  it('escapes quotes in the prompt and the title', () => {
    const out = select({ productVariantSelectText: '" onmouseover="alert(1)' }, 1, '"q"');
    expect(out).toContain('<option value="">&quot; onmouseover=&quot;alert(1)</option>');
    expect(out).toContain('<div class="variant-option-title">&quot;q&quot;: </div>');
    expect(out).not.toContain('onmouseover="');
  });

  it('titles a gift card\'s option "Value" and prompts "Select Value" unless the site translates them', () => {
    expect(labels(select({ productVariantSelectText: 'ignored' }, 4, -1))).toEqual(['Value', 'Select Value', 'Select Value']);
    const translated = select({ giftCardValueDisplayText: 'T {0}|{name}', giftCardVariantSelectText: 'P {0}|{variantName}|{name}' }, 4);
    expect(labels(translated)).toEqual(['T fit|fit', 'P fit|fit|', 'P fit|fit|']);
    expect(labels(select({ giftCardValueDisplayText: false, giftCardVariantSelectText: [] }, 4))).toEqual(['false', 'Select Value', 'Select Value']);
  });
});
