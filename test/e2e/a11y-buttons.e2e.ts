import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectRing } from './support/focus-ring';
import { focusLosses, keys, slowCpu, watchFocus } from './support/keyboard';

/**
 * Issue 32 rows 11 and 7, keyboard only under 4× CPU. Row 11: an icon-only add button says
 * its states through its live child ("Ajout en cours...", "Ajout effectué !"), and
 * "Personnaliser et ajouter" never says "Ajout en cours..." while it only opens the form.
 * Row 7: the custom product form's dialog fits a 320 px screen, its fields and the focus
 * ring whole.
 */
test.beforeEach(async ({ page, server }) => {
  await fetch(server.url + '/__test/reset', { method: 'POST' });
  await slowCpu(page);
  await watchFocus(page);
  // what each add button's polite live parts say, in order (a polite region is spoken on change)
  await page.addInitScript(() => {
    const said: string[] = [];
    (window as unknown as { __buttonSaid: string[] }).__buttonSaid = said;
    new MutationObserver(() => {
      for (const live of document.querySelectorAll('.sf-add-button [aria-live="polite"]')) {
        const text = (live.textContent ?? '').trim();
        if (text && text !== said[said.length - 1]) said.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  });
});
/** The poster's "Personnaliser et ajouter", reached and pressed from the keyboard: its form dialog open. */
const openPosterForm = async (page: Page, base: string) => {
  await page.goto(base + '/products/affiche-personnalisee');
  await expect(page.locator('main .sf-add-button')).toBeVisible();
  const kb = keys(page);
  await kb.tabTo(/^button "Personnaliser et ajouter"/);
  await kb.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Affiche personnalisée' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  return { kb, dialog };
};

const buttonSaid = (page: Page) => page.evaluate(() => (window as unknown as { __buttonSaid: string[] }).__buttonSaid);

test('row 11: the add-on icon button says "Ajout en cours..." then "Ajout effectué !"', async ({ page, server }) => {
  test.setTimeout(60_000);
  await page.goto(server.url + '/examples/add-on');
  const block = page.locator('[data-storefront="product"][data-item-id="carnet-simple"]').first();
  await expect(block.locator('.sf-add-button svg')).toBeVisible();
  const kb = keys(page);
  await kb.tabTo(/^button "Ajouter au panier"/);
  await expect(block.locator('.sf-add-button')).toBeFocused();
  await expectRing(page, 'the icon add button');
  await kb.press('Enter');
  await expect.poll(() => buttonSaid(page), { timeout: 15_000 }).toEqual(expect.arrayContaining(['Ajout en cours...', 'Ajout effectué !']));
  const said = await buttonSaid(page);
  expect(said.indexOf('Ajout en cours...')).toBeLessThan(said.indexOf('Ajout effectué !'));
  expect(await focusLosses(page), 'focus fell to <body>').toEqual([]);
});

test('row 11: "Personnaliser et ajouter" opens the form without saying "Ajout en cours..."', async ({ page, server }) => {
  test.setTimeout(60_000);
  const { kb, dialog } = await openPosterForm(page, server.url);
  await expect(dialog.getByRole('textbox', { name: /^Texte à imprimer/ })).toBeFocused();
  await expectRing(page, 'the form\'s first field');
  await page.waitForTimeout(500);
  expect(await buttonSaid(page)).not.toContain('Ajout en cours...');
  await kb.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('main .sf-add-button')).toBeFocused();
  expect(await buttonSaid(page)).not.toContain('Ajout en cours...');
});

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('row 7: the custom form dialog fits, its fields and focus ring whole, after an empty submit', async ({ page, server }) => {
    test.setTimeout(60_000);
    const { kb, dialog } = await openPosterForm(page, server.url);
    await kb.tabTo(/^button "Ajouter au panier"/);
    await kb.press('Enter'); // empty: the errors show
    await expect(dialog.getByRole('alert')).toHaveText("Au moins un champ n'est pas valide.");
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, 'the dialog is within the screen').toBeLessThanOrEqual(320);
    expect(await dialog.evaluate((d) => d.scrollWidth - d.clientWidth), 'nothing overflows the dialog sideways').toBeLessThanOrEqual(0);
    // every field whole inside the dialog, with room for its 3 px ring (and its 2 px offset)
    const inner = await dialog.evaluate((d) => {
      const r = d.getBoundingClientRect();
      return [...d.querySelectorAll('input, select, textarea, button')]
        .filter((f) => (f as HTMLElement).offsetParent)
        .map((f) => ({ name: f.getAttribute('name') || f.textContent?.trim() || f.tagName, left: f.getBoundingClientRect().left - r.left, right: r.right - f.getBoundingClientRect().right }))
        .filter((f) => f.left < 5 || f.right < 5);
    });
    expect(inner, 'fields whose ring would be cut off').toEqual([]);
    await expect(dialog.getByRole('textbox', { name: /^Texte à imprimer/ })).toBeFocused(); // the first invalid field, where the empty submit took focus
    await expectRing(page, 'the first field at 320 px');
  });
});
