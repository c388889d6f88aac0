import { productPriceDisplay, type PriceDisplay } from '../../domain/price-display.js';
import { subscriptionPhrase, type PriceKind } from '../../domain/subscription-phrase.js';
import type { Formatter, PluginContext } from '../engine/api.js';
import { moneyMarkup } from './money-markup.js';
import { readStructuredContent } from './read-product.js';
import { localizedString, localizedStrings } from './site-context.js';

/**
 * `{item|product-price}` (SPEC.md 4 "Product display state", SPEC.md 9 subscription
 * phrases): the product's price display (src/domain/price-display.ts) as markup.
 * Labels are translatable through `localizedStrings` (productPriceUnavailable,
 * productPriceSalePriceText, productPriceOriginalPriceText, and the subscription
 * phrase keys of src/domain/subscription-phrase.ts).
 */

const HIDDEN = 'visually-hidden v6-visually-hidden';

/** The price with its "from" and billing phrase: "from <span>9.00</span> every week". */
function phrased(ctx: PluginContext, display: Exclude<PriceDisplay, { kind: 'unavailable' }>, kind: PriceKind, cents: number): string {
  const money = moneyMarkup(ctx, cents, display.currency);
  if (!display.plan) return kind === 'fromPrice' ? `from ${money}` : money;
  return ctx.escape.html(subscriptionPhrase(kind, display.plan, localizedStrings(ctx))).replaceAll('{price}', money);
}

/** The inner markup; each shape ends the way the platform's does. */
export function priceDisplayMarkup(ctx: PluginContext, display: PriceDisplay): string {
  const { html } = ctx.escape;
  switch (display.kind) {
    case 'unavailable':
      return `${html(localizedString(ctx, 'productPriceUnavailable', 'Unavailable'))}\n`;
    case 'from':
      return `${phrased(ctx, display, 'fromPrice', display.cents)}\n`;
    case 'sale':
      return (
        `<span class="${HIDDEN}">${html(localizedString(ctx, 'productPriceSalePriceText', 'Sale Price:'))}</span>` +
        `${phrased(ctx, display, 'singlePrice', display.cents)} ` +
        `<span class="${HIDDEN}">${html(localizedString(ctx, 'productPriceOriginalPriceText', 'Original Price:'))}</span>` +
        `<span class="original-price">${phrased(ctx, display, 'singlePrice', display.originalCents)}</span>\n`
      );
    case 'single':
      return phrased(ctx, display, 'singlePrice', display.cents);
  }
}

export const productPrice: Formatter = (item, ctx) =>
  `<div class="product-price">\n${priceDisplayMarkup(ctx, productPriceDisplay(readStructuredContent(item)))}\n</div>`;
