import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectRing } from './support/focus-ring';
import { focusLosses, keys, slowCpu, throttleChunks, watchFocus } from './support/keyboard';

/**
 * Issue 32 row 4, keyboard only under 4× CPU with every widget chunk delayed: the shopper
 * changes an option before the product widget starts. Once it starts it reads the current
 * choice and says it once in the block's live region (price, "épuisé" or the product's
 * own sold-out words), shows the chosen variant's restock form, and leaves focus where the
 * shopper is.
 */
const SLOW_CHUNKS_MS = 2000;

test.beforeEach(async ({ page, server }) => {
  await fetch(server.url + '/__test/reset', { method: 'POST' });
  await slowCpu(page);
  await throttleChunks(page, SLOW_CHUNKS_MS);
  await watchFocus(page);
});

/** Holds the product widget's chunk until `release()`: the shopper acts before the widget starts, whatever the machine's speed. */
const holdProductChunk = async (page: Page) => {
  let release = () => {};
  const released = new Promise<void>((r) => (release = r));
  await page.route('**/storefront/chunks/product.js', async (route) => {
    await released;
    await route.continue();
  });
  return () => release();
};

const block = (page: Page, id: string) => page.locator(`main [data-storefront="product"][data-item-id="${id}"]`).first();

/** Every non-blank text the block's live region is given, in order (recorded from before the mount). */
const recordLive = (page: Page, id: string) =>
  page.addInitScript((id) => {
    const said: string[] = [];
    (window as unknown as { __said: string[] }).__said = said;
    new MutationObserver(() => {
      const live = document.querySelector(`main [data-storefront="product"][data-item-id="${id}"] p.sf-sr[role="status"]`);
      const text = (live?.textContent ?? '').replace(/\s+/g, ' ').trim(); // the price's narrow no-break space read as a space
      if (text && text !== said[said.length - 1]) said.push(text);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, id);
const said = (page: Page) => page.evaluate(() => (window as unknown as { __said: string[] }).__said);

/** `url` with the product widget held back and block `id`'s live region recorded; returns the release. */
const openHeld = async (page: Page, id: string, url: string) => {
  test.setTimeout(60_000);
  await recordLive(page, id);
  const release = await holdProductChunk(page);
  await page.goto(url);
  return release;
};

/** Lets the held widget start; it says `sentence` once, and nothing more a second later. */
const startAndHearOnce = async (page: Page, id: string, release: () => void, sentence: string) => {
  await expect(block(page, id).locator('p.sf-sr[role="status"]')).toHaveCount(0); // not started yet
  release();
  await expect.poll(() => said(page), { timeout: 20_000 }).toEqual([sentence]);
  await page.waitForTimeout(1000); // nothing more is said, focus is not moved
  expect(await said(page)).toEqual([sentence]);
};

test('row 4: a sold-out format chosen before the widget starts is said once, its restock form shows, focus stays on the picker', async ({ page, server }) => {
  const release = await openHeld(page, 'lithographie-epuisee', server.url + '/products/lithographie-epuisee');
  const kb = keys(page);
  await kb.tabTo(/^combobox "Choisir : Format"/);
  await kb.press('ArrowDown'); // A3, sold out
  await startAndHearOnce(page, 'lithographie-epuisee', release, 'Prix : 80,00 €, revient bientôt.');
  await expect(page.locator('.product-restock-notification[data-variant-id="LITHO-A3"]')).toBeVisible({ timeout: 20_000 });
  await expect(block(page, 'lithographie-epuisee').getByLabel('Choisir : Format')).toBeFocused();
  await expectRing(page, 'the picker after the late start');
  await kb.tabTo(/^textbox /); // the form is next in focus order
  await expectRing(page, 'the restock e-mail field');
  expect(await focusLosses(page), 'focus fell to <body>').toEqual([]);
});

test('row 4: a size chosen before the widget starts is said once with its price', async ({ page, server }) => {
  const release = await openHeld(page, 'tee-classic', server.url + '/products/tee-classic');
  const kb = keys(page);
  await kb.tabTo(/^combobox "Choisir : Taille"/);
  await kb.press('ArrowDown'); // S
  await kb.tabTo(/^combobox "Choisir : Couleur"/);
  await kb.press('ArrowDown'); // S/Blanc
  await startAndHearOnce(page, 'tee-classic', release, 'Prix : 25,00 €.');
  await expect(block(page, 'tee-classic').getByLabel('Choisir : Couleur')).toBeFocused();
  await expectRing(page, 'the picker after the late start');
  expect(await focusLosses(page), 'focus fell to <body>').toEqual([]);
});

test('row 4: option buttons chosen before the widget starts are said once (the pointer: the platform\'s buttons take no keys before the start)', async ({ page, server }) => {
  const release = await openHeld(page, 'tee-classic', server.url + '/examples/variant-buttons');
  const tee = block(page, 'tee-classic');
  await tee.locator('.variant-radiobtn-wrapper[data-variant-option-name="Taille"] label', { hasText: /^M$/ }).click();
  await tee.locator('.variant-radiobtn-wrapper[data-variant-option-name="Couleur"] label', { hasText: /^Blanc$/ }).click();
  await startAndHearOnce(page, 'tee-classic', release, 'Prix : 25,00 €, plus que 2 en stock !');
  await expect(tee.getByRole('radiogroup', { name: 'Couleur' }).getByRole('radio', { name: 'Blanc' })).toBeChecked();
});
