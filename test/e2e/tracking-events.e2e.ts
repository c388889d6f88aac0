import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { rows } from './support/sqlite';
import type { RunningServer } from './support/server';

/**
 * Issue 11 points 4 and 5: the docs/behaviour.md §7 events read from the page (src/tracking/page-events.ts,
 * page-listeners.ts) and the button and overlay census calls, driven on the example site by
 * the built script in Chromium; each is read back from the backend's SQLite file. A fresh
 * browser context per test is a fresh visitor: rows are read by its analytics id (ss_cid)
 * and visitor id (ss_cvr).
 */

const cookie = async (page: Page, name: string) => (await page.context().cookies()).find((c) => c.name === name)?.value;

/** Opens `path` and waits for the tracking chunk to have started (it writes the visitor cookies, then listens). */
const visit = async (page: Page, server: RunningServer, path: string) => {
  await page.goto(server.url + path);
  await expect.poll(() => cookie(page, 'ss_cid')).toBeDefined();
  const analyticsId = (await cookie(page, 'ss_cid'))!;
  const visitorId = decodeURIComponent((await cookie(page, 'ss_cvr'))!).split('|')[0]!;
  /** The payloads of this visitor's `name` events, as the events service stored them. */
  const events = (name: string) =>
    rows<{ payload: string }>(server, "SELECT payload FROM analytics_events WHERE channel = 'events-service' AND name = ? AND json_extract(payload, '$.analytics_id') = ? ORDER BY id", name, analyticsId).map(
      (r) => (JSON.parse(r.payload) as { event_properties: unknown }).event_properties,
    );
  /** This visitor's census rows of `kind` (button-render, button-click, overlay, hit). */
  const census = (kind: string) =>
    rows<{ payload: string }>(server, 'SELECT payload FROM tracking_hits WHERE kind = ? AND visitor_id = ? ORDER BY id', kind, visitorId).map((r) => JSON.parse(r.payload) as Record<string, unknown>);
  return { events, census };
};

