import type { TextParts } from '../../../src/domain/text-parts.js';

/** Escapes text for element content and double-quoted attributes (as the platform does). */
export function esc(value: unknown): string {
  return String(value)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** Text in runs (src/domain/text-parts.ts), escaped; a run in another language wrapped in `<span lang="…">` (issue 32 row 6). */
export function partsHtml(parts: TextParts): string {
  return parts.map((p) => (p.lang ? `<span lang="${esc(p.lang)}">${esc(p.text)}</span>` : esc(p.text))).join('');
}

/** Money text: the one rule of src/domain/money.ts, so pages and widgets agree to the character. */
export { formatMoney } from '../../../src/domain/money.js';

/** The cart pill's label: the shared rule of src/domain/cart-pill.ts. */
export { pillLabel as itemsLabel } from '../../../src/domain/cart-pill.js';
