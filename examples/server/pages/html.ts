/** Escapes text for element content and double-quoted attributes (as the platform does). */
export function esc(value: unknown): string {
  return String(value)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** Minor units of `currency` to a display string in `locale` (JPY has no decimals). */
export function formatMoney(cents: number, currency: string, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(cents / 10 ** digits);
}

/** SPEC.md 2: "N items", "1 item", "100+" above 100. */
/** The cart pill's label: the shared rule of src/domain/cart-pill.ts. */
export { pillLabel as itemsLabel } from '../../../src/domain/cart-pill.js';
