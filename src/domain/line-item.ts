import type { CartEntry } from '../contract/cart';
import { type AnswerDisplay, readAnswers } from './cart-answers';
import { variantText } from './cart-rules';
import { focalObjectPosition } from './images/focal-position';
import { readImage } from './images/model';
import { responsiveImage } from './images/responsive';
import type { TextParts } from './text-parts';

/**
 * One way of writing a line item (issue 26 point 1), shared by the cart page, the
 * checkout summary and the order confirmation: the picture when the item has one,
 * the title, the chosen variant ("Taille : M, Couleur : Blanc"), the custom form
 * answers, the quantity, the unit price and the line total. The renderers
 * (widgets/cart/line-item.tsx, examples/server/pages/line-items.ts) only lay it out.
 */
export interface LineItem {
  title: string;
  /** "Taille : M, Couleur : Blanc" (cart-rules.ts), "" without options */
  variant: string;
  /** each answer's shown text in runs, English defaults marked (text-parts.ts): a renderer wraps those in `lang` */
  answers: readonly { key: string; label: string; parts: TextParts }[];
  quantity: number;
  unitCents: number;
  lineCents: number;
  thumbnail: Thumbnail | null;
}

/** A square thumbnail of the item's picture, cropped at its focal point. */
export interface Thumbnail {
  src: string;
  srcset: string;
  sizes: string;
  alt: string;
  /** CSS pixels of the square box */
  size: number;
  objectPosition: string;
}

/** The thumbnail's box in CSS pixels (the cart's is the largest; checkout shows it smaller). */
export const THUMBNAIL_SIZE = 96;

/** The thumbnail of a platform image JSON (assetUrl, systemDataVariants, mediaFocalPoint…), or null without one. */
export const thumbnailOf = (image: unknown, size = THUMBNAIL_SIZE): Thumbnail | null => {
  const model = readImage(image);
  if (!model) return null;
  // srcset reads the width list as systemDataVariants writes it (src/domain/images/srcset.ts)
  const picked = responsiveImage({ assetUrl: model.assetUrl, variants: model.variants.join(','), displayWidth: size, focalPoint: model.focalPoint, pixelRatio: 2 });
  return {
    src: picked.src,
    srcset: picked.srcset,
    sizes: picked.sizes,
    alt: model.alt,
    size,
    objectPosition: focalObjectPosition(model.focalPoint),
  };
};

/** What a line says, from the parts every line has (a cart entry or an order line). */
export interface LineSource {
  title: string;
  attributes: Readonly<Record<string, string>>;
  additionalFields: string | null | undefined;
  quantity: number;
  unitCents: number;
  image?: unknown;
}

export const lineItem = (source: LineSource, display?: AnswerDisplay): LineItem => ({
  title: source.title,
  variant: variantText(source.attributes),
  answers: (readAnswers(source.additionalFields ?? null, display) ?? []).map(({ key, label, parts }) => ({ key, label, parts })),
  quantity: source.quantity,
  unitCents: source.unitCents,
  lineCents: source.unitCents * source.quantity,
  thumbnail: thumbnailOf(source.image),
});

/** A cart entry as a line (its `image` is the catalogue picture the backend adds, when there is one). */
export const cartEntrySource = (entry: CartEntry): LineSource => ({
  title: entry.title,
  attributes: entry.chosenVariant.attributes,
  additionalFields: entry.additionalFields,
  quantity: entry.quantity,
  unitCents: entry.purchasePriceCents,
  image: entry.image,
});
