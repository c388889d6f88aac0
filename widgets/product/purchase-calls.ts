import type { ApiError } from '../../src/api/errors';
import { messageFor, needsAlert } from '../../src/api/messages';
import { request } from '../../src/api/client';
import { CART_COOKIE, HAS_CART_COOKIE, INVENTORY_PATH, routes, underApiRoot } from '../../src/contract/constants';
import type { SiteConfig } from '../../src/contract/config';
import { ProductType } from '../../src/contract/constants';
import type { Product } from '../../src/contract/product';
import { InventoryResponseSchema, SubscriptionCartResponseSchema } from '../../src/contract/subscription';
import type { AddToCartFailureReason } from '../../src/domain/add-to-cart-reasons';
import { EXPRESS_CHECKOUT_PATH, expressCheckoutProblem, giftCardUrl, subscribeUrl } from '../../src/domain/purchase-routes';
import { hasStockBeyondCart } from '../../src/domain/stock';
import { frPurchase } from '../../src/i18n/purchase';
import { $cart } from '../../src/state/cart';
import { addEntry } from '../../src/state/cart-actions';
import { cookiesEnabled, readCookie } from '../../src/state/cookies';
import { isSubscribable, normalizeProductType } from '../../src/domain/product-type';
import { addToCartPayload, track } from '../../src/tracking';
import type { Cancelled, Done, Failure } from './purchase';

/**
 * The checks and calls behind the button (a chunk of its own, fetched when the shopper
 * points at, focuses or clicks the button): the checks of docs/behaviour.md §5 (purchase.ts), cart add, subscription cart then
 * /checkout/subscribe, gift card page, express checkout; the stock check of custom
 * form products (docs/behaviour.md §5, 7, 8).
 */
const apiFailure = (reason: AddToCartFailureReason, error: ApiError, title: string): Failure => ({
  ok: false,
  reason,
  message: messageFor(error),
  title: needsAlert(error) ? title : undefined,
});

/** docs/behaviour.md §8: reported to error reporting (the `storefront:error` event and the console). */
export const SUBSCRIPTION_CONTEXT_ERROR = 'Failed to read subscription context';

const subscriptionOptionId = (el: HTMLElement, product: Product): string | null => {
  const fromButton = el.querySelector<HTMLElement>('[data-subscription-option-id]')?.dataset.subscriptionOptionId;
  const id = fromButton || product.structuredContent.productSubscriptionOptions?.[0]?.id;
  if (id) return id;
  const error = new Error(SUBSCRIPTION_CONTEXT_ERROR);
  console.error('[storefront]', error.message, el);
  el.dispatchEvent(new CustomEvent('storefront:error', { bubbles: true, detail: { widget: 'product', error } }));
  return null;
};

const subscribe = async (el: HTMLElement, product: Product, sku: string, qty: number, additionalFields: string | null): Promise<Done> => {
  const result = await request(routes.subscription, {
    method: 'POST',
    body: { itemId: product.id, sku, qty, additionalFields, subscriptionOptionId: subscriptionOptionId(el, product) },
    schema: SubscriptionCartResponseSchema,
  });
  // docs/behaviour.md §8: a subscription that went through the custom form fails as SUB_WITH_FORM_FAILURE
  if (!result.ok) return apiFailure(additionalFields === null ? 'SUB_API_FAILURE' : 'SUB_WITH_FORM_FAILURE', result.error, frPurchase.addFailedTitle);
  return { ok: true, go: subscribeUrl(result.value.data.cartToken) };
};

