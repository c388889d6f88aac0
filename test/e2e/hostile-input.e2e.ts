import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect } from '@playwright/test';
import { type RunningServer, startServer } from './support/server';

/**
 * Hostile strings in the store's data never run and never break the page: a product
 * title, excerpt, option name and option value full of markup go through the
 * engine-rendered page, the widgets (popover, Quick View, cart page) and the pill as
 * text. The backend runs on a copy of the seeded catalogue with those strings.
 */
const HOSTILE = `<img src=x onerror="window.__xss=1">"'</script><script>window.__xss=2</script>&amp;`;

const test = base.extend<object, { hostile: RunningServer }>({
  hostile: [
    async ({}, use) => {
      const catalogue = JSON.parse(readFileSync('examples/catalogue/catalogue.json', 'utf8')) as {
        products: Array<{ id: string; title: string; excerpt?: string; structuredContent: { variants: Array<{ attributes: Record<string, string> }>; variantOptionOrdering?: string[] } }>;
      };
      const tee = catalogue.products.find((p) => p.id === 'tee-classic')!;
      tee.title = 'Tee ' + HOSTILE;
      tee.excerpt = HOSTILE;
      for (const v of tee.structuredContent.variants) {
        v.attributes = { [`Taille ${HOSTILE}`]: `${v.attributes['Taille']} ${HOSTILE}`, Couleur: v.attributes['Couleur']! };
      }
      tee.structuredContent.variantOptionOrdering = [`Taille ${HOSTILE}`, 'Couleur'];
      const file = join(tmpdir(), `hostile-catalogue-${process.pid}.json`);
      writeFileSync(file, JSON.stringify(catalogue));
      const server = await startServer({ CATALOGUE: file });
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
});

test('hostile product data is shown as text everywhere and runs nothing', async ({ page, hostile }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('dialog', (d) => {
    errors.push('dialog: ' + d.message());
    void d.dismiss();
  });
  const ranNothing = async () => expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await page.goto(hostile.url + '/products/tee-classic');
  const block = page.locator('[data-storefront="product"]');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tee ' + HOSTILE);
  const selects = block.locator('select');
  await selects.nth(0).selectOption({ index: 1 });
  await selects.nth(1).selectOption('Blanc');
  await block.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(block.getByText('Ajout effectué !')).toBeVisible();
  await expect(page.locator('[data-storefront="cart-pill"]')).toContainText('1 article');
  await ranNothing();

  await page.goto(hostile.url + '/shop');
  await page.locator(`.sqs-product-quick-view-button[data-id="tee-classic"]`).click();
  await expect(page.getByRole('dialog')).toContainText('Tee ' + HOSTILE);
  await ranNothing();

  await page.goto(hostile.url + '/cart');
  await expect(page.locator('[data-storefront="cart"]')).toContainText('Tee ' + HOSTILE);

  await ranNothing();
  expect(errors).toEqual([]);
});
