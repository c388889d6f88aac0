import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { MESSAGES, type Mode, SERVER_MESSAGE, countRows, mode, modes } from './support/faults';
import type { RunningServer } from './support/server';

/**
 * Issue 16 "Fault injection end to end" on the calls of the other issues' widgets: the
 * contact and newsletter forms (forms/validate, FormSubmissionKey, SaveFormSubmission),
 * the restock signup and the blog like. One test per call, the fault modes looped on the
 * same page: the message of docs/behaviour.md §8 verbatim, the button unlocked, nothing stored while
 * the fault lasts, then one retry that stores exactly one row, shown on the page.
 */
const VALIDATE = 'POST /api/rest/forms/validate/';
const KEY = 'POST /api/form/FormSubmissionKey';
const SAVE = 'POST /api/form/SaveFormSubmission';
const SIGNUP = 'POST /api/commerce/restock-notifications';
const LIKE = 'POST /api/content/likes';

/** docs/behaviour.md §8 "Forms (HTTP codes)" and "Restock", and our wordings of its meanings (docs/forms.md). */
const FORMS = {
  error401: "Impossible d'envoyer le formulaire. Veuillez réessayer ultérieurement.",
  error429: "Vous avez dépassé la limite d'envoi. Veuillez réessayer dans quelques instants.",
  error500: "Impossible d'envoyer le formulaire.",
  errorKey: "Impossible d'obtenir la clé du formulaire.",
  errorReload: "Une erreur s'est produite lors de l'envoi. Veuillez recharger la page et réessayer.",
};
const RESTOCK_FAILED = "Impossible d'envoyer le formulaire. Veuillez réessayer ultérieurement.";
const LIKE_FAILED = "Impossible d'enregistrer votre mention J'aime";

/** One row of a table: the call faulted, how, and what the shopper reads. */
type Case = [match: string, mode: Mode, message: string];

test.beforeEach(async ({ server }) => {
  await fetch(server.url + '/__test/reset', { method: 'POST' });
});
test.afterEach(async ({ server, context }) => {
  await context.setOffline(false);
  await server.clearFaults();
});

/** Runs each case on the page: fault on, `act`, the message, then `idle` (button back, nothing stored), fault off. */
const tryEach = async (page: Page, server: RunningServer, cases: Case[], act: () => Promise<void>, says: (message: string) => Promise<void>, idle: () => Promise<void>) => {
  for (const [match, m, message] of cases) {
    await test.step(`${match}, ${m.name}`, async () => {
      const end = await m.start(server, page.context(), match);
      await act();
      await says(message);
      await idle();
      await end();
    });
  }
};

const submissions = (server: RunningServer, formId: string) =>
  countRows(server, `SELECT COUNT(*) AS n FROM form_submissions WHERE form_id = '${formId}'`);

/** A form block's cases: its summary alert says the message, its button is back with its label, nothing stored. */
const tryForm = async (page: Page, server: RunningServer, block: Locator, send: Locator, cases: Case[]) => {
  const formId = (await block.getAttribute('data-form-id')) ?? '';
  const label = (await send.textContent()) ?? '';
  const before = submissions(server, formId);
  await tryEach(
    page,
    server,
    cases,
    () => send.click(),
    (message) => expect(block.getByRole('alert')).toHaveText(message),
    async () => {
      await expect(send).toBeEnabled();
      await expect(send).toHaveText(label);
      expect(submissions(server, formId)).toBe(before);
    },
  );
};

test('the contact form under every fault of its three calls and beyond the timeout: the forms catalogue, the button back, then one submission', async ({ page, server }) => {
  test.setTimeout(45_000);
  await page.goto(server.url + '/examples/contact');
  const block = page.locator('[data-form-id="contact"]');
  await block.scrollIntoViewIfNeeded();
  await expect(block.locator('.sf-form__fallback')).toHaveCount(0);
  const nom = block.getByRole('group', { name: /^Nom/ });
  await nom.getByLabel('Prénom').fill('Ada');
  await nom.getByLabel('Nom', { exact: true }).fill('Lovelace');
  await block.getByRole('textbox', { name: /^E-mail/ }).fill('ada@example.fr');
  await block.getByLabel(/^Sujet/).selectOption('Produit');
  await block.getByRole('textbox', { name: /^Message/ }).fill('Bonjour !');
  await page.waitForLoadState('networkidle');
  const send = block.getByRole('button', { name: 'Envoyer le message' });
  const before = submissions(server, 'contact');

  // every mode on each call; the browser's own (offline, cookies missing) fail the first call, validate
  const cases: Case[] = [
    [VALIDATE, mode('429'), FORMS.error429],
    [VALIDATE, mode('500 with a message'), FORMS.error500],
    [VALIDATE, mode('500 without a body'), FORMS.error500],
    [VALIDATE, mode('expired crumb'), FORMS.error401],
    [VALIDATE, mode('truncated JSON'), FORMS.errorReload],
    [VALIDATE, mode('connection reset'), MESSAGES.connection],
    [VALIDATE, mode('browser offline'), MESSAGES.connection],
    [VALIDATE, mode('cookies missing'), FORMS.error401],
    [KEY, mode('429'), FORMS.error429],
    [KEY, mode('500 with a message'), FORMS.errorKey],
    [KEY, mode('500 without a body'), FORMS.errorKey],
    [KEY, mode('expired crumb'), FORMS.errorKey],
    [KEY, mode('truncated JSON'), FORMS.errorKey],
    [KEY, mode('connection reset'), FORMS.errorKey],
    [SAVE, mode('429'), FORMS.error429],
    [SAVE, mode('500 with a message'), FORMS.error500],
    [SAVE, mode('500 without a body'), FORMS.error500],
    [SAVE, mode('expired crumb'), FORMS.error401],
    [SAVE, mode('truncated JSON'), FORMS.errorReload],
    [SAVE, mode('connection reset'), MESSAGES.connection],
  ];
  await tryForm(page, server, block, send, cases);

  // beyond the client's 10 s: the connection message; the retry sends the same key, so the
  // late save and the retry store one submission between them
  await server.fault({ match: SAVE, latencyMs: 11_000, times: 1 });
  const late = Date.now() + 11_000;
  await send.click();
  await expect(block.getByRole('alert')).toHaveText(MESSAGES.connection, { timeout: 15_000 });
  await expect(send).toBeEnabled();
  await send.click();
  await expect(block.getByRole('status').filter({ hasText: 'Merci ! Nous vous répondrons sous 48 heures.' })).toBeVisible();
  await expect(send).toBeHidden();
  await page.waitForTimeout(Math.max(0, late - Date.now()) + 500); // the late save has reached the route
  expect(submissions(server, 'contact') - before).toBe(1);
});

