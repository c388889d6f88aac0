import type { OptionSelection } from '../../src/domain/variant-resolution';

/**
 * Reads what the shopper chose in the server-rendered pickers of a product block
 * (variants-select and quantity-input markup): the selects and radio buttons
 * named by `data-variant-option-name`, and the quantity input's raw text.
 */
export const readSelection = (el: HTMLElement): OptionSelection => {
  const selection: Record<string, string> = {};
  el.querySelectorAll<HTMLSelectElement>('select[data-variant-option-name]').forEach((select) => {
    const name = select.dataset.variantOptionName;
    if (name && select.value) selection[name] = select.value;
  });
  el.querySelectorAll<HTMLElement>('.variant-radiobtn-wrapper[data-variant-option-name]').forEach((group) => {
    const name = group.dataset.variantOptionName;
    const checked = group.querySelector<HTMLInputElement>('input.variant-radiobtn:checked');
    if (name && checked && !selection[name]) selection[name] = checked.value;
  });
  return selection;
};

/** The quantity input's text, or "1" where the block shows no quantity input (or hides it). */
export const readQuantityText = (el: HTMLElement): string =>
  el.querySelector<HTMLInputElement>('.product-quantity-input:not([hidden]) input')?.value ?? '1';
