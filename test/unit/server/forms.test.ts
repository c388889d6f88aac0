import { afterEach, describe, expect, it } from 'vitest';
import { issueCaptchaToken } from '../../../examples/server/captcha/index.js';
import { KEY_TTL_MS, issueFormKey, spendFormKey } from '../../../examples/server/forms/store.js';
import { OWNER_TEST_PASSWORD, cleanup, makeApp, visitor } from './helpers.js';

afterEach(cleanup);

const NEWSLETTER = { email: 'ada@example.fr', prenom: 'Ada' };

const setup = async () => {
  const app = makeApp();
  const v = visitor(app);
  await v.open();
  const key = async () => ((await (await v.request('POST', '/api/form/FormSubmissionKey')).json()) as { data: { key: string } }).data.key;
  const save = async (formId: string, values: unknown, over: Record<string, unknown> = {}) =>
    v.request('POST', `/api/form/SaveFormSubmission?formId=${formId}`, {
      key: await key(),
      form: JSON.stringify(values),
      captchaKey: issueCaptchaToken(formId === 'newsletter' ? 'NEWSLETTER_BLOCK_SUBMISSION' : 'FORM_BLOCK_SUBMISSION', 'example-site-key'),
      ...over,
    });
  const submissions = async () =>
    ((await (await v.request('GET', '/__test/form-submissions')).json()) as { submissions: Array<{ form_id: string; payload: unknown }> }).submissions;
  return { app, v, key, save, submissions };
};

describe('reference backend: forms (docs/behaviour.md §7)', () => {
  it('serves form templates by id for type form or 9, 404 for an unknown form', async () => {
    const { v } = await setup();
    for (const type of ['form', '9']) {
      const res = await v.request('GET', `/api/template/GetTemplateSchema?type=${type}&formId=form-affiche`);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { form: { id: string } }).form.id).toBe('form-affiche');
    }
    expect((await v.request('GET', '/api/template/GetTemplateSchema?type=form&formId=nope')).status).toBe(404);
    const byItem = await v.request('GET', '/api/template/GetTemplateSchema?type=form&itemId=affiche-personnalisee');
    expect(((await byItem.json()) as { form: { id: string } }).form.id).toBe('form-affiche');
    expect((await v.request('GET', '/api/template/GetTemplateSchema?type=form&itemId=carnet-simple')).status).toBe(404);
    expect((await v.request('GET', '/api/template/GetTemplateSchema?type=page&formId=contact')).status).toBe(400);
  });

  it('validates with the browser rules', async () => {
    const { v } = await setup();
    const res = await v.request('POST', '/api/rest/forms/validate/newsletter', { email: 'non' });
    expect(await res.json()).toEqual({ errors: { email: 'Une adresse e-mail valide est requise.' } });
    expect(await (await v.request('POST', '/api/rest/forms/validate/newsletter', NEWSLETTER)).json()).toEqual({ errors: {} });
  });

  it('saves a valid submission once, in SQLite, with its answers in their shapes', async () => {
    const { save, submissions } = await setup();
    const res = await save('newsletter', { ...NEWSLETTER, intrus: 'x' });
    expect(res.status).toBe(200);
    expect(await submissions()).toEqual([{ id: expect.any(Number), form_id: 'newsletter', payload: NEWSLETTER, created: expect.any(Number) }]);
  });

  it('answers 400 with data.errors per field for invalid answers', async () => {
    const { save, submissions } = await setup();
    const res = await save('newsletter', { email: '' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errors: { email: 'Requis' } });
    const bad = await save('newsletter', 'x', { form: '{pas du json' });
    expect(bad.status).toBe(400);
    expect(await submissions()).toEqual([]);
  });

  it('refuses a reused, unknown or expired key, and a missing or wrong-action bot check', async () => {
    const { v, key, save, app, submissions } = await setup();
    const k = await key();
    const body = (captchaKey: string) => ({ key: k, form: JSON.stringify(NEWSLETTER), captchaKey });
    expect((await v.request('POST', '/api/form/SaveFormSubmission?formId=newsletter', body(issueCaptchaToken('NEWSLETTER_BLOCK_SUBMISSION', 'example-site-key')))).status).toBe(200);
    // the same key again: a retry of a save whose answer was lost is answered as saved, and stored once
    expect((await v.request('POST', '/api/form/SaveFormSubmission?formId=newsletter', body(issueCaptchaToken('NEWSLETTER_BLOCK_SUBMISSION', 'example-site-key')))).status).toBe(200);
    expect((await submissions()).filter((s) => s.form_id === 'newsletter')).toHaveLength(1);
    // with other answers it is a reused key
    const other = { key: k, form: JSON.stringify({ ...NEWSLETTER, email: 'autre@example.fr' }), captchaKey: issueCaptchaToken('NEWSLETTER_BLOCK_SUBMISSION', 'example-site-key') };
    expect((await v.request('POST', '/api/form/SaveFormSubmission?formId=newsletter', other)).status).toBe(401);
    expect((await submissions()).filter((s) => s.form_id === 'newsletter')).toHaveLength(1);
    expect((await save('newsletter', NEWSLETTER, { key: 'inventée' })).status).toBe(401);
    expect((await save('newsletter', NEWSLETTER, { captchaKey: undefined })).status).toBe(401);
    expect((await save('newsletter', NEWSLETTER, { captchaKey: issueCaptchaToken('FORM_BLOCK_SUBMISSION', 'example-site-key') })).status).toBe(401);
    expect((await save('nope', NEWSLETTER)).status).toBe(404);
    const old = issueFormKey(app.deps.db, Date.now() - KEY_TTL_MS - 1);
    expect(spendFormKey(app.deps.db, old)).toBe(false);
  });

  it('needs the crumb like every mutating call', async () => {
    const { v } = await setup();
    expect((await v.request('POST', '/api/form/FormSubmissionKey', undefined, { 'X-CSRF-Token': 'faux' })).status).toBe(401);
  });

  it('leaves the form-render census to the tracking routes (page fields required)', async () => {
    const { v } = await setup();
    expect((await v.request('POST', '/api/census/form-render', { formId: 'contact', visitorCookie: 'v' })).status).toBe(400);
  });
});

