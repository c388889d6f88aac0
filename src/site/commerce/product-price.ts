import type { Formatter, FormatterContext } from '../engine/api';
import { formatMessage } from '../engine/formatters/message';
import { toText } from '../engine/values';
import { type BillingPhrase, billingPhrase, type PriceKind } from './billing-phrase';
import { moneyMarkup } from './money-markup';
import { productPrices, type Price, type ProductPrices } from '../../domain/product-prices';
import { productTypeOf, structured } from './read-product';
import { localizedString, localizedStrings } from './site-context';
import { platformBoolean } from '../../domain/platform-number';

/**
 * `{item|product-price}` (docs/behaviour.md §4 "Product display state", docs/behaviour.md §9 subscription
 * phrases): the product's price as markup, from its prices as templates read them
 * (src/domain/product-prices.ts): "from" the lowest when the prices vary, the sale price with the
 * original one when on sale, else the price; a subscribable product without a usable
 * plan is "Unavailable", a product of the platform's undefined type (-1) shows nothing
 * unless it is a subscription.
 * Labels are translatable through `localizedStrings` (productPriceUnavailable,
 * productPriceSalePriceText, productPriceOriginalPriceText, and the subscription
 * phrase keys of billing-phrase.ts).
 */

const HIDDEN = 'visually-hidden v6-visually-hidden';

/** The price with its "from" and billing phrase: "from <span>9.00</span> every week". */
type Phrase = (kind: PriceKind) => BillingPhrase | null;

/** Where the price goes in a formatted phrase (the phrase is text, the price markup). */
const PRICE = '\u0000';

function phrased(ctx: FormatterContext, price: Price, kind: PriceKind, phrase: Phrase | undefined): string {
  const money = moneyMarkup(ctx, price);
  const billing = phrase?.(kind);
  if (!billing) return kind === 'fromPrice' ? `from ${money}` : money;
  const text = formatMessage(billing.pattern, new Map([...billing.args, ['price', PRICE]]), ctx);
  return ctx.escape.html(text).replaceAll(PRICE, money);
}

/** The inner markup; each shape ends the way the platform's does. */
function priceMarkup(item: unknown, ctx: FormatterContext): string {
  const { html } = ctx.escape;
  const content = structured(item);
  const plan = platformBoolean(content['isSubscribable'])
    ? (kind: PriceKind) => billingPhrase(kind, content['subscriptionPlan'], localizedStrings(ctx))
    : undefined;
  if (plan?.('singlePrice') === null) {
    // a translation given is used, even empty or null: its text, nothing for a list or object (test/unit/site/engine/platform-rules.test.ts "product-price: a translation given is used even when…")
    const strings = localizedStrings(ctx);
    // the translation is a message ("{title}" writes nothing)
    return `${html('productPriceUnavailable' in strings ? formatMessage(toText(strings['productPriceUnavailable']), new Map(), ctx) : 'Unavailable')}\n`;
  }
  if (!plan && productTypeOf(item) === -1) return '';
  return pricesMarkup(ctx, productPrices(content), plan);
}

/** Prices as markup: "from" the lowest when they vary, the sale price with the original one when on sale, else the price. */
export function pricesMarkup(ctx: FormatterContext, prices: ProductPrices, plan?: Phrase): string {
  const { html } = ctx.escape;
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
