import type { frProduct } from '../product';

/** English of src/i18n/product.ts (same keys, checked by tsc and test/unit/i18n/catalogues.test.ts). */
export const enProduct: Record<keyof typeof frProduct, string> = {
  adding: 'Adding...',
  added: 'Added!',
  soldOut: 'Sold Out',
  selectAnOption: 'Select an option',
  addToCart: 'Add To Cart',
  subscribe: 'Subscribe',
  soldOutMark: 'sold out',
  saleMark: 'sale',
  itemsOne: '{count} item',
  itemsOther: '{count} items',
  quantityLabel: 'Quantity',
  quantityLabelText: 'Quantity:',
  connectionFailed: 'Unable to connect. Please try again',
};
