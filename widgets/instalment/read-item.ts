import { InstalmentItemSchema } from '../../src/contract/instalment';
import { type Product, ProductSchema } from '../../src/contract/product';
import type { InstalmentContext } from '../../src/contract/instalment';

/**
 * The item of the product block around a pill and its instalment context, read from
 * the block's JSON (`<script type="application/json" data-storefront-json>`, where
 * `{item|json-script}` writes `instalmentContext`), validated with the contract's
 * schemas. Quiet: the product widget already warns about a block whose JSON is bad;
 * the caller says what it does without it.
 */
export interface InstalmentItem {
  readonly product: Product;
  readonly context: InstalmentContext | undefined;
}

export const instalmentContextOf = (product: Product): InstalmentContext | undefined => {
  const parsed = InstalmentItemSchema.safeParse(product);
  return parsed.success ? parsed.data.instalmentContext : undefined;
};

export const readInstalmentItem = (pill: HTMLElement): InstalmentItem | null => {
  const script = pill.closest('[data-storefront="product"]')?.querySelector('script[data-storefront-json]');
  if (!script) return null;
  try {
    const parsed = ProductSchema.safeParse(JSON.parse(script.textContent || ''));
    return parsed.success ? { product: parsed.data, context: instalmentContextOf(parsed.data) } : null;
  } catch {
    return null;
  }
};
