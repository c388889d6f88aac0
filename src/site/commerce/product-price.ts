import type { StructuredContent } from '../../contract/product.js';
import { isSubscribable } from '../../domain/product-display-state.js';
import { fromPriceCents, hasVariedPrices, isOnSale, normalPriceCents, productCurrency, salePriceCents } from '../../domain/product-prices.js';
import { describeBillingPlan, subscriptionPhrase, type BillingPlanDescription, type PriceKind } from '../../domain/subscription-phrase.js';
import type { Formatter, PluginContext } from '../engine/api.js';
import { moneyMarkup } from './money-markup.js';
import { readStructuredContent } from './read-product.js';
import { localizedString, localizedStrings } from './site-context.js';

/**
 * `{item|product-price}` (SPEC.md 4 "Product display state", SPEC.md 9 subscription
 * phrases): "from" the lowest price when the variants' prices differ; the sale price
 * with the original price when on sale; else the price. Subscribable products add
 * the billing phrase ("every 2 weeks for 1 year"); one without a usable plan shows
 * "Unavailable" (SPEC.md 8 fallback texts, `localizedStrings.productPriceUnavailable`).
 */

const HIDDEN = 'visually-hidden v6-visually-hidden';

type Phrase = (kind: PriceKind, priceHtml: string) => string;

function phraseFor(ctx: PluginContext, plan: BillingPlanDescription | undefined): Phrase {
  if (!plan) return (kind, price) => (kind === 'fromPrice' ? `from ${price}` : price);
  const translations = localizedStrings(ctx);
  return (kind, price) => ctx.escape.html(subscriptionPhrase(kind, plan, translations)).replaceAll('{price}', price);
}

/** The inner markup of the price block; each shape ends the way the platform's does. */
function priceBody(product: StructuredContent, ctx: PluginContext): string {
  const plan = isSubscribable(product) ? describeBillingPlan(product.subscriptionPlan) : undefined;
  if (isSubscribable(product) && !plan) return `${ctx.escape.html(localizedString(ctx, 'productPriceUnavailable', 'Unavailable'))}\n`;
  const phrase = phraseFor(ctx, plan);
  const currency = productCurrency(product);
  const money = (cents: number) => moneyMarkup(ctx, cents, currency);
  if (hasVariedPrices(product)) return `${phrase('fromPrice', money(fromPriceCents(product)))}\n`;
  if (isOnSale(product)) {
    const sale = phrase('singlePrice', money(salePriceCents(product)));
    const original = phrase('singlePrice', money(normalPriceCents(product)));
    return (
      `<span class="${HIDDEN}">${ctx.escape.html(localizedString(ctx, 'productPriceSalePriceText', 'Sale Price:'))}</span>${sale} ` +
      `<span class="${HIDDEN}">${ctx.escape.html(localizedString(ctx, 'productPriceOriginalPriceText', 'Original Price:'))}</span>` +
      `<span class="original-price">${original}</span>\n`
    );
  }
  return phrase('singlePrice', money(normalPriceCents(product)));
}

export const productPrice: Formatter = (item, ctx) =>
  `<div class="product-price">\n${priceBody(readStructuredContent(item), ctx)}\n</div>`;
