import { isMultipleQuantityAllowedForServices } from '../../domain/quantity.js';
import type { CaseTable } from '../engine/api.js';
import { platformPrices } from './platform-prices.js';
import { hasVariants, totalStock } from './platform-stock.js';
import { field, isRecord } from './read-product.js';
import { templateVariantOptions } from './variants-select.js';

/**
 * The commerce rules the `*.json` fixture case tables exercise, keyed by file name.
 * Each takes a case's input (a product, or `{ storeSettings }`) and returns the rule's
 * answer, the same domain function the formatters and widgets call.
 */
export const commerceCaseTables: Record<string, CaseTable> = {
  'get-item-variant-options.json': (item) => templateVariantOptions(field(item, 'structuredContent')).map((o) => ({ name: o.name, values: [...o.values] })),
  'get-total-stock-remaining.json': totalStock,
  'has-variants.json': hasVariants,
  'has-varied-prices.json': (item) => platformPrices(item).varied,
  'is-multi-quantity-allowed-for-services.json': (input) => {
    const settings = field(input, 'storeSettings');
    return isMultipleQuantityAllowedForServices(isRecord(settings) ? settings : undefined);
  },
};
