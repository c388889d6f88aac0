import { formatMoney, formatPlainAmount } from '../../domain/money.js';
import type { PluginContext } from '../engine/api.js';

/**
 * How a price is written into markup. By default the plain amount in a
 * `sqs-money-native` span, which the storefront script formats in the shopper's
 * locale; with the site's CLDR money format enabled (`website.useCLDRMoneyFormat` or
 * `featureFlags.useCLDRMoneyFormat`), the amount formatted here with Intl.
 */
export function usesCldrMoneyFormat(ctx: PluginContext): boolean {
  return ctx.isTruthy(ctx.resolve('website.useCLDRMoneyFormat')) || ctx.isTruthy(ctx.resolve('featureFlags.useCLDRMoneyFormat'));
}

export function moneyMarkup(ctx: PluginContext, cents: number, currency: string): string {
  if (usesCldrMoneyFormat(ctx)) return ctx.escape.html(formatMoney(cents, currency, ctx.locale));
  return `<span class="sqs-money-native">${formatPlainAmount(cents, currency)}</span>`;
}