test('the newsletter form: its key and save calls faulted, then one submission', async ({ page, server }) => {
  await page.goto(server.url + '/examples/newsletter');
  const block = page.locator('[data-form-id="newsletter"]');
  await block.getByRole('textbox', { name: /^E-mail/ }).fill('grace@example.fr');
  await page.waitForLoadState('networkidle');
  const send = block.getByRole('button', { name: "S'inscrire" });
  const before = submissions(server, 'newsletter');
  const cases: Case[] = [
    [KEY, mode('expired crumb'), FORMS.errorKey],
    [KEY, mode('browser offline'), MESSAGES.connection],
    [SAVE, mode('429'), FORMS.error429],
    [SAVE, mode('cookies missing'), FORMS.error401],
  ];
  await tryForm(page, server, block, send, cases);
  await send.click();
  await expect(block.getByRole('status')).toHaveText("Merci ! Vous êtes inscrit(e) à la lettre d'information.");
  expect(submissions(server, 'newsletter') - before).toBe(1);
});

test('the restock signup under every fault: docs/behaviour.md §8 "Restock" or the catalogue, the button back, then one signup', async ({ page, server }) => {
  await page.goto(server.url + '/products/lithographie-epuisee');
  const product = page.locator('main [data-storefront="product"][data-item-id="lithographie-epuisee"]').first();
  await expect(product.locator('.sf-add-button')).toBeVisible();
  await product.getByLabel('Choisir : Format').selectOption('A2');
  const form = product.locator('.product-restock-notification[data-variant-id="LITHO-A2"]');
  await form.getByRole('textbox', { name: 'Votre e-mail' }).fill('ana@example.fr');
  await page.waitForLoadState('networkidle');
  const send = form.getByRole('button', { name: "M'avertir" });
  const rows = () => countRows(server, `SELECT COUNT(*) AS n FROM restock_signups WHERE variant_id = 'LITHO-A2'`);
  const cases: Case[] = [
    [SIGNUP, mode('429'), MESSAGES.tryAgainSoon],
    [SIGNUP, mode('500 with a message'), SERVER_MESSAGE], // "an error message is read from the response data"
    [SIGNUP, mode('500 without a body'), RESTOCK_FAILED],
    [SIGNUP, mode('expired crumb'), MESSAGES.sessionExpired],
    [SIGNUP, mode('truncated JSON'), RESTOCK_FAILED],
    [SIGNUP, mode('connection reset'), RESTOCK_FAILED],
    [SIGNUP, mode('browser offline'), RESTOCK_FAILED],
    [SIGNUP, mode('cookies missing'), MESSAGES.cookiesDisabled],
  ];
  await tryEach(
    page,
    server,
    cases,
    () => send.click(),
    (message) => expect(form.getByText(message, { exact: true })).toBeVisible(),
    async () => {
      await expect(send).toBeEnabled();
      expect(rows()).toBe(0);
    },
  );
  await send.click();
  await expect(form.getByText('Vous êtes inscrit(e) !')).toBeVisible();
  expect(rows()).toBe(1);
});

test('the blog like under every fault: its message beside the button, the count kept, then one like', async ({ page, server }) => {
  await page.goto(server.url + '/examples/blog');
  const post = page.locator('article#post-collection');
  const like = post.getByRole('button', { name: /J'aime/ });
  await page.waitForLoadState('networkidle'); // the stored count is read (the backend may be shared with content.e2e.ts)
  const shown = async () => Number(/(\d+)$/.exec((await like.textContent()) ?? '')?.[1]);
  const count = await shown();
  const likes = () => countRows(server, `SELECT COUNT(*) AS n FROM content_likes WHERE item_id = 'post-collection'`);
  const before = likes();
  const cases: Case[] = modes('429', '500 with a message', 'expired crumb', 'truncated JSON', 'connection reset', 'browser offline', 'cookies missing').map(
    (m): Case => [LIKE, m, likeMessage(m)],
  );
  await tryEach(
    page,
    server,
    cases,
    () => like.click(),
    (message) => expect(post.getByRole('status')).toHaveText(message),
    async () => {
      await expect(like).toHaveAttribute('aria-pressed', 'false');
      expect(await shown()).toBe(count);
      expect(likes()).toBe(before);
    },
  );
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveText(new RegExp(`J'aime ${count + 1}$`));
  await expect(post.getByRole('status')).toHaveText('');
  expect(likes()).toBe(before + 1);
});

/** A like's failure: the catalogue's own words for a session, cookies, 429 and the network (docs/behaviour.md §8), else ours. */
const likeMessage = (m: Mode): string =>
  ['429', 'expired crumb', 'cookies missing', 'connection reset', 'browser offline'].includes(m.name) ? m.message : LIKE_FAILED;
