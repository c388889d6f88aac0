import { readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../examples/server/catalogue.js';
import { GALLERY_ITEMS } from '../../../examples/server/content/data.js';
import { COLORS_FILE, imageJson } from '../../../examples/server/media/image-json.js';
import { PICTURES, findPicture } from '../../../examples/server/media/library.js';
import { PRODUCT_MEDIA } from '../../../examples/server/media/product-media.js';
import { type ColorData, pictureColorData } from '../../../examples/server/media/render.js';

const CATALOGUES = ['catalogue.json', 'catalogue-jpy.json'].map((name) => {
  const file = new URL(`../../../examples/catalogue/${name}`, import.meta.url).pathname;
  return { name, file, catalogue: loadCatalogue(file).catalogue };
});

describe('the seeded products’ pictures', () => {
  for (const { name, catalogue } of CATALOGUES) {
    it(`${name}: every product has pictures, two or more with variants, one per colour`, () => {
      for (const product of catalogue.products) {
        const items = product.items ?? [];
        const variants = product.structuredContent.variants;
        expect(items.length, product.id).toBeGreaterThanOrEqual(variants.length > 1 ? 2 : 1);
        expect(product.mainImageId, product.id).toBe(items[0]?.id);
        for (const image of items) {
          const picture = findPicture(/^\/media\/(.+)\.jpg$/.exec(image.assetUrl)?.[1] ?? '');
          expect(picture, image.assetUrl).toBeDefined();
          expect(image.originalSize).toBe(`${picture!.width}x${picture!.height}`);
        }
        const colours = new Set(variants.map((v) => v.attributes.Couleur).filter((c) => c !== undefined));
        for (const colour of colours) {
          const shown = new Set(variants.filter((v) => v.attributes.Couleur === colour).map((v) => v.mainImageId));
          expect(shown.size, `${product.id} ${colour}`).toBe(1);
          expect(items.some((i) => shown.has(i.id)), `${product.id} ${colour}`).toBe(true);
        }
      }
    });

    it(`${name}: holds what npm run media:catalogue writes (examples/server/media/product-media.ts)`, () => {
      for (const product of catalogue.products) {
        const media = PRODUCT_MEDIA[product.id];
        expect(media, product.id).toBeDefined();
        expect(product.items).toEqual(media!.pictures.map((p) => imageJson(p.picture, p)));
      }
    });
  }

  it('colors.json holds each picture’s average colours, as rendered', async () => {
    const stored = JSON.parse(readFileSync(COLORS_FILE, 'utf8')) as Record<string, ColorData>;
    expect(Object.keys(stored).sort()).toEqual(PICTURES.map((p) => p.name).sort());
    const channels = (hex: string) => [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
    for (const picture of PICTURES.slice(0, 6)) {
      const computed = await pictureColorData(picture);
      for (const [region, hex] of Object.entries(computed)) {
        const want = channels(stored[picture.name]![region as keyof ColorData]);
        channels(hex).forEach((c, i) => expect(Math.abs(c - want[i]!), `${picture.name} ${region}`).toBeLessThanOrEqual(3));
      }
    }
  });

  it('the gallery shows the same pictures', () => {
    for (const item of GALLERY_ITEMS) expect(findPicture(/^\/media\/(.+)\.jpg$/.exec(item.assetUrl)?.[1] ?? ''), item.assetUrl).toBeDefined();
  });

  it('a variant naming a picture the product does not have is refused with a clear error', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sf-media-'));
    try {
      const json = JSON.parse(readFileSync(CATALOGUES[0]!.file, 'utf8')) as { products: { structuredContent: { variants: { mainImageId?: string }[] } }[] };
      json.products[0]!.structuredContent.variants[0]!.mainImageId = 'img-ghost';
      const file = join(dir, 'catalogue.json');
      writeFileSync(file, JSON.stringify(json));
      expect(() => loadCatalogue(file)).toThrow(/tee-classic names the picture img-ghost/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
