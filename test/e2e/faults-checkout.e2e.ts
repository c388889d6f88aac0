import type { Page } from '@playwright/test';
import { addThroughApi, cartId, storedCart } from './cart-helpers';
import { expect, test } from './support/fixtures';
import { MESSAGES, MODES, type Mode, SERVER_MESSAGE, countRows, mode, modes } from './support/faults';
import type { RunningServer } from './support/server';

/**
 * Issue 16 "Fault injection end to end" on the cart's answers editing, the custom product
 * form modal's add (its GetTemplateSchema load and the add after it) and the checkout
 * POST of the reference backend. One test per call, the fault modes looped on the same
 * page: the message, the control usable again, the database untouched while the fault
 * lasts, then one retry that the page and the database agree on (no order twice).
 */
const ANSWERS_PUT = 'PUT /api/commerce/shopping-cart/entries/';
const TEMPLATE = 'GET /api/template/GetTemplateSchema';
const ADD = 'POST /api/commerce/shopping-cart/entries';
const CHECKOUT = 'POST /commerce/goto-checkout';
const POSTER = { itemId: 'affiche-personnalisee', sku: 'AFFICHE-PERSO' };
const OPEN_FORM_FAILED = "Impossible d'ouvrir le formulaire";

test.beforeEach(async ({ server }) => {
  await fetch(server.url + '/__test/reset', { method: 'POST' });
});
test.afterEach(async ({ server, context }) => {
  await context.setOffline(false);
  await server.clearFaults();
});

/** Runs `body` for each mode with the fault on `match` started before and ended after. */
const underEach = async (page: Page, server: RunningServer, match: string, list: Mode[], body: (m: Mode) => Promise<void>) => {
  for (const m of list) {
    await test.step(`${match}, ${m.name}`, async () => {
      const end = await m.start(server, page.context(), match);
      await body(m);
      await end();
    });
  }
};

const storedAnswers = async (server: RunningServer, cart: string) =>
  JSON.parse((await storedCart(server, cart)).entries[0]?.additional_fields ?? 'null') as { id: string; value: unknown }[];

test('answers editing under every fault: "Impossible de mettre à jour le formulaire" with the message, answers kept, then saved once', async ({ page, server }) => {
  await page.goto(server.url + '/');
  await addThroughApi(page, server, { ...POSTER, additionalFields: JSON.stringify([{ label: 'Texte à imprimer', value: 'Bonjour' }, { label: 'Format', value: 'A3' }]) });
  await page.goto(server.url + '/cart');
  const cart = page.locator('[data-storefront="cart"]');
  await expect(cart.locator('.sf-cart:not(.sf-cart--static)')).toBeVisible();
  const answers = cart.locator('.cart-entry-answers');
  const edit = cart.getByRole('button', { name: 'Modifier les réponses pour Affiche personnalisée' });
  const editor = page.getByRole('dialog', { name: 'Modifier les réponses pour Affiche personnalisée' });
  const text = editor.getByRole('textbox', { name: /^Texte à imprimer/ });
  const save = editor.getByRole('button', { name: 'Enregistrer' });
  await edit.click();
  await expect(text).toHaveValue('Bonjour');
  const id = await cartId(page, server);
  const before = await storedAnswers(server, id);

  await underEach(page, server, ANSWERS_PUT, MODES, async (m) => {
    await text.fill(`Essai ${m.name}`);
    await save.click();
    const alert = page.getByRole('alertdialog', { name: 'Impossible de mettre à jour le formulaire' });
    await expect(alert).toContainText(m.message);
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(editor).toBeVisible(); // the answers typed are still there to save again
    await expect(text).toHaveValue(`Essai ${m.name}`);
    await expect(save).toBeEnabled();
    await expect(answers).toContainText('Texte à imprimer : Bonjour');
    expect(await storedAnswers(server, id)).toEqual(before);
  });

  await text.fill('Bonsoir');
  await save.click();
  await expect(editor).toBeHidden();
  await expect(answers).toContainText('Texte à imprimer : Bonsoir');
  const stored = await storedCart(server, id);
  expect(stored.entries).toHaveLength(1);
  expect(JSON.parse(stored.entries[0]?.additional_fields ?? '')).toContainEqual(expect.objectContaining({ id: 'texte', value: 'Bonsoir' }));
});

test('the custom form modal: its form load and the add after it under faults, the answers kept, then one entry', async ({ page, server }) => {
  await page.goto(server.url + '/products/affiche-personnalisee');
  const button = page.getByRole('button', { name: 'Personnaliser et ajouter' });
  const dialog = page.getByRole('dialog', { name: 'Affiche personnalisée' });
  const text = dialog.getByRole('textbox', { name: /^Texte à imprimer/ });
  const format = dialog.getByRole('combobox', { name: /^Format/ });
  await button.focus();
  await page.waitForLoadState('networkidle');
  const entries = () => countRows(server, `SELECT COUNT(*) AS n FROM cart_entries WHERE item_id = '${POSTER.itemId}'`);

  // the form cannot load: "Impossible d'ouvrir le formulaire" (docs/behaviour.md §8), whatever the fault
  await underEach(page, server, TEMPLATE, modes('429', 'truncated JSON', 'browser offline'), async () => {
    await button.click();
    const alert = page.getByRole('alertdialog', { name: "Impossible d'ajouter l'article" });
    await expect(alert).toContainText(OPEN_FORM_FAILED);
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(button).toBeEnabled();
  });

  // the form loads, the add after it fails: the add's message, the answers there for the retry
  await underEach(page, server, ADD, modes('429', 'expired crumb', 'connection reset'), async (m) => {
    await button.click();
    await expect(dialog).toBeVisible();
    if (m.name === '429') {
      await text.fill('Bonjour Paris');
      await format.selectOption('A2');
    } else {
      // the answers of the failed add are there again
      await expect(text).toHaveValue('Bonjour Paris');
      await expect(format).toHaveValue('A2');
    }
    await dialog.getByRole('button', { name: 'Ajouter au panier' }).click();
    const alert = page.getByRole('alertdialog'); // titled, or not for the catalogue's session and 429 words (docs/behaviour.md §8)
    await expect(alert).toContainText(m.message);
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(button).toBeEnabled();
    expect(entries()).toBe(0);
  });

  await button.click();
  await expect(text).toHaveValue('Bonjour Paris');
  await dialog.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ajouté au panier' })).toBeVisible();
  expect(entries()).toBe(1);
  await expect(button).toHaveText('Personnaliser et ajouter');
  await button.click(); // added: the next poster starts from an empty form
  await expect(text).toHaveValue('');
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  const stored = await storedCart(server, await cartId(page, server));
  expect(JSON.parse(stored.entries[0]?.additional_fields ?? '')).toContainEqual(expect.objectContaining({ id: 'texte', value: 'Bonjour Paris' }));
});

