/**
 * One reading of the platform's data (issue 29): the same generated products, images,
 * events and comment counts go to the template engine's formatters and predicates and to
 * the rules the widgets (and the library entry) call, and both must give the same
 * answers. The generators lean on the spellings where two readings could part: counts
 * like "5abc", flags like "false", types like "1abc", amounts like "1.005", width lists
 * with an original size or a space.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StructuredContent } from '../../../src/contract/product.js';
import { commentCountText, publicCommentCount } from '../../../src/domain/content/comments.js';
import { googleCalendarUrl } from '../../../src/domain/dates/calendar-url.js';
import { readImage } from '../../../src/domain/images/model.js';
import { heightForWidth } from '../../../src/domain/images/size.js';
import { responsiveImage } from '../../../src/domain/images/responsive.js';
import { productDisplayState } from '../../../src/domain/product-display-state.js';
import { productPriceDisplay } from '../../../src/domain/price-display.js';
import { compile } from '../../../src/site/index.js';

const RUNS = 250;

function render(template: string, data: unknown): string {
  const result = compile(template).template.render(data, { locale: 'en' });
  if (result.errors.length > 0) throw new Error(result.errors.map((e) => e.message).join('; '));
  return result.output;
}

const flag = fc.constantFrom<unknown>(true, false, 'true', 'false', '', 0, 1, -1, 'no', null);
const count = fc.oneof(fc.integer({ min: -3, max: 12 }), fc.constantFrom<unknown>('5abc', '2', ' 3', '1e3', '1.5', '', 'abc', true, false, null, '-2'));
const amount = fc.oneof(
  fc.integer({ min: 0, max: 5000 }).map((n) => (n / 100).toFixed(2)),
  fc.constantFrom<unknown>('1.005', '.50', '12', '0', '-0', '1e2', 'abc', '', 7, 0.5, ' 3', null),
);
const currency = fc.constantFrom<string | undefined>('USD', 'EUR', 'JPY', 'GBP', undefined);
const money = (code: string | undefined) => fc.option(fc.record({ value: amount }).map((m) => (code === undefined ? m : { ...m, currency: code })), { nil: undefined });

const variant = (code: string | undefined) =>
  fc.record(
    {
      qtyInStock: count,
      unlimited: flag,
      onSale: flag,
      price: fc.oneof(fc.integer({ min: 0, max: 5000 }), fc.constant('100')),
      salePrice: fc.integer({ min: 0, max: 5000 }),
      priceMoney: money(code),
      salePriceMoney: money(code),
    },
    { requiredKeys: [] },
  );

/** A product's structuredContent with its currency (one per product, as a store has; none written is USD). */
const product = currency.chain((code) =>
  fc
    .record(
      {
        productType: fc.constantFrom<unknown>(1, 2, 3, 4, '1', '2', ' 3', '1abc', '4.0', true, -1, 0, 'x', 9),
        variants: fc.array(variant(code), { maxLength: 4 }),
        onSale: flag,
        priceMoney: money(code),
        salePriceMoney: money(code),
      },
      { requiredKeys: ['productType'] },
    )
    .map((content) => ({ code: code ?? 'USD', content })),
);

/** Cents as the widgets count them (minor units: yen for JPY) from the cents the engine writes. */
function minorUnits(centsText: string, code: string): number {
  const cents = Number(centsText);
  const units = Math.round(code === 'JPY' ? cents / 100 : cents);
  return units === 0 ? 0 : units;
}

const PRODUCT_TEMPLATE =
  '{.section item}{.sold-out?}S{.or}-{.end}{.on-sale?}O{.or}-{.end}{.varied-prices?}V{.or}-{.end}{.has-variants?}H{.or}-{.end}' +
  '|{@|normal-price}|{@|sale-price}|{@|from-price}|{@|product-status}{.end}';

