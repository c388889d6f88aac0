import { describeBillingPlan, subscriptionPhrase, type BillingPlanDescription, type PriceKind } from '../../domain/subscription-phrase.js';
import type { Formatter, PluginContext } from '../engine/api.js';
import { isObject } from '../engine/values.js';
import { moneyMarkup } from './money-markup.js';
import { platformPrices, productTypeOf, type Price } from './platform-prices.js';
import { localizedString, localizedStrings } from './site-context.js';

/**
 * `{item|product-price}` (SPEC.md 4 "Product display state", SPEC.md 9 subscription
 * phrases): the product's price as markup, from its prices as templates read them
 * (platform-prices.ts): "from" the lowest when the prices vary, the sale price with the
 * original one when on sale, else the price; a subscribable product without a usable
 * plan is "Unavailable", a product of the platform's undefined type (-1) shows nothing.
 * Labels are translatable through `localizedStrings` (productPriceUnavailable,
 * productPriceSalePriceText, productPriceOriginalPriceText, and the subscription
 * phrase keys of src/domain/subscription-phrase.ts).
 */

const HIDDEN = 'visually-hidden v6-visually-hidden';

/** The price with its "from" and billing phrase: "from <span>9.00</span> every week". */
function phrased(ctx: PluginContext, price: Price, kind: PriceKind, plan: BillingPlanDescription | undefined): string {
  const money = moneyMarkup(ctx, price);
  if (!plan) return kind === 'fromPrice' ? `from ${money}` : money;
  return ctx.escape.html(subscriptionPhrase(kind, plan, localizedStrings(ctx))).replaceAll('{price}', money);
}

/** The subscription plan of a subscribable product: its description, or null when it has none usable. */
function planOf(product: Readonly<Record<string, unknown>>): BillingPlanDescription | null {
  const plan = isObject(product['subscriptionPlan']) ? product['subscriptionPlan'] : {};
  const period = isObject(plan['billingPeriod']) ? plan['billingPeriod'] : undefined;
  const unit = period?.['unit'];
  return (
    describeBillingPlan({
      billingPeriod: period && { value: period['value'], unit: typeof unit === 'string' ? unit : '' },
      numBillingCycles: plan['numBillingCycles'],
    }) ?? null
  );
}

/** `isSubscribable` as the price reads it: `true`, `"true"` or a whole number other than 0 written without exponent. */
const subscribable = (flag: unknown): boolean =>
  flag === true || flag === 'true' || (typeof flag === 'number' && flag !== 0 && /^-?\d+$/.test(String(flag)));

/** The inner markup; each shape ends the way the platform's does. */
function priceMarkup(item: unknown, ctx: PluginContext): string {
  if (item === undefined) return '';
  const { html } = ctx.escape;
  const content = isObject(item) && isObject(item['structuredContent']) ? item['structuredContent'] : {};
  const plan = subscribable(content['isSubscribable']) ? planOf(content) : undefined;
  if (plan === null) return `${html(localizedString(ctx, 'productPriceUnavailable', 'Unavailable'))}\n`;
  if (productTypeOf(item) === -1) return '';
  const prices = platformPrices(item);
  if (prices.varied) return `${phrased(ctx, prices.from, 'fromPrice', plan)}\n`;
  if (!prices.onSale) return phrased(ctx, prices.normal, 'singlePrice', plan);
  return (
    `<span class="${HIDDEN}">${html(localizedString(ctx, 'productPriceSalePriceText', 'Sale Price:'))}</span>` +
    `${phrased(ctx, prices.sale, 'singlePrice', plan)} ` +
    `<span class="${HIDDEN}">${html(localizedString(ctx, 'productPriceOriginalPriceText', 'Original Price:'))}</span>` +
    `<span class="original-price">${phrased(ctx, prices.normal, 'singlePrice', plan)}</span>\n`
  );
}

export const productPrice: Formatter = (item, ctx) => `<div class="product-price">\n${priceMarkup(item, ctx)}\n</div>`;
