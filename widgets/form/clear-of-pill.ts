/** Space kept between a focused field and the cart pill above it, in CSS pixels. */
const GAP = 16;

/**
 * A field focused under the floating cart pill is scrolled just above it. The browser
 * scrolls a focused field only when it is outside the viewport, so a tall field (the
 * message's textarea) can sit in view yet behind the pill; the page's scroll padding
 * (widgets/common/a11y-style.ts) covers the other case.
 */
export const clearOfPill = (field: EventTarget | null): void => {
  if (!(field instanceof Element)) return;
  const pill = document.querySelector<HTMLElement>('[data-storefront="cart-pill"]');
  if (!pill || pill.hidden || field.closest('dialog')) return;
  const box = field.getBoundingClientRect();
  const cover = pill.getBoundingClientRect();
  const across = box.right > cover.left && box.left < cover.right;
  if (across && box.bottom > cover.top && box.top < cover.bottom) window.scrollBy(0, box.bottom - cover.top + GAP);
};
