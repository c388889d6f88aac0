import { useEffect, useState } from 'react';
import type { CartEntry } from '../../src/contract/cart';
import { QUANTITY_MAX, QUANTITY_MIN } from '../../src/contract/calls';
import { INVENTORY_PATH, underApiRoot } from '../../src/contract/constants';
import { InventoryResponseSchema } from '../../src/contract/subscription';
import type { StockResult } from '../../src/domain/stock';
import { looseBoolean, looseNumber } from '../../src/domain/loose';
import { request } from '../../src/api/client';
import { hasQuantityInput } from '../../src/domain/cart-rules';

/**
 * The most an entry's quantity can be (issue 4: stock limits respected): the variant's
 * stock less what the cart's other entries of that variant hold, at least 1, at most
 * 9999; 9999 for unlimited variants and while the stock is unknown (the server checks
 * every change anyway).
 */
export const entryMax = (entry: CartEntry, entries: readonly CartEntry[], stock: StockResult | undefined): number =>
  Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, entryLeft(entry, entries, stock)));

/**
 * How many units this entry can hold: the variant's stock less the cart's other entries
 * of it (0 or less: none left); 9999 when unlimited or unknown.
 */
export const entryLeft = (entry: CartEntry, entries: readonly CartEntry[], stock: StockResult | undefined): number => {
  if (!stock || looseBoolean(stock.unlimited)) return QUANTITY_MAX;
  const others = entries
    .filter((e) => e.id !== entry.id && e.chosenVariant.sku === entry.chosenVariant.sku)
    .reduce((sum, e) => sum + e.quantity, 0);
  return (looseNumber(stock.qtyInStock) ?? 0) - others;
};

/** Stock by sku of the cart's items with a quantity input (GET commerce/inventory/stock/?itemId=, once per item). */
export function useStock(entries: readonly CartEntry[] | undefined, apiRoot: string): ReadonlyMap<string, StockResult> {
  const [stock, setStock] = useState<ReadonlyMap<string, StockResult>>(new Map());
  const [asked] = useState(() => new Set<string>());
  const itemIds = [...new Set((entries ?? []).filter(hasQuantityInput).map((e) => e.itemId))].sort().join('\n');
  useEffect(() => {
    for (const itemId of itemIds ? itemIds.split('\n') : []) {
      if (asked.has(itemId)) continue;
      asked.add(itemId);
      void request(underApiRoot(apiRoot, INVENTORY_PATH), { query: { itemId }, schema: InventoryResponseSchema }).then((result) => {
        if (!result.ok) return;
        setStock((previous) => {
          const next = new Map(previous);
          for (const r of result.value.results) if (r.sku) next.set(r.sku, r);
          return next;
        });
      });
    }
  }, [itemIds, asked]);
  return stock;
}
