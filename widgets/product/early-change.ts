/**
 * Issue 32 row 4: an option the shopper changed before the widget started (a slow
 * network) is a change the widget missed. Once its steps are wired, the last picker whose
 * choice is not the server's is told again, as the shopper's change: the block reads the
 * current choice and says it once in its live region (price, "épuisé" or the product's own
 * sold-out words), the chosen variant's restock form and picture follow, and focus stays
 * where the shopper is. A choice the server rendered (a preselected variant) is not said.
 */
export const replayEarlyChange = (el: HTMLElement): void => {
  const selects = Array.from(el.querySelectorAll<HTMLSelectElement>('.product-variants select[data-variant-option-name]')).filter((select) => {
    const server = Array.from(select.options).findIndex((o) => o.defaultSelected);
    return select.selectedIndex !== Math.max(0, server);
  });
  // an option shown as buttons: its radio checked by the shopper (the widget writes it to the select)
  const radios = Array.from(el.querySelectorAll<HTMLInputElement>('.product-variants input.variant-radiobtn')).filter((r) => r.checked && !r.defaultChecked);
  const changed = [...selects, ...radios];
  changed[changed.length - 1]?.dispatchEvent(new Event('change', { bubbles: true }));
};
