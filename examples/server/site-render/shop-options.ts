import { templateVariantOptions } from '../../../src/site/commerce/variants-select.js';
import type { CatalogueProduct } from '../catalogue.js';

/**
 * The variant options in the store's words (`shopOptions` on a product, read by
 * partials/shop-variants.html; docs/theming.md "French labels"). The platform's
 * `variants-select` titles an option "Taille: " whatever a site sets and prompts with
 * `productVariantSelectText` ("Choisir : Taille"), too long for a tile's select; a site that
 * gives `localizedStrings.shopOptionTitle` ("{name} :") gets the same options, values and
 * radios (src/site/commerce/variants-select.ts reads them), titled "Taille :", each select
 * named by the platform's prompt and, on a tile, prompting with `shopTilePrompt` ("Choisir…").
 * A site without the key, or a product with nothing to choose: the item as it is.
 */
export interface ShopOptionView {
  readonly name: string;
  readonly title: string;
  /** The select's name (its aria-label): the platform's prompt. */
  readonly prompt: string;
  /** Its first, empty option: the tile's short prompt, else the platform's. */
  readonly shownPrompt: string;
  readonly group: string;
  readonly values: readonly { readonly value: string; readonly id: string }[];
}

const word = (labels: Readonly<Record<string, unknown>>, key: string) => {
  const value = labels[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

export function withShopOptions<T extends CatalogueProduct>(item: T, labels: Readonly<Record<string, unknown>>, tile: boolean): T {
  const title = word(labels, 'shopOptionTitle');
  const options = templateVariantOptions(item.structuredContent);
  if (!title || options.length === 0) return item;
  const giftCard = item.structuredContent.productType === 4;
  const promptText = word(labels, giftCard ? 'giftCardVariantSelectText' : 'productVariantSelectText');
  const tilePrompt = word(labels, 'shopTilePrompt');
  const shopOptions: ShopOptionView[] = options.map(({ name, values }) => {
    const prompt = promptText ? promptText.replaceAll('{variantName}', name) : `Select ${name}`;
    return {
      name,
      title: title.replaceAll('{name}', name),
      prompt,
      shownPrompt: tile && tilePrompt ? tilePrompt : prompt,
      group: `variant-option-${name}`,
      values: values.map((value) => ({ value, id: `variant-option-${name}-${value}` })),
    };
  });
  return { ...item, shopOptions };
}
