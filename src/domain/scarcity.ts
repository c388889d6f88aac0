import { looseBoolean, looseNumber } from './loose';

/**
 * Low-stock (scarcity) text (docs/behaviour.md §3 productMerchandisingContext: scarcityEnabled,
 * scarcityTemplateViews, scarcityText, scarcityShownByDefault). Shown only when
 * enabled for the product.
 */

export interface ScarcityView {
  readonly qtyInStock?: unknown;
  /** The variant the view is for; none means the product as a whole. */
  readonly attributes?: Readonly<Record<string, unknown>> | undefined;
}

export interface ScarcitySettings {
  readonly scarcityEnabled?: unknown;
  readonly scarcityTemplateViews?: readonly ScarcityView[];
  readonly scarcityText?: string;
  readonly scarcityShownByDefault?: unknown;
}

/** Scarcity shown: enabled for the product, with a text. */
export function isScarcityShown(settings: ScarcitySettings | null | undefined): boolean {
  return !!settings && looseBoolean(settings.scarcityEnabled) && typeof settings.scarcityText === 'string';
}

/** The scarcity text with `{qtyInStock}` replaced: "Only {qtyInStock} left!" -> "Only 3 left!". */
export function scarcityMessage(text: string, qtyInStock: unknown): string {
  const qty = looseNumber(qtyInStock) ?? 0;
  return text.replaceAll('{qtyInStock}', String(qty));
}

/**
 * Whether a view starts hidden: a variant's view waits until that variant is
 * selected; the product-wide view shows when scarcityShownByDefault is set.
 */
export function isScarcityViewHidden(view: ScarcityView, settings: ScarcitySettings): boolean {
  const forVariant = !!view.attributes && Object.keys(view.attributes).length > 0;
  return forVariant || !looseBoolean(settings.scarcityShownByDefault);
}
