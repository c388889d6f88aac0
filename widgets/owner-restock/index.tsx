import { createRoot } from 'react-dom/client';
import type { Unmount } from '../../src/runtime/host';
import { OwnerRestock } from './owner-restock';
import { startTrackingAfterLoad } from '../../src/tracking/start';

/** The owner restock page's island (`data-storefront="owner-restock"`, /owner/restock). */
export const mount = (el: HTMLElement): Unmount => {
  startTrackingAfterLoad(); // after load and idle, once (src/tracking/start.ts)
  const original = Array.from(el.childNodes);
  el.replaceChildren();
  const root = createRoot(el);
  root.render(<OwnerRestock />);
  return () => {
    root.unmount();
    el.replaceChildren(...original);
  };
};