describe('templates and widgets read a product the same way', () => {
  it(`sold out, on sale, varied prices, variants, the status mark and the prices (${RUNS} products)`, () => {
    fc.assert(
      fc.property(product, ({ code, content }) => {
        const [flags = '', normal = '', sale = '', from = '', status = ''] = render(PRODUCT_TEMPLATE, { item: { id: 'p', structuredContent: content } }).split('|');
        // the widgets take the parsed contract type; generated data is any JSON the platform may send
        const widget = productDisplayState(content as StructuredContent);
        expect(flags).toBe(`${widget.soldOut ? 'S' : '-'}${widget.onSale ? 'O' : '-'}${widget.variedPrices ? 'V' : '-'}${widget.hasVariants ? 'H' : '-'}`);
        expect(status.includes('sold-out')).toBe(widget.statusMark?.kind === 'sold-out');
        expect(status.includes('product-mark sale')).toBe(widget.statusMark?.kind === 'sale');

        const display = productPriceDisplay(content as StructuredContent);
        if (display.kind === 'from') expect(display.cents).toBe(minorUnits(from, code));
        else if (display.kind === 'sale') {
          expect(display.cents).toBe(minorUnits(sale, code));
          expect(display.originalCents).toBe(minorUnits(normal, code));
        } else if (display.kind === 'single') expect(display.cents).toBe(minorUnits(normal, code));
        expect(display.kind).toBe(flags[2] === 'V' ? 'from' : flags[1] === 'O' ? 'sale' : 'single');
      }),
      { numRuns: RUNS, seed: 29 },
    );
  });
});

const variantsText = fc
  .array(fc.constantFrom('100w', '300w', '500w', '750w', '1000w', '1500w', '2500w', '1500x983', ' 300w', 'abc', '2000w', ''), { maxLength: 7 })
  .map((entries) => entries.join(','));
const sizeText = fc.constantFrom<unknown>('1500x983', '800.5x4', 'abcx4', '15x', '800X400', '800', '1e3x5', undefined, 42);

describe('templates and widgets read an image the same way', () => {
  it(`srcset and sizes (${RUNS} images)`, () => {
    fc.assert(
      fc.property(variantsText, sizeText, (systemDataVariants, originalSize) => {
        const image = { assetUrl: '/s/a.jpg', systemDataVariants, originalSize };
        const [srcset = '', width = '', height = '', scaled = ''] = render(
          '{v|image-srcset}|{v.originalSize|width}|{v.originalSize|height}|{v.originalSize|resizedHeightForWidth 300}',
          { v: image },
        ).split('|');
        // the gallery and blog widgets read systemDataVariants from data-image-variants
        const picked = responsiveImage({ assetUrl: image.assetUrl, variants: systemDataVariants, displayWidth: 320, focalPoint: { x: 0.5, y: 0.5 } });
        expect(srcset).toBe(picked.srcset === '' ? '' : ` srcset="${picked.srcset}"`);
        const size = readImage(image)?.size;
        expect([width, height]).toEqual(size ? [String(size.width), String(size.height)] : ['', '']);
        if (size) expect(scaled).toBe(String(heightForWidth(size, 300)));
      }),
      { numRuns: RUNS, seed: 29 },
    );
  });
});

const date = fc.oneof(fc.integer({ min: 0, max: 4102444800000 }), fc.constantFrom<unknown>('1700000000000', 'abc', '', null, undefined, true));
const line = fc.constantFrom<unknown>('1 rue de la Paix', ' ', '', 5, null, 'Lyon', undefined);

describe('templates and the library read events and comment counts the same way', () => {
  it(`calendar links (${RUNS} events)`, () => {
    fc.assert(
      fc.property(date, date, line, line, fc.constantFrom<unknown>('Atelier & thé', 'A', 5, undefined), (startDate, endDate, addressLine1, addressCountry, title) => {
        const event = { title, startDate, endDate, location: { addressLine1, addressCountry } };
        expect(render('{v|google-calendar-url}', { v: event })).toBe(googleCalendarUrl(event));
      }),
      { numRuns: RUNS, seed: 29 },
    );
  });

  it(`comment counts (${RUNS} items)`, () => {
    fc.assert(
      fc.property(count, (publicCommentCountValue) => {
        const item = { publicCommentCount: publicCommentCountValue };
        expect(render('{v|comment-count}', { v: item })).toBe(commentCountText(publicCommentCount(item)));
      }),
      { numRuns: RUNS, seed: 29 },
    );
  });
});
