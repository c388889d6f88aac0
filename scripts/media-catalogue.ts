/**
 * `npm run media:catalogue`: renders every picture of examples/server/media/library.ts
 * small, writes their average colours to examples/catalogue/media/colors.json, and
 * writes each seeded product's pictures (`mainImageId`, `items`, the variants'
 * `mainImageId`) into examples/catalogue/*.json from examples/server/media/product-media.ts.
 * Run it after drawing or changing a picture; `npm test` checks that both are up to date.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { COLORS_FILE, imageJson } from '../examples/server/media/image-json.js';
import { PICTURES } from '../examples/server/media/library.js';
import { PRODUCT_MEDIA } from '../examples/server/media/product-media.js';
import { type ColorData, pictureColorData } from '../examples/server/media/render.js';

const colors: Record<string, ColorData> = {};
for (const picture of PICTURES) colors[picture.name] = await pictureColorData(picture);
writeFileSync(COLORS_FILE, `${JSON.stringify(colors, null, 2)}\n`);

type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The product with its pictures, keys in the catalogue's order (pictures after `recordType`). */
function withMedia(product: Json): Json {
  const media = PRODUCT_MEDIA[String(product.id)];
  if (!media) return product;
  const items = media.pictures.map((p) => imageJson(p.picture, p, colors[p.picture]));
  const out: Json = {};
  for (const [key, value] of Object.entries(product)) {
    if (key === 'mainImageId' || key === 'items') continue;
    out[key] = value;
    if (key === 'recordType') Object.assign(out, { mainImageId: items[0]!.id, items });
  }
  const option = media.byOption;
  const content = out.structuredContent;
  if (option && isRecord(content) && Array.isArray(content.variants)) {
    for (const variant of content.variants as Json[]) {
      const value = isRecord(variant.attributes) ? variant.attributes[option.name] : undefined;
      const picture = typeof value === 'string' ? option.pictures[value] : undefined;
      if (picture) variant.mainImageId = `img-${picture}`;
      else delete variant.mainImageId;
    }
  }
  return out;
}

for (const name of ['catalogue.json', 'catalogue-jpy.json']) {
  const file = new URL(`../examples/catalogue/${name}`, import.meta.url);
  const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Json;
  catalogue.products = (catalogue.products as Json[]).map(withMedia);
  writeFileSync(file, `${JSON.stringify(catalogue, null, 2)}\n`);
  console.log(`examples/catalogue/${name}: pictures written`);
}
