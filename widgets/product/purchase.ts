import { ProductType } from '../../src/contract/constants';
import type { Product } from '../../src/contract/product';
import type { AddToCartFailureReason } from '../../src/domain/add-to-cart-reasons';
import { validateAddToCart } from '../../src/domain/add-to-cart-validation';
import { isUnlimitedType, normalizeProductType } from '../../src/domain/product-type';
import { variantStock } from '../../src/domain/stock';
import { $cart } from '../../src/state/cart';
import { frPurchase, onlyLeftMessage, tooFewMessage } from '../../src/i18n/purchase';
import { readQuantityText, readSelection } from './read-selection';

/**
 * The checks of docs/behaviour.md §5 before any call, synchronous once loaded so the button knows
 * at once whether to start adding or to show its cue. They load with the calls
 * (purchase-calls.ts re-exports them), a chunk fetched when the shopper reaches for the
 * button. Every failure carries its tracked reason (docs/behaviour.md §8), the shopper message
 * and, for alerts, the title.
 */
export interface Failure {
  ok: false;
  reason: AddToCartFailureReason;
  message: string;
  title?: string | undefined;
  /** Option names still to choose: the button shows its cue. */
  missing?: readonly string[];
  /** The quantity field is what is wrong: it is marked invalid until the shopper changes it. */
  quantity?: true;
}
export type Checked = { ok: true; sku: string; quantity: number } | Failure;
/** Success: `go` is where the shopper goes next (top window when `top`). */
export type Done = { ok: true; go?: string; top?: boolean } | Failure | Cancelled;
/** The shopper closed the custom form: nothing is added, nothing is reported. */
export type Cancelled = { ok: false; cancelled: true };

const isGiftCard = (product: Product) => normalizeProductType(product.structuredContent.productType) === ProductType.GIFT_CARD;

export const checkAdd = (el: HTMLElement, product: Product): Checked => {
  const v = validateAddToCart({ product: product.structuredContent, selection: readSelection(el), quantity: readQuantityText(el) });
  const title = isGiftCard(product) ? frPurchase.giftCardFailedTitle : undefined;
  if (!v.ok) return { ok: false, reason: v.reason, message: v.message, title, missing: v.unselectedOptions };
  if (!v.variant.sku) return { ok: false, reason: 'VARIANT_UNAVAILABLE', message: frPurchase.variantUnavailable, title };
  const problem = quantityProblem(product, v.variant, v.quantity);
  if (problem) return { ok: false, ...problem, title, quantity: true };
  return { ok: true, sku: v.variant.sku, quantity: v.quantity };
};

/**
 * Issue 32 row 10: a quantity under 1 ("La quantité doit être d'au moins 1."), or more than is
 * left of the variant besides what the cart holds ("Il n'en reste que 2.", the cart's words).
 */
const quantityProblem = (product: Product, variant: { sku?: string | undefined }, quantity: number): Pick<Failure, 'reason' | 'message'> | null => {
  const tooFew = tooFewMessage(quantity);
  if (tooFew) return { reason: 'QUANTITY_NOT_A_NUMBER', message: tooFew };
  if (isUnlimitedType(normalizeProductType(product.structuredContent.productType))) return null;
  const inCart = ($cart.get()?.entries ?? []).filter((e) => e.itemId === product.id && e.chosenVariant.sku === variant.sku).reduce((n, e) => n + e.quantity, 0);
  const left = Math.max(0, variantStock(variant) - inCart);
  return quantity > left ? { reason: 'OUT_OF_STOCK', message: onlyLeftMessage(left) } : null;
};

