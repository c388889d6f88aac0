import type { StructuredContent, Variant } from '../contract/product';
import { isUnlimitedType, normalizeProductType } from './product-type';
import { isVariantInStock } from './stock';
import { variantOptions } from './variant-options';

/**
 * Variant resolution for the variant picker (docs/behaviour.md §2 "Product detail page", issue 3):
 * which variant a selection names, which options are still unselected, and which
 * values of an option exist and are in stock given the other selections.
 */

/** Selected option values by option name; a blank value counts as unselected. */
export type OptionSelection = Readonly<Record<string, string | undefined>>;

/** A record's own value: an option named "constructor" or "toString" is not read from Object.prototype. */
const own = (record: Readonly<Record<string, string | undefined>> | undefined, key: string): string | undefined =>
  record && Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;

function isSelected(selection: OptionSelection, name: string): boolean {
  const value = own(selection, name);
  return value !== undefined && value !== '';
}

function matches(variant: Variant, selection: OptionSelection, names: readonly string[]): boolean {
  return names.every((name) => !isSelected(selection, name) || own(variant.attributes, name) === own(selection, name));
}

/** Names of the product's options that have no value selected, in option order. */
export function unselectedOptions(product: StructuredContent, selection: OptionSelection): string[] {
  return variantOptions(product)
    .map((o) => o.name)
    .filter((name) => !isSelected(selection, name));
}

/**
 * The variant the selection names: the only variant of a product without options,
 * otherwise the variant matching every option; `undefined` when an option is
 * unselected or no variant has that combination.
 */
export function findVariant(product: StructuredContent, selection: OptionSelection): Variant | undefined {
  const variants = product.variants ?? [];
  const names = variantOptions(product).map((o) => o.name);
  if (names.length === 0) return variants.length === 1 ? variants[0] : undefined;
  if (names.some((name) => !isSelected(selection, name))) return undefined;
  return variants.find((v) => matches(v, selection, names));
}

/** One value of an option as the picker shows it. */
export interface OptionValueState {
  readonly value: string;
  /** A variant with this value exists for the other selected options. */
  readonly available: boolean;
  /** ...and one of them is in stock (digital and gift cards always are). */
  readonly inStock: boolean;
}

export function optionValueStates(product: StructuredContent, selection: OptionSelection, optionName: string): OptionValueState[] {
  const option = variantOptions(product).find((o) => o.name === optionName);
  if (!option) return [];
  const others = variantOptions(product)
    .map((o) => o.name)
    .filter((name) => name !== optionName);
  const unlimited = isUnlimitedType(normalizeProductType(product.productType));
  return option.values.map((value) => {
    const candidates = (product.variants ?? []).filter(
      (v) => own(v.attributes, optionName) === value && matches(v, selection, others),
    );
    return {
      value,
      available: candidates.length > 0,
      inStock: candidates.some((v) => unlimited || isVariantInStock(v)),
    };
  });
}