test('a product page: button census, related products when they come into view, a button click; the shop: listing, Quick View overlay, click and add', async ({ page, server, consoleMessages }) => {
  await page.setViewportSize({ width: 1000, height: 250 }); // the related products start below the fold
  const { events, census } = await visit(page, server, '/products/tee-classic');
  const visitorCookie = decodeURIComponent((await cookie(page, 'ss_cvr'))!);

  await expect.poll(() => census('button-render')).toEqual([expect.objectContaining({ buttonId: 'block-boutique', pagePath: '/products/tee-classic', visitorCookie, websiteId: 'site-maison-exemple' })]);
  await expect.poll(() => events('product-view')).toEqual([{ itemId: 'tee-classic' }]);

  // related products below the fold: recorded once they come into view, once
  const related = page.locator('[data-related-products]');
  await expect(related).not.toBeInViewport();
  expect(events('related-product-display')).toEqual([]);
  const shown = await related.locator('[data-item-id]').evaluateAll((items) => items.map((i) => (i as HTMLElement).dataset.itemId));
  expect(shown).toHaveLength(3);
  expect(shown).not.toContain('tee-classic');
  await related.scrollIntoViewIfNeeded();
  await expect.poll(() => events('related-product-display')).toEqual([{ itemIds: shown }]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await related.scrollIntoViewIfNeeded();

  // an add of the page's own product is an add to cart, not a click and add
  const tee = page.locator('[data-storefront="product"][data-item-id="tee-classic"]');
  await tee.getByLabel('Choisir : Taille').selectOption('S');
  await tee.getByLabel('Choisir : Couleur').selectOption('Blanc');
  await tee.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect.poll(() => events('add-to-cart')).toHaveLength(1);

  // the site button block's link leads to the shop: the click is recorded on the way
  await page.getByRole('link', { name: 'Toute la boutique' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect.poll(() => census('button-click')).toEqual([expect.objectContaining({ buttonId: 'block-boutique', pagePath: '/products/tee-classic', visitorCookie })]);
  expect(events('related-product-display')).toHaveLength(1);
  expect(events('click-and-add')).toEqual([]);

  await expect.poll(() => events('visit-listing')).toEqual([{ collectionId: 'shop' }]);
  await page.locator('[data-storefront="product"][data-item-id="carnet-simple"]').getByRole('button', { name: 'Aperçu rapide' }).click();
  const dialog = page.getByRole('dialog', { name: 'Carnet' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => census('overlay')).toEqual([expect.objectContaining({ pagePath: '/shop', visitorCookie, contentSource: 'collection' })]);
  await dialog.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(dialog.getByText('Ajout effectué !')).toBeVisible();
  await expect.poll(() => events('click-and-add')).toEqual([{ itemId: 'carnet-simple', title: 'Carnet' }]);
  // its add to cart, amounts in major units (2500 and 1500 cents: 25 and 15)
  await expect.poll(() => events('add-to-cart')).toEqual([
    expect.objectContaining({ currency: 'EUR', value: 25, item: expect.objectContaining({ itemId: 'tee-classic', sku: 'TEE-S-BLANC', quantity: 1, price: 25 }) }),
    expect.objectContaining({ currency: 'EUR', value: 15, item: expect.objectContaining({ itemId: 'carnet-simple', sku: 'CARNET-A5', quantity: 1, price: 15 }) }),
  ]);
  expect(consoleMessages).toEqual([]);
});

test('the reviews: the link to them is the anchor event, opening their disclosure the tab event', async ({ page, server }) => {
  const { events } = await visit(page, server, '/examples/reviews');
  await page.getByRole('link', { name: 'Lire les avis' }).click();
  await expect(page).toHaveURL(/#avis-tee-classic$/);
  await expect.poll(() => events('reviews-anchor')).toEqual([{ itemId: 'tee-classic' }]);
  const reviews = page.getByRole('region', { name: 'Avis' });
  await reviews.getByText('Afficher les avis').click();
  await expect(reviews.getByText('Camille, 5/5')).toBeVisible();
  await expect.poll(() => events('reviews-tab')).toEqual([{ itemId: 'tee-classic' }]);
  // closing it again is not another tab event (the anchor clicked after it is recorded, the closing not)
  await reviews.getByText('Afficher les avis').click();
  await expect(reviews.getByText('Camille, 5/5')).toBeHidden();
  await page.getByRole('link', { name: 'Lire les avis' }).click();
  await expect.poll(() => events('reviews-anchor')).toHaveLength(2);
  expect(events('reviews-tab')).toHaveLength(1);
});

test('search: the results page and its form; no page-view hit on /search', async ({ page, server }) => {
  const { events, census } = await visit(page, server, '/search?q=t-shirt');
  await expect(page.getByRole('link', { name: 'T-shirt classique' })).toBeVisible();
  await expect.poll(() => events('search')).toEqual([{ query: 't-shirt' }]);
  await page.getByRole('searchbox', { name: 'Rechercher dans la boutique' }).fill('  carnet ');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page.getByRole('link', { name: 'Carnet' })).toBeVisible();
  await expect.poll(() => events('search')).toEqual([{ query: 't-shirt' }, { query: 'carnet' }]);
  expect(census('hit')).toEqual([]);
});

test('a newsletter sign-up is a lead; a blog post a content view; the sign-up hook a registration', async ({ page, server }) => {
  const { events } = await visit(page, server, '/examples/newsletter');
  const newsletter = page.locator('[data-form-id="newsletter"]');
  await newsletter.getByRole('textbox', { name: /^E-mail/ }).fill('lead@example.fr');
  await newsletter.getByRole('button', { name: "S'inscrire" }).click();
  await expect(newsletter.getByRole('status')).toHaveText(/^Merci/);
  await expect.poll(() => events('newsletter-lead')).toEqual([{ formId: 'newsletter' }]);
  // the other form of the page is not a newsletter
  const callback = page.locator('[data-form-id="rappel"]');
  await callback.getByLabel(/^Nom/).fill('Ada');
  await callback.getByLabel('Numéro').fill('0123456789');
  await callback.getByRole('button', { name: 'Demander un rappel' }).click();
  await expect(callback.getByRole('status')).toHaveText(/^Merci/);

  await page.goto(server.url + '/examples/blog/post-ouverture');
  await expect.poll(() => events('view-content')).toEqual([{ contentId: 'post-ouverture' }]);
  await page.goto(server.url + '/examples/bienvenue');
  await expect.poll(() => events('complete-registration')).toEqual([{ method: 'email' }]);
  expect(events('newsletter-lead')).toHaveLength(1);
  expect(events('product-view')).toEqual([]);
});

test('beacons go as text/plain strings, by sendBeacon or, where it refuses, by the XHR fallback: the backend stores both', async ({ browser, server }) => {
  for (const refuse of [false, true]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    if (refuse) await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'sendBeacon', { value: () => false }));
    const types: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/events/service') && types.push(`${r.resourceType()} ${r.headers()['content-type']}`));
    const { events } = await visit(page, server, '/search?q=t-shirt');
    await expect.poll(() => events('search')).toEqual([{ query: 't-shirt' }]);
    expect(types).toEqual([`${refuse ? 'xhr' : 'ping'} text/plain;charset=UTF-8`]);
    await context.close();
  }
});