/** Items with a custom form: stock is checked first, against what the cart already holds (docs/behaviour.md §5). */
const formStockProblem = async (product: Product, sku: string, apiRoot: string): Promise<Failure | null> => {
  const result = await request(underApiRoot(apiRoot, INVENTORY_PATH), { query: { itemId: product.id }, schema: InventoryResponseSchema });
  if (!result.ok) return { ok: false, reason: 'CUSTOM_FORM_RENDER_ERROR', message: frPurchase.openFormFailed, title: frPurchase.addFailedTitle };
  const results = result.value.results.filter((r) => !r.sku || r.sku === sku);
  const inCart = ($cart.get()?.entries ?? [])
    .filter((e) => e.itemId === product.id && e.chosenVariant.sku === sku)
    .reduce((n, e) => n + e.quantity, 0);
  return hasStockBeyondCart(results, inCart) ? null : { ok: false, reason: 'CUSTOM_FORM_RENDER_ERROR_OUT_OF_STOCK', message: frPurchase.outOfStock };
};

const hasCustomForm = (product: Product) => !!(product.structuredContent.additionalFieldsForm || product.structuredContent.additionalFieldsFormId);

/** The custom form modal (widgets/form/product-form.tsx, its own chunk): the answers as a JSON string. */
const customFormAnswers = async (product: Product): Promise<{ ok: true; json: string; forget: () => void } | Failure | Cancelled> => {
  const failed = (message: string): Failure => ({ ok: false, reason: 'CUSTOM_FORM_RENDER_ERROR', message, title: frPurchase.addFailedTitle });
  let answers: Awaited<ReturnType<typeof import('../form/product-form').askAnswers>>;
  let forget: () => void;
  try {
    const modal = await import('../form/product-form');
    answers = await modal.askAnswers(product);
    // kept by the modal for a retry until an add with them succeeds
    forget = () => modal.forgetAnswers(product.id);
  } catch (error) {
    console.warn('[storefront] the custom form could not open:', error); // the chunk did not load
    return failed(frPurchase.openFormFailed);
  }
  if (answers.ok) return { ...answers, forget };
  return answers.cancelled ? { ok: false, cancelled: true } : failed(answers.message);
};

export { checkAdd } from './purchase';

export const submitAdd = async (el: HTMLElement, product: Product, config: SiteConfig, checked: { sku: string; quantity: number }): Promise<Done> => {
  const { sku, quantity } = checked;
  if (normalizeProductType(product.structuredContent.productType) === ProductType.GIFT_CARD) return { ok: true, go: giftCardUrl(config.websiteId || config.website?.id || '', product.id, sku), top: true };
  let additionalFields: string | null = null;
  let forgetAnswers = () => {}; // an add that succeeded with the form's answers: it opens empty next time
  if (hasCustomForm(product)) {
    const problem = await formStockProblem(product, sku, config.apiRoot);
    if (problem) return problem;
    const answers = await customFormAnswers(product);
    if (!answers.ok) return answers;
    additionalFields = answers.json;
    forgetAnswers = answers.forget;
  }
  if (isSubscribable(product.structuredContent)) {
    const done = await subscribe(el, product, sku, quantity, additionalFields);
    if (done.ok) forgetAnswers();
    return done;
  }
  const express = config.store.expressCheckout;
  const result = await addEntry({ itemId: product.id, sku, quantity, additionalFields });
  if (!result.ok) return apiFailure('API_FAILURE', result.error, express ? frPurchase.buyFailedTitle : frPurchase.addFailedTitle);
  forgetAnswers();
  track('add-to-cart', addToCartPayload(result.value.shoppingCart, result.value.newlyAdded, quantity, config.currency));
  if (!express) return { ok: true };
  const problem = expressCheckoutProblem(readCookie(HAS_CART_COOKIE), readCookie(CART_COOKIE), cookiesEnabled());
  if (problem) return { ok: false, reason: 'EXPRESS_CHECKOUT_FAILURE', message: messageFor({ kind: problem }) };
  return { ok: true, go: EXPRESS_CHECKOUT_PATH };
};

/** Goes to `url`; a gift card leaves a design-preview frame through the top window (docs/behaviour.md §2). */
export const navigate = (url: string, top?: boolean): void => {
  try {
    if (top && window.top && window.top !== window) return window.top.location.assign(url);
  } catch {
    /* a cross-origin top window: go in the frame */
  }
  location.assign(url);
};
