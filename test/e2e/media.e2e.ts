import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { cls, observeShifts } from './support/layout-shift';
import { startServer } from './support/server';

/**
 * Product media (docs/backend.md "Product media"), the built script in Chromium against
 * the reference backend: every product picture on the product page, the product list
 * and Quick View carries alt, width, height and srcset from the engine's image
 * formatters; the product page's first picture is its largest paint (eager, fetched
 * first); the product-media island's thumbnails, keys and the chosen colour; the image
 * route's formats, cache and headers; no layout shift.
 */

/** Every <img> under `scope` has the attributes a product picture needs. */
const expectProductImages = async (scope: Locator, least: number) => {
  const images = await scope.locator('img').evaluateAll((imgs) =>
    imgs.map((img) => ({
      src: img.getAttribute('src'),
      alt: img.getAttribute('alt'),
      width: Number(img.getAttribute('width')),
      height: Number(img.getAttribute('height')),
      srcset: img.getAttribute('srcset') ?? '',
      sizes: img.getAttribute('sizes') ?? '',
    })),
  );
  expect(images.length).toBeGreaterThanOrEqual(least);
  for (const img of images) {
    expect(img.alt, `${img.src}: alt`).not.toBeNull();
    expect(img.width, `${img.src}: width`).toBeGreaterThan(0);
    expect(img.height, `${img.src}: height`).toBeGreaterThan(0);
    expect(img.srcset, `${img.src}: srcset`).toMatch(/^\/media\/[a-z0-9-]+\.jpg\?format=100w 100w,.*\?format=original 2500w$/);
    expect(img.sizes, `${img.src}: sizes`).not.toBe('');
  }
  return images;
};

const shown = (page: Page) =>
  page.locator('.sf-product-media__slides').evaluate((strip) => Math.round(strip.scrollLeft / strip.clientWidth));

test('the product page: pictures with alt, size and srcset; the first eager and fetched first', async ({ page, server }) => {
  await page.goto(server.url + '/products/tee-classic');
  const media = page.locator('[data-storefront="product-media"]');
  const images = await expectProductImages(media, 4);
  const slides = media.locator('.sf-product-media__image');
  await expect(slides.first()).toHaveAttribute('fetchpriority', 'high');
  expect(await slides.first().getAttribute('loading')).toBeNull();
  await expect(slides.nth(1)).toHaveAttribute('loading', 'lazy');
  await expect(slides.first()).toHaveAttribute('alt', 'T-shirt classique blanc, à plat');
  expect(images[0]!.src).toBe('/media/tee-blanc.jpg?format=750w');
  // the picture is shown: decoded at a size from its srcset
  await expect.poll(() => slides.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // the largest paint is the first picture
  const lcp = await page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element };
          resolve(last.element?.getAttribute('alt') ?? last.element?.tagName ?? '');
        }).observe({ type: 'largest-contentful-paint', buffered: true }),
      ),
  );
  expect(lcp).toBe('T-shirt classique blanc, à plat');
});

test('an image whose title is empty takes its alt from its body, without tags', async ({ page, server }) => {
  await page.goto(server.url + '/products/sac-cuir');
  await expect(page.locator('.sf-product-media__image').first()).toHaveAttribute('alt', ' Sac en  cuir  cognac, posé sur la table ');
});

test('thumbnails, arrow keys and the arrows show each picture; choosing a colour shows its picture', async ({ page, server }) => {
  await page.goto(server.url + '/products/tee-classic');
  const media = page.locator('[data-storefront="product-media"]');
  const thumbs = media.locator('.sf-product-media__thumb');
  await expect(media.getByRole('button', { name: 'Image suivante' })).toBeVisible(); // mounted
  await thumbs.nth(1).click();
  await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect.poll(() => shown(page)).toBe(1);
  await expect(media.locator('.sf-product-media__status')).toHaveText('Image 2 sur 2');
  await thumbs.nth(1).press('ArrowLeft');
  await expect(thumbs.nth(0)).toBeFocused();
  await expect.poll(() => shown(page)).toBe(0);
  await media.getByRole('button', { name: 'Image suivante' }).click();
  await expect.poll(() => shown(page)).toBe(1);
  await media.locator('.sf-product-media__slides').press('ArrowLeft');
  await expect.poll(() => shown(page)).toBe(0);

  const block = page.locator('[data-storefront="product"]');
  await block.locator('select[data-variant-option-name="Taille"]').selectOption('M');
  await page.waitForTimeout(300);
  expect(await shown(page)).toBe(0); // a size alone names no picture
  await block.locator('select[data-variant-option-name="Couleur"]').selectOption('Noir');
  await expect.poll(() => shown(page)).toBe(1);
  await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');
  await block.locator('select[data-variant-option-name="Couleur"]').selectOption('Blanc');
  await expect.poll(() => shown(page)).toBe(0);
});

