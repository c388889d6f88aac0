import { isMultipleQuantityAllowedForServices } from '../../domain/quantity';
import type { CaseTable } from '../engine/api';
import { hasVariedPrices } from '../../domain/product-prices';
import { totalStockRemaining } from '../../domain/stock';
import { hasVariants } from './predicates';
import { field, isRecord, structured } from './read-product';
import { templateVariantOptions } from './variants-select';

/**
 * The commerce rules the `*.json` fixture case tables exercise, keyed by file name.
 * Each takes a case's input (a product, or `{ storeSettings }`) and returns the rule's
 * answer, the same domain function the formatters and widgets call.
 */
export const commerceCaseTables: Record<string, CaseTable> = {
  'get-item-variant-options.json': (item) => templateVariantOptions(field(item, 'structuredContent')).map((o) => ({ name: o.name, values: [...o.values] })),
  'get-total-stock-remaining.json': (item) => totalStockRemaining(structured(item)),
  'has-variants.json': hasVariants,
  'has-varied-prices.json': (item) => hasVariedPrices(structured(item)),
  'is-multi-quantity-allowed-for-services.json': (input) => {
    const settings = field(input, 'storeSettings');
    return isMultipleQuantityAllowedForServices(isRecord(settings) ? settings : undefined);
  },
};
