import type { PluginContext } from '../engine/api';
import { isRecord } from './read-product';

/**
 * What commerce markup reads from the rest of the page data: the site's translated
 * labels (`localizedStrings`), the merchandising settings per product
 * (`productMerchandisingContext`, docs/behaviour.md §3) and the store settings.
 */

/**
 * A translated label from `localizedStrings.KEY`, or the English default when it is
 * not template-truthy; a number or boolean is written as text, an object or array as
 * nothing (as the platform: docs/site-engine.md "Rules the suite found").
 */
export function localizedString(ctx: PluginContext, key: string, fallback: string): string {
  const value = ctx.resolve(`localizedStrings.${key}`);
  return ctx.isTruthy(value) ? ctx.toText(value) : fallback;
}

/**
 * A label a site or a product gives, as the platform takes one (docs/site-engine.md "Rules the suite found"): text that is
 * not empty (spaces too), a number or a boolean, as text; else undefined (the default).
 */
export function givenLabel(value: unknown): string | undefined {
  return typeof value === 'number' || typeof value === 'boolean' || (typeof value === 'string' && value !== '') ? String(value) : undefined;
}

/** All translated labels, for message keys built at run time. */
export function localizedStrings(ctx: PluginContext): Readonly<Record<string, unknown>> {
  const value = ctx.resolve('localizedStrings');
  return isRecord(value) ? value : {};
}

/** `productMerchandisingContext[productId]`, or `undefined`. */
export function merchandisingContext(ctx: PluginContext, productId: unknown): Record<string, unknown> | undefined {
  if (typeof productId !== 'string' || productId === '') return undefined;
  const all = ctx.resolve('productMerchandisingContext');
  const entry = isRecord(all) ? all[productId] : undefined;
  return isRecord(entry) ? entry : undefined;
}

/** `storeSettings` (or `websiteSettings.storeSettings`), or an empty object. */
export function storeSettings(ctx: PluginContext): Record<string, unknown> {
  const value = ctx.resolve('storeSettings') ?? ctx.resolve('websiteSettings.storeSettings');
  return isRecord(value) ? value : {};
}