test('a swipe on a phone shows the next picture', async ({ browser, server }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'fr-FR' });
  const page = await context.newPage();
  await page.goto(server.url + '/products/mug-duo');
  const strip = page.locator('.sf-product-media__slides');
  const box = (await strip.boundingBox())!;
  expect(box.width).toBe(390); // the pictures run to the screen's edges, stacked above the summary
  const summary = (await page.locator('.product-summary').boundingBox())!;
  expect(summary.y).toBeGreaterThan(box.y + box.height);
  const cdp = await context.newCDPSession(page);
  const y = Math.round(box.y + box.height / 2);
  // a finger from the right to the left of the picture
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 330, y }] });
  for (let x = 310; x >= 50; x -= 20) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect.poll(() => shown(page)).toBe(1);
  await expect(page.locator('.sf-product-media__thumb').nth(1)).toHaveAttribute('aria-current', 'true');
  await context.close();
});

test('the product list and Quick View: image tiles with alt, size and srcset; the first row not lazy', async ({ page, server }) => {
  await page.goto(server.url + '/shop');
  const grid = page.locator('.product-grid');
  await expectProductImages(grid, 13);
  const tiles = grid.locator('.sf-tile__image');
  expect(await tiles.nth(0).getAttribute('loading')).toBeNull();
  await expect(tiles.nth(12)).toHaveAttribute('loading', 'lazy');
  // the sale and sold-out marks sit on the picture
  const sale = grid.locator('[data-storefront="product"][data-item-id="sweat-solde"]');
  const mark = (await sale.locator('.product-mark').boundingBox())!;
  const picture = (await sale.locator('.sf-tile__image').boundingBox())!;
  expect(mark.y).toBeLessThan(picture.y + picture.height / 2);
  // Quick View opens from the tile, and shows the picture
  const tee = grid.locator('[data-storefront="product"][data-item-id="tee-classic"]');
  await tee.hover();
  await tee.getByRole('button', { name: 'Aperçu rapide' }).click();
  const dialog = page.locator('dialog.sf-quick-view');
  await expect(dialog).toBeVisible({ timeout: 15_000 }); // its chunk loads on the first click
  await expectProductImages(dialog, 1);
  await expect(dialog.locator('img').first()).toHaveAttribute('alt', 'T-shirt classique blanc, à plat');
});

test('"Vous aimerez aussi" is a row of tiles with pictures', async ({ page, server }) => {
  await page.goto(server.url + '/products/tee-classic');
  const related = page.locator('.related-products');
  const images = await expectProductImages(related, 2);
  const boxes = await related.locator('.sf-tile').evaluateAll((tiles) => tiles.map((t) => t.getBoundingClientRect().top));
  expect(new Set(boxes).size).toBe(1); // one row
  expect(images.every((i) => i.src?.startsWith('/media/'))).toBe(true);
});

// a backend of its own: on the shared one, an earlier page may have asked for this bucket already
test('the image route: WebP, AVIF or JPEG by Accept, one resize per bucket, cached for a year', async ({ request }) => {
  const server = await startServer();
  try {
    const path = `${server.url}/media/cafe.jpg?format=500w`;
    const first = await request.get(path, { headers: { Accept: 'image/webp,*/*' } });
    expect(first.headers()['content-type']).toBe('image/webp');
    expect(first.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers()['vary']).toBe('Accept');
    expect(first.headers()['x-media-cache']).toBe('miss');
    expect((await first.body()).subarray(8, 12).toString('latin1')).toBe('WEBP');
    const again = await request.get(path, { headers: { Accept: 'image/webp,*/*' } });
    expect(again.headers()['x-media-cache']).toBe('hit');
    expect(await again.body()).toEqual(await first.body());
    const avif = await request.get(path, { headers: { Accept: 'image/avif' } });
    expect(avif.headers()['content-type']).toBe('image/avif');
    expect((await avif.body()).subarray(4, 12).toString('latin1')).toBe('ftypavif');
    const jpeg = await request.get(path, { headers: { Accept: '*/*' } });
    expect(jpeg.headers()['content-type']).toBe('image/jpeg');
    expect([...(await jpeg.body()).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(jpeg.headers()['set-cookie']).toBeUndefined();
    expect((await request.get(`${server.url}/media/cafe.jpg?format=333w`)).status()).toBe(400);
  } finally {
    await server.stop();
  }
});

test('the product page does not move while its pictures load and its widgets mount', async ({ page, server }) => {
  await observeShifts(page);
  await page.goto(server.url + '/products/cartable-cuir');
  await expect(page.locator('[data-storefront="product-media"]').getByRole('button', { name: 'Image suivante' })).toBeVisible();
  await page.locator('[data-storefront="product"] select').first().focus();
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.locator('.sf-product-media__image').first().evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
  expect(await cls(page)).toBe(0);
});
