import { numberFormat } from '../../domain/intl-cache';
import type { PluginContext } from '../engine/api';
import { moneyText } from './number-formats';
import { plainText } from '../../domain/decimal';
import { centsText, type Price } from '../../domain/product-prices';

/**
 * How a price is written into markup, as the platform does (test/unit/site/commerce/product-price.test.ts "writes the native amount with en grouping and two…"): by default the
 * amount in a `sqs-money-native` span, which the storefront script formats in the
 * shopper's locale: the cents as a number divided by 100, written with `en` grouping
 * and two fraction digits whatever the locale and currency ("2,500.00"); with
 * `featureFlags.useCLDRMoneyFormat` (template-truthy), the exact amount as `money`
 * writes it in the page's locale ("3,50 $US"). `website.useCLDRMoneyFormat` alone
 * changes nothing.
 */
export function moneyMarkup(ctx: PluginContext, price: Price): string {
  const major = price.major ? plainText(price.major) : '0';
  if (ctx.isTruthy(ctx.resolve('featureFlags.useCLDRMoneyFormat'))) return ctx.escape.html(moneyText(major, price.currency, ctx.locale, []));
  const amount = numberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(centsText(price)) / 100);
  return `<span class="sqs-money-native">${amount}</span>`;
}
