/**
 * What the `product-restock-notification` formatter rendered for one sold-out variant
 * (docs/markup-contract.md "Restock sign-up"): ids, texts from restockNotificationMessages,
 * the mailing-list opt-in and its default, the captcha container. Null when the block
 * has no form or email field (it then keeps its server markup).
 */
export interface RestockMarkup {
  productId: string;
  variantId: string;
  cta: string;
  placeholder: string;
  button: string;
  /** Whatever the shopper typed before the widget loaded. */
  email: string;
  mailingList: { label: string; checked: boolean } | null;
  captcha: boolean;
}

export const readRestockMarkup = (box: HTMLElement): RestockMarkup | null => {
  const form = box.querySelector('form');
  const input = form?.querySelector<HTMLInputElement>('input[name="email"]');
  const productId = box.dataset.productId;
  const variantId = box.dataset.variantId;
  if (!form || !input || !productId || !variantId) return null;
  const optIn = box.querySelector<HTMLInputElement>('.product-restock-mailing-list input[type="checkbox"]');
  return {
    productId,
    variantId,
    cta: box.querySelector('.product-restock-cta')?.textContent?.trim() ?? '',
    placeholder: input.placeholder,
    button: form.querySelector<HTMLInputElement>('input[type="submit"], button')?.value?.trim() || '',
    email: input.value,
    mailingList: optIn ? { label: optIn.closest('label')?.textContent?.trim() ?? '', checked: optIn.checked } : null,
    captcha: !!box.querySelector('.captcha-container'),
  };
};
