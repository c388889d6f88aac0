import { fill } from '../i18n/fill';
import { fr } from '../i18n/fr';

/**
 * The order summary of the cart, checkout and confirmation pages (issue 26 points 1
 * and 2): its rows in order, and the progress to free shipping. With prices that
 * include tax (VAT, the store setting `pricesIncludeTax`), the tax is a part of the
 * total, shown after it as "dont TVA (20 %)" and never added on top; otherwise it is
 * a row of its own before the total.
 */
export interface TaxSettings {
  pricesIncludeTax: boolean;
  /** percent, for the label; omitted from it when unknown */
  taxRatePercent?: number | undefined;
}

export interface SummaryTotals {
  subtotalCents: number;
  taxCents: number;
  shippingCostCents: number;
  discountCents: number;
  grandTotalCents: number;
  requiresShipping?: boolean | undefined;
}

export type SummaryKey = 'subtotal' | 'shipping' | 'discount' | 'tax' | 'grand';

export interface SummaryRow {
  /** `data-total` of the row */
  key: SummaryKey;
  label: string;
  cents: number;
  /** shipping that costs nothing on a cart that ships: "Offerte" */
  free?: boolean;
  /** the VAT part of a tax-included total */
  included?: boolean;
}

const rateText = (rate: number | undefined): string =>
  rate === undefined ? '' : ` (${String(rate).replace('.', ',')} %)`;

export const summaryRows = (totals: SummaryTotals, tax: TaxSettings): SummaryRow[] => {
  const rows: SummaryRow[] = [{ key: 'subtotal', label: fr.cartSubtotal, cents: totals.subtotalCents }];
  rows.push({ key: 'shipping', label: fr.cartShipping, cents: totals.shippingCostCents, free: totals.shippingCostCents === 0 && totals.requiresShipping === true });
  if (totals.discountCents > 0) rows.push({ key: 'discount', label: fr.cartDiscount, cents: totals.discountCents });
  const taxRow: SummaryRow = tax.pricesIncludeTax
    ? { key: 'tax', label: fr.cartTaxIncluded + rateText(tax.taxRatePercent), cents: totals.taxCents, included: true }
    : { key: 'tax', label: fr.cartTax + rateText(tax.taxRatePercent), cents: totals.taxCents };
  if (!tax.pricesIncludeTax) rows.push(taxRow);
  rows.push({ key: 'grand', label: fr.cartTotal, cents: totals.grandTotalCents });
  if (tax.pricesIncludeTax && totals.taxCents > 0) rows.push(taxRow);
  return rows;
};

/** A row's amount: "Offerte" for free shipping, a discount with its minus sign. */
export const summaryAmount = (row: SummaryRow, money: (cents: number) => string): string =>
  row.free ? fr.cartShippingFree : row.key === 'discount' ? `−${money(row.cents)}` : money(row.cents);

export interface FreeShipping {
  /** what is left to spend, 0 once reached */
  remainingCents: number;
  /** 0 to 100 */
  percent: number;
}

/** How far the cart is from free shipping, or null when it does not ship or the store has no threshold. */
export const freeShippingProgress = (
  subtotalCents: number,
  freeFromCents: number | undefined,
  requiresShipping: boolean,
): FreeShipping | null => {
  if (!requiresShipping || freeFromCents === undefined || freeFromCents <= 0) return null;
  const remainingCents = Math.max(0, freeFromCents - subtotalCents);
  return { remainingCents, percent: Math.min(100, Math.floor((subtotalCents / freeFromCents) * 100)) };
};

/** "Plus que 10,00 € pour la livraison offerte." or "La livraison est offerte." */
export const freeShippingText = (progress: FreeShipping, money: (cents: number) => string): string =>
  progress.remainingCents > 0 ? fill(fr.cartFreeShippingLeft, { amount: money(progress.remainingCents) }) : fr.cartFreeShippingReached;

/** The tax settings of a store's settings (the bootstrap configuration's `store`, or the catalogue's). */
export const taxSettingsOf = (store: { pricesIncludeTax?: boolean | undefined; taxRatePercent?: number | undefined }): TaxSettings => ({
  pricesIncludeTax: store.pricesIncludeTax === true,
  taxRatePercent: store.taxRatePercent,
});
