import type { Product } from '../../src/contract/product';
import { BUTTON_TIMINGS } from '../../src/domain/add-button-machine';
import { formatMoney } from '../../src/domain/money-format';
import { variantCurrency, variantEffectivePriceCents } from '../../src/domain/variant-price';
import { frPurchase } from '../../src/i18n/purchase';
import { type AddedItem, showAddedPopover } from './added-popover';
import { productImage } from './product-image';

/** What the popover shows of an added line: the picture, the chosen options, the quantity and the line's price. */
export const addedItem = (product: Product, sku: string, quantity: number, locale: string): AddedItem => {
  const variant = product.structuredContent.variants?.find((v) => v.sku === sku);
  const options = Object.entries(variant?.attributes ?? {})
    .map(([name, value]) => frPurchase.addedOption.replace('{name}', name).replace('{value}', value))
    .join(' · ');
  const price = variant ? formatMoney(variantEffectivePriceCents(variant) * quantity, variantCurrency(variant), locale) : undefined;
  return { image: productImage(product, sku), options, quantity, price };
};

/**
 * The added popover once the button shows its added state (docs/behaviour.md §4: "Ajout
 * effectué !" 1 s after the success), so the two never disagree ("Ajouté au panier" beside
 * "Ajout en cours...").
 */
export const announceAdded = (product: Product, title: string, line: { sku: string; quantity: number }, locale: string, opener: () => HTMLElement | null): void => {
  setTimeout(() => showAddedPopover(title, opener(), addedItem(product, line.sku, line.quantity, locale)), BUTTON_TIMINGS.addedAfterMs);
};
