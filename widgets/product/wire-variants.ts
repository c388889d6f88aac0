import { onGesture } from '../common/lazy-part';
import type { ProductBlock } from './block';
import { variantSyncPart } from './parts';

const ignore = () => undefined; // a chunk that fails to load is tried again by the next gesture that needs it

/**
 * The variant picker's effects (./variant-sync.ts), loaded when the shopper reaches for a
 * picker (like the loader's islands), or at once when a variant was chosen before the
 * mount. Returns the restore, for the unmount.
 */
export const wireVariants = ({ el, product, config, live, signal }: ProductBlock): (() => void) => {
  let sync: { update(say?: boolean): void; restore(): void } | undefined;
  const merchandising = config.productMerchandisingContext[product.id];
  const load = () => variantSyncPart().then((m) => (sync ||= m.createVariantSync(el, product.structuredContent, config, merchandising, live)));
  const update = (say?: boolean) => void load().then((s) => signal.aborted || s.update(say), ignore);
  onGesture(el.querySelector('.product-variants'), () => void load().catch(ignore), signal);
  el.addEventListener('change', (e) => (e.target as Element).closest('.product-variants') && update(true), { signal });
  if (el.querySelector('select[data-variant-option-name] option:checked:not([value=""])')) update();
  return () => sync?.restore();
};
