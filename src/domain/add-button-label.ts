import type { StructuredContent } from '../contract/product';
import { frProduct } from '../i18n/product';
import type { ButtonState } from './add-button-machine';
import { looseBoolean } from './loose';
import { isSubscribable } from './product-type';

/**
 * What the add-to-cart button shows (docs/behaviour.md §4, docs/behaviour.md §9 default labels): the idle
 * label (custom text, the template's label, else "Subscribe" or "Add To Cart"), "Ajout en cours...", "Ajout
 * effectué !", "Épuisé" (or the product's customSoldOutText) when out of stock, and "Sélectionner une option" for 2 s after a
 * click with a missing option. Add-on product blocks show icons instead of text.
 */
export const SELECT_OPTION_CUE_MS = 2000;

/**
 * The idle label: useCustomAddButtonText + customAddButtonText, else the template's (the site's
 * translation: localizedStrings.productAddToCartText, or productSubscribeText on a button the
 * template wrote for a subscription, `data-is-subscription`), else Subscribe / Add To Cart.
 */
export function idleLabel(product: StructuredContent, templateLabel?: string | null, templateIsSubscription = false): string {
  const custom = product.customAddButtonText?.trim();
  if (looseBoolean(product.useCustomAddButtonText) && custom) return custom;
  if (isSubscribable(product)) return (templateIsSubscription && templateLabel?.trim()) || frProduct.subscribe;
  return templateLabel?.trim() || frProduct.addToCart;
}

export interface ButtonView {
  readonly state: ButtonState;
  readonly soldOut: boolean;
  /** The product's own sold-out wording (customSoldOutText), shown instead of "Épuisé": one wording per product. */
  readonly soldOutText?: string | undefined;
  /** The missing-option cue is showing. */
  readonly cue: boolean;
  readonly idle: string;
}

export function buttonLabel(view: ButtonView): string {
  if (view.soldOut) return view.soldOutText?.trim() || frProduct.soldOut;
  if (view.state === 'adding') return frProduct.adding;
  if (view.state === 'added') return frProduct.added;
  return view.cue ? frProduct.selectAnOption : view.idle;
}

/** Add-on blocks: plus when idle, adding while adding, checkmark once added. */
export type AddOnIcon = 'plus' | 'adding' | 'checkmark';

export const addOnIcon = (state: ButtonState): AddOnIcon => (state === 'idle' ? 'plus' : state === 'added' ? 'checkmark' : 'adding');
