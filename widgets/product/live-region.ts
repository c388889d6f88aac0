import { adoptA11yStyle } from '../common/a11y-style';

/**
 * The product block's one polite live region (issue 15 point 4; docs/api.md
 * "Accessibility"): a visually hidden `<p class="sf-sr" role="status">` at the end of
 * the block, present and empty from mount so screen readers know it before the variant
 * picker writes into it (widgets/product/variant-sync.ts). Out of the flow: no shift.
 */
export const addLiveRegion = (el: HTMLElement): HTMLElement => {
  adoptA11yStyle(); // .sf-sr, and the widgets' focus ring
  const live = el.appendChild(document.createElement('p'));
  live.className = 'sf-sr';
  live.setAttribute('role', 'status');
  return live;
};
