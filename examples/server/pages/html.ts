/** Escapes text for element content and double-quoted attributes (as the platform does). */
export function esc(value: unknown): string {
  return String(value)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** Money text: the one rule of src/domain/money.ts, so pages and widgets agree to the character. */
export { formatMoney } from '../../../src/domain/money.js';

/** The cart pill's label: the shared rule of src/domain/cart-pill.ts. */
export { pillLabel as itemsLabel } from '../../../src/domain/cart-pill.js';
