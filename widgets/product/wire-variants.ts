import { onGesture } from '../common/lazy-part';
import type { ProductBlock } from './block';
import { variantSyncPart } from './parts';

const ignore = () => undefined; // a chunk that fails to load is tried again by the next gesture that needs it

const CHOSEN = 'select[data-variant-option-name] option:checked:not([value=""]), [data-variant-display=buttons] input.variant-radiobtn:checked';

/**
 * The variant options as buttons, where the markup asks for them (`data-variant-display="buttons"`
 * on the block or around it: docs/markup-contract.md): the radio group that variants-select writes
 * beside each select, shown by the theme as a row of 44 px buttons. Each group is a radio group
 * named by its option's title (the arrow keys move the choice, as radios do); its labels lose the
 * platform's `role="button"` and tab stop, the radio being the one control. A choice is written
 * to the option's select too, which stays the selection's record (read-selection.ts, the add's
 * checks); a select chosen before the mount checks its radio. Returns the restore.
 */
const optionButtons = (el: HTMLElement, signal: AbortSignal): (() => void) => {
  if (!el.closest('[data-variant-display=buttons]')) return () => {};
  const groups = Array.from(el.querySelectorAll<HTMLElement>('.variant-radiobtn-wrapper[data-variant-option-name]'));
  const selectOf = (name: string) => Array.from(el.querySelectorAll<HTMLSelectElement>('select[data-variant-option-name]')).find((s) => s.dataset.variantOptionName === name);
  for (const group of groups) {
    const title = group.closest('.variant-option')?.querySelector('.variant-option-title')?.textContent?.replace(/[\s:]+$/, '').trim();
    group.setAttribute('role', 'radiogroup');
    if (title) group.setAttribute('aria-label', title);
    group.querySelectorAll('label').forEach((label) => {
      label.removeAttribute('role');
      label.removeAttribute('tabindex');
    });
    const chosen = selectOf(group.dataset.variantOptionName || '')?.value;
    group.querySelectorAll<HTMLInputElement>('input.variant-radiobtn').forEach((radio) => (radio.checked ||= !!chosen && radio.value === chosen));
  }
  el.addEventListener(
    'change',
    (e) => {
      const radio = e.target as HTMLInputElement;
      const group = radio.closest<HTMLElement>('.variant-radiobtn-wrapper[data-variant-option-name]');
      const select = group && radio.matches('input.variant-radiobtn') && selectOf(group.dataset.variantOptionName || '');
      if (select) select.value = radio.value;
    },
    { signal, capture: true }, // before the block's own listener reads the selection
  );
  return () =>
    groups.forEach((group) => {
      group.removeAttribute('role');
      group.removeAttribute('aria-label');
      group.querySelectorAll('label').forEach((label) => {
        label.setAttribute('role', 'button');
        label.setAttribute('tabindex', '0');
      });
    });
};

/**
 * The variant picker's effects (./variant-sync.ts), loaded when the shopper reaches for a
 * picker (like the loader's islands), or at once when a variant was chosen before the
 * mount or the options are buttons (their sold-out marks show from the start). Returns the
 * restore, for the unmount.
 */
export const wireVariants = ({ el, product, config, live, signal }: ProductBlock): (() => void) => {
  let sync: { update(say?: boolean): void; restore(): void } | undefined;
  const merchandising = config.productMerchandisingContext[product.id];
  const load = () => variantSyncPart().then((m) => (sync ||= m.createVariantSync(el, product.structuredContent, config, merchandising, live)));
  const update = (say?: boolean) => void load().then((s) => signal.aborted || s.update(say), ignore);
  const unbutton = optionButtons(el, signal);
  onGesture(el.querySelector('.product-variants'), () => void load().catch(ignore), signal);
  el.addEventListener('change', (e) => (e.target as Element).closest('.product-variants') && update(true), { signal });
  if (el.querySelector(CHOSEN) || (el.closest('[data-variant-display=buttons]') && el.querySelector('input.variant-radiobtn'))) update();
  return () => {
    unbutton();
    sync?.restore();
  };
};
