import { isRecord } from '../../src/domain/json';

/**
 * The picture a shopper's choice shows (docs/backend.md "Product media"): the
 * `mainImageId` shared by every variant that matches what is chosen so far (choosing
 * "Noir" shows the black T-shirt whatever the size), or `undefined` while the matching
 * variants show different pictures (only a size chosen) or none.
 */
export type Selection = Readonly<Record<string, string | undefined>>;

export const pictureForSelection = (variants: unknown, selection: Selection): string | undefined => {
  const chosen = Object.entries(selection).filter(([, value]) => value !== undefined && value !== '');
  if (!Array.isArray(variants) || chosen.length === 0) return undefined;
  const pictures = new Set<string>();
  for (const variant of variants) {
    if (!isRecord(variant) || !isRecord(variant.attributes) || typeof variant.mainImageId !== 'string') continue;
    const attributes = variant.attributes;
    if (chosen.every(([name, value]) => attributes[name] === value)) pictures.add(variant.mainImageId);
  }
  return pictures.size === 1 ? [...pictures][0] : undefined;
};

/** The variants the block's picker was rendered from (`.product-variants[data-variants]`), or `[]`. */
export const blockVariants = (block: Element | null): unknown[] => {
  const text = block?.querySelector<HTMLElement>('.product-variants[data-variants]')?.dataset.variants;
  try {
    const parsed: unknown = text ? JSON.parse(text) : [];
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
};