test('checkout under every fault, a slow answer and a double submit: its message, the form and the cart kept, then one order', async ({ page, context, server }) => {
  test.setTimeout(90_000);
  await page.goto(server.url + '/');
  await addThroughApi(page, server, { itemId: 'carnet-simple', sku: 'CARNET-A5', quantity: 2 });
  const orders = () => countRows(server, 'SELECT COUNT(*) AS n FROM orders');
  const place = page.getByRole('button', { name: 'Passer la commande' });
  const open = async () => {
    await page.goto(server.url + '/commerce/goto-checkout');
    await expect(place).toBeEnabled();
  };
  const cartKept = async () => {
    expect(orders()).toBe(0);
    const stored = await storedCart(server, await cartId(page, server));
    expect(stored.cart.is_purchased).toBe(0);
    expect(stored.entries.map((e) => [e.item_id, e.quantity])).toEqual([['carnet-simple', 2]]);
  };

  await test.step('expired session (the crumb cookie no longer the form’s)', async () => {
    await open();
    const crumb = (await context.cookies(server.url)).find((c) => c.name === 'crumb')!;
    await context.addCookies([{ ...crumb, value: crumb.value.slice(0, -2) + 'xx' }]);
    await place.click();
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.sessionExpired);
    await cartKept();
  });

  await test.step('cookies missing', async () => {
    await open();
    const end = await mode('cookies missing').start(server, context, CHECKOUT);
    await place.click();
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.cookiesDisabled);
    await end();
    await cartKept();
  });

  // the form posts in the page (examples/server/pages/checkout-form-script.js): every other fault says its message above the
  // form and keeps what was typed; the e-mail is typed anew after each fresh open
  const email = page.getByRole('textbox', { name: 'E-mail' });
  const checkoutCases: [Mode, string][] = [
    [mode('429'), MESSAGES.tryAgainSoon],
    [mode('500 with a message'), SERVER_MESSAGE],
    [mode('500 without a body'), MESSAGES.generic],
    [mode('truncated JSON'), MESSAGES.generic],
    [mode('connection reset'), MESSAGES.connection],
    [mode('browser offline'), MESSAGES.connection],
  ];
  for (const [m, message] of checkoutCases) {
    await test.step(m.name, async () => {
      await open();
      await email.fill(`lea+${m.name.replace(/\W/g, '')}@example.fr`);
      const end = await m.start(server, context, CHECKOUT);
      await place.click();
      await expect(page.getByRole('alert')).toHaveText(message);
      await expect(email).toHaveValue(`lea+${m.name.replace(/\W/g, '')}@example.fr`);
      await expect(page).toHaveURL(/\/commerce\/goto-checkout$/);
      await end();
      await cartKept();
    });
  }

  await test.step('an answer slower than the client timeout: the connection message, the form kept, then the retry answers the one order', async () => {
    await open();
    await email.fill('lent@example.fr');
    await server.fault({ match: CHECKOUT, latencyMs: 11_000, times: 1 });
    const late = Date.now() + 11_000;
    await place.click();
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.connection, { timeout: 15_000 });
    await expect(email).toHaveValue('lent@example.fr');
    await page.waitForTimeout(Math.max(0, late - Date.now()) + 500); // the late post has reached the route and placed the order
    await place.click();
    await page.waitForURL(/\/commerce\/order-confirmed\//);
    expect(orders()).toBe(1);
    // a fresh cart for the double-submit step below
    await addThroughApi(page, server, { itemId: 'carnet-simple', sku: 'CARNET-A5', quantity: 2 });
  });

  await test.step('a slow answer and a double click, then the same form submitted again from a second tab: one order', async () => {
    await open();
    const stale = await context.newPage(); // the form as "back" would show it: same cookies, same crumb
    await stale.goto(server.url + '/commerce/goto-checkout');
    await server.fault({ match: CHECKOUT, latencyMs: 1500, times: 1 });
    await place.dblclick();
    await page.waitForURL(/\/commerce\/order-confirmed\//);
    await expect(page.getByRole('heading', { name: 'Commande confirmée' })).toBeVisible();
    expect(orders()).toBe(2);
    await stale.getByRole('button', { name: 'Passer la commande' }).click();
    await stale.waitForURL(page.url()); // the existing order, not a second one nor "Votre panier est vide."
    await expect(stale.getByRole('heading', { name: 'Commande confirmée' })).toBeVisible();
    expect(orders()).toBe(2);
    await stale.close();
  });
});
