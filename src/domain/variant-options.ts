import type { StructuredContent } from '../contract/product';

/** One variant option of a product and its values, in display order. */
export interface VariantOption {
  readonly name: string;
  readonly values: readonly string[];
}

/**
 * The variant options to choose from (docs/behaviour.md §3 `variantOptionOrdering`): in the
 * product's option order (options not listed there follow in order of appearance),
 * each with its values in order of first appearance among the variants. A product
 * with fewer than two variants has nothing to choose: no options.
 */
export function variantOptions(product: StructuredContent): VariantOption[] {
  const variants = product.variants ?? [];
  if (variants.length < 2) return [];
  const values = new Map<string, string[]>();
  for (const variant of variants) {
    for (const [name, value] of Object.entries(variant.attributes ?? {})) {
      const list = values.get(name) ?? [];
      if (!list.includes(value)) list.push(value);
      values.set(name, list);
    }
  }
  const ordering = (product.variantOptionOrdering ?? []).filter((name) => values.has(name));
  const names = [...new Set([...ordering, ...values.keys()])];
  return names.map((name) => ({ name, values: values.get(name) ?? [] }));
}