describe('owner page /owner/forms', () => {
  it('refuses a visitor (redirect to the owner sign-in) and lists the submissions for the owner, escaped', async () => {
    const { v, save } = await setup();
    await save('newsletter', { email: 'ada@example.fr', prenom: '<script>alert(1)</script>' });
    const refused = await v.request('GET', '/owner/forms');
    expect(refused.status).toBe(303);
    expect(refused.headers.get('Location')).toBe('/owner/sign-in?next=%2Fowner%2Fforms');
    const form = new URLSearchParams({ crumb: v.jar.get('crumb') ?? '', next: '/owner/forms', password: OWNER_TEST_PASSWORD });
    const signedIn = await v.request('POST', '/owner/sign-in', form.toString(), { 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(signedIn.status).toBe(303);
    const page = await v.request('GET', '/owner/forms');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<dt>E-mail</dt><dd>ada@example.fr</dd>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)');
  });
});

describe('custom form answers in the cart calls', () => {
  const entries = (texte: string, format: string) =>
    JSON.stringify([
      { id: 'texte', type: 'text', rawTitle: 'Texte à imprimer', value: texte },
      { id: 'format', type: 'select', rawTitle: 'Format', value: format },
    ]);

  it('checks answers written by the form engine with the same rules; other shapes are kept as they are', async () => {
    const { v } = await setup();
    const bad = await v.add('affiche-personnalisee', 'AFFICHE-PERSO', 1, entries('', 'A9'));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ errors: { texte: 'Requis', format: 'Requis' } });
    const good = await v.add('affiche-personnalisee', 'AFFICHE-PERSO', 1, entries('Salut', 'A3'));
    expect(good.status).toBe(200);
    const { newlyAdded } = (await good.json()) as { newlyAdded: { id: string } };
    const put = (answers: string) =>
      v.request('PUT', `/api/commerce/shopping-cart/entries/${newlyAdded.id}/additionalFields`, { itemId: 'affiche-personnalisee', sku: 'AFFICHE-PERSO', additionalFields: answers });
    expect((await put(entries('', 'A3'))).status).toBe(400);
    expect((await put(entries('Bonsoir', 'A2'))).status).toBe(200);
    expect((await v.add('affiche-personnalisee', 'AFFICHE-PERSO', 1, JSON.stringify([{ value: 'Salut' }]))).status).toBe(200);
  });
});
