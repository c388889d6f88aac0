import { readFileSync } from 'node:fs';
import * as z from 'zod/mini';
import {
  CurrencySchema,
  MoneySchema,
  ProductMerchandisingContextSchema,
  ProductSchema,
  StructuredContentSchema,
  VariantSchema,
} from '../../src/contract/index.js';

/**
 * The seed catalogue: the platform's item JSON (ProductSchema from the shared contract),
 * tightened where the backend needs certainty: every variant has a sku and a price as a
 * decimal in major units of the store currency (as the platform sends it: "25.00"), and product types are numbers 1 to 4.
 */
const majorUnits = z.string().check(z.regex(/^\d+(\.\d+)?$/, 'a decimal amount in major units, e.g. "25.00"'));
const CatalogueMoneySchema = z.extend(MoneySchema, { value: majorUnits, currency: CurrencySchema });

export const CatalogueVariantSchema = z.extend(VariantSchema, {
  sku: z.string().check(z.minLength(1)),
  attributes: z._default(z.record(z.string(), z.string()), {}),
  priceMoney: CatalogueMoneySchema,
  salePriceMoney: z.optional(CatalogueMoneySchema),
  onSale: z._default(z.boolean(), false),
  qtyInStock: z._default(z.number().check(z.int(), z.gte(0)), 0),
  unlimited: z._default(z.boolean(), false),
  /** The picture this variant shows (an `id` of the product's `items`): choosing its colour shows it. */
  mainImageId: z.optional(z.string()),
});
export type CatalogueVariant = z.infer<typeof CatalogueVariantSchema>;

/** One shopper review, shown on the product page when review display is enabled. */
export const CatalogueReviewSchema = z.object({
  author: z.string().check(z.minLength(1)),
  rating: z.number().check(z.int(), z.gte(1), z.lte(5)),
  text: z.string().check(z.minLength(1)),
});
export type CatalogueReview = z.infer<typeof CatalogueReviewSchema>;

const hexColor = z.string().check(z.regex(/^[0-9a-f]{6}$/, 'a colour as six lower-case hex digits, without #'));
const unit = z.number().check(z.gte(0), z.lte(1));

/**
 * One picture of a product (`items`), as the platform's image JSON (docs/behaviour.md §3
 * "Images"): served by the image route (examples/server/media/routes.ts).
 */
export const CatalogueImageSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  systemDataId: z.string().check(z.minLength(1)),
  assetUrl: z.string().check(z.regex(/^\/media\/[a-z0-9-]+\.jpg$/, 'a picture of the image route, e.g. "/media/tee-blanc.jpg"')),
  originalSize: z.string().check(z.regex(/^\d+x\d+$/, 'WIDTHxHEIGHT, e.g. "1500x1875"')),
  systemDataVariants: z.string().check(z.regex(/^\d+w(,\d+w)*(,\d+x\d+)?$/, 'width variants then the original size, e.g. "100w,300w,1500x1875"')),
  mediaFocalPoint: z.object({ x: unit, y: unit }),
  colorData: z.object({
    topLeftAverage: hexColor,
    topRightAverage: hexColor,
    bottomLeftAverage: hexColor,
    bottomRightAverage: hexColor,
    centerAverage: hexColor,
  }),
  title: z.string(),
  body: z.optional(z.string()),
  filename: z.string(),
});
export type CatalogueImage = z.infer<typeof CatalogueImageSchema>;

export const CatalogueProductSchema = z.extend(ProductSchema, {
  id: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]*$/, 'a readable id such as "tee-classic"')),
  title: z.string(),
  /** Name of the example case, shown on the index page. */
  exampleCase: z.optional(z.string()),
  /** Reviews of the product (product-reviews.html renders them when review display is enabled). */
  reviews: z.optional(z.array(CatalogueReviewSchema)),
  /** The first picture's id (`main-image?`) and the pictures, in order. */
  mainImageId: z.optional(z.string()),
  items: z.optional(z.array(CatalogueImageSchema)),
  structuredContent: z.extend(StructuredContentSchema, {
    productType: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
    variants: z.array(CatalogueVariantSchema).check(z.minLength(1)),
  }),
});
export type CatalogueProduct = z.infer<typeof CatalogueProductSchema>;

export const CatalogueStoreSchema = z.looseObject({
  currency: CurrencySchema,
  useLightCart: z._default(z.boolean(), false),
  multipleQuantityAllowedForServices: z._default(z.boolean(), true),
  expressCheckout: z._default(z.boolean(), false),
  minimumSubtotalCents: z._default(z.number().check(z.int(), z.gte(0)), 0),
  /** Flat tax rate in percent of the subtotal (0 allowed). */
  taxRatePercent: z._default(z.number().check(z.gte(0), z.lte(100)), 0),
  /** Prices include the tax (VAT): the tax is the part of the subtotal it makes up, never added on top (issue 26). */
  pricesIncludeTax: z._default(z.boolean(), false),
  /** Shipping for carts that hold a physical item: flat, free from a subtotal. */
  shipping: z._default(
    z.object({ flatCents: z.number().check(z.int(), z.gte(0)), freeFromSubtotalCents: z.optional(z.number()) }),
    { flatCents: 0 },
  ),
});
export type CatalogueStore = z.infer<typeof CatalogueStoreSchema>;

export const CatalogueSchema = z.object({
  website: z.looseObject({
    id: z.string().check(z.minLength(1)),
    title: z.string(),
    locale: z._default(z.string(), 'fr-FR'),
    timeZone: z._default(z.string(), 'America/New_York'),
    captchaSettings: z.optional(z.looseObject({ siteKey: z.optional(z.string()), scriptUrl: z.optional(z.string()) })),
  }),
  store: CatalogueStoreSchema,
  merchandising: z._default(z.record(z.string(), z.unknown()), {}),
  productMerchandisingContext: z._default(z.record(z.string(), ProductMerchandisingContextSchema), {}),
  products: z.array(CatalogueProductSchema).check(z.minLength(1)),
});
export type Catalogue = z.infer<typeof CatalogueSchema>;

/** Reads and validates a catalogue file; throws a readable error naming the bad fields. */
export function loadCatalogue(file: string): { catalogue: Catalogue; text: string } {
  const text = readFileSync(file, 'utf8');
  const parsed = CatalogueSchema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    throw new Error(`Invalid catalogue ${file}:\n${z.prettifyError(parsed.error)}`);
  }
  const ids = new Set<string>();
  for (const product of parsed.data.products) {
    if (ids.has(product.id)) throw new Error(`Invalid catalogue ${file}: duplicate product id ${product.id}`);
    ids.add(product.id);
    const skus = new Set(product.structuredContent.variants.map((v) => v.sku));
    if (skus.size !== product.structuredContent.variants.length) {
      throw new Error(`Invalid catalogue ${file}: duplicate sku in ${product.id}`);
    }
    const images = new Set((product.items ?? []).map((image) => image.id));
    const shown = [product.mainImageId, ...product.structuredContent.variants.map((v) => v.mainImageId)];
    const unknown = shown.find((id) => id !== undefined && !images.has(id));
    if (unknown !== undefined) throw new Error(`Invalid catalogue ${file}: ${product.id} names the picture ${unknown}, which is none of its items`);
  }
  return { catalogue: parsed.data, text };
}
