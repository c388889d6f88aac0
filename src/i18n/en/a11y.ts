import type { frA11y } from '../a11y';

/** English of src/i18n/a11y.ts (same keys, checked by tsc and test/unit/i18n/catalogues.test.ts). */
export const enA11y: Record<keyof typeof frA11y, string> = {
  variantPrice: 'Price: {price}',
  variantSalePrice: 'Price: {price}, was {original}',
};
