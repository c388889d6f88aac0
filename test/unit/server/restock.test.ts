import { afterEach, describe, expect, it } from 'vitest';
import { issueCaptchaToken } from '../../../examples/server/captcha/index.js';
import { OWNER_TEST_PASSWORD, cleanup, makeApp, visitor } from './helpers.js';

afterEach(cleanup);

const SIGNUP = '/api/commerce/restock-notifications';
const OWNER = '/api/site-users/account/notifications/restock';
const signup = (email: string, over: Record<string, unknown> = {}) => ({
  isJoinMailingList: false,
  productId: 'lithographie-epuisee',
  variantId: 'LITHO-A2',
  siteVisitorEmail: email,
  recaptchaEnterpriseV3Token: issueCaptchaToken('PRODUCT_WAITLIST_SUBMISSION', 'example-site-key'),
  ...over,
});

type App = ReturnType<typeof makeApp>;
const rows = (app: App) => app.deps.db.prepare('SELECT product_id, variant_id, email, join_mailing_list FROM restock_signups ORDER BY id').all();

async function owner(app: App) {
  const v = visitor(app);
  await v.open('/owner/sign-in');
  const form = new URLSearchParams({ crumb: v.jar.get('crumb') ?? '', next: '/', password: OWNER_TEST_PASSWORD });
  await v.request('POST', '/owner/sign-in', form.toString(), { 'Content-Type': 'application/x-www-form-urlencoded' });
  return v;
}

describe('POST /api/commerce/restock-notifications', () => {
  it('stores one sign-up per email, product and variant; a second answers the same and stores nothing', async () => {
    const app = makeApp();
    const v = visitor(app);
    await v.open('/products/lithographie-epuisee');
    const first = await v.request('POST', SIGNUP, signup('Ana@Example.fr', { isJoinMailingList: true }));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ signedUp: true });
    const again = await v.request('POST', SIGNUP, signup('ana@example.fr'));
    expect(await again.json()).toEqual({ signedUp: true });
    await v.request('POST', SIGNUP, signup('ana@example.fr', { variantId: 'LITHO-A3' }));
    expect(rows(app)).toEqual([
      { product_id: 'lithographie-epuisee', variant_id: 'LITHO-A2', email: 'Ana@Example.fr', join_mailing_list: 1 },
      { product_id: 'lithographie-epuisee', variant_id: 'LITHO-A3', email: 'ana@example.fr', join_mailing_list: 0 },
    ]);
  });

  it('checks the email with the browser rule', async () => {
    const app = makeApp();
    const v = visitor(app);
    await v.open('/');
    for (const [email, message] of [
      ['  ', "L'e-mail ne peut pas être vide"],
      ['ana@', "L'e-mail est non valide"],
      ['ana example@x.fr', "L'e-mail est non valide"],
      [`${'a'.repeat(252)}@x.fr`, "L'e-mail est non valide"], // 257 characters
    ]) {
      const res = await v.request('POST', SIGNUP, signup(email ?? ''));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message, errors: { siteVisitorEmail: message } });
    }
    expect(rows(app)).toEqual([]);
  });

  it('refuses a missing, forged, replayed or wrong-action token with the fallback message', async () => {
    const app = makeApp();
    const v = visitor(app);
    await v.open('/');
    const fallback = { message: "Impossible d'envoyer le formulaire. Veuillez réessayer ultérieurement." };
    const token = issueCaptchaToken('PRODUCT_WAITLIST_SUBMISSION', 'example-site-key');
    expect((await v.request('POST', SIGNUP, signup('a@b.fr', { recaptchaEnterpriseV3Token: token }))).status).toBe(200);
    for (const bad of ['', 'v1.e30.forged', token, issueCaptchaToken('FORM_BLOCK_SUBMISSION', 'example-site-key')]) {
      const res = await v.request('POST', SIGNUP, signup('c@d.fr', { recaptchaEnterpriseV3Token: bad }));
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual(fallback);
    }
    expect(rows(app)).toHaveLength(1);
  });

  it('answers 404 for an unknown product or variant, and needs the crumb', async () => {
    const app = makeApp();
    const v = visitor(app);
    await v.open('/');
    expect((await v.request('POST', SIGNUP, signup('a@b.fr', { productId: 'nope' }))).status).toBe(404);
    expect((await v.request('POST', SIGNUP, signup('a@b.fr', { variantId: 'nope' }))).status).toBe(404);
    expect((await v.request('POST', SIGNUP, signup('a@b.fr'), { 'X-CSRF-Token': 'x' })).status).toBe(401);
  });

  it('is rate limited', async () => {
    const app = makeApp({ rateLimit: 2 });
    const v = visitor(app);
    await v.open('/');
    expect((await v.request('POST', SIGNUP, signup('a@b.fr'))).status).toBe(200);
    expect((await v.request('POST', SIGNUP, signup('b@b.fr'))).status).toBe(200);
    expect((await v.request('POST', SIGNUP, signup('c@b.fr'))).status).toBe(429);
  });
});

describe('owner restock API', () => {
  it('is closed without the owner session', async () => {
    const v = visitor(makeApp());
    await v.open('/');
    for (const [method, path] of [
      ['GET', `${OWNER}/groups`],
      ['GET', OWNER],
      ['POST', OWNER],
      ['POST', `${OWNER}/send`],
      ['POST', `${OWNER}/send/all`],
      ['GET', `${OWNER}/outbox`],
      ['POST', `${OWNER}/stock`],
    ] as const) {
      expect((await v.request(method, path, method === 'POST' ? {} : undefined)).status, `${method} ${path}`).toBe(401);
    }
    expect((await v.request('GET', '/owner/restock')).status).toBe(303);
  });

  it('signs up on behalf of a visitor, pages groups and sign-ups, sends once per sign-up', async () => {
    const app = makeApp();
    const v = await owner(app);
    for (let i = 0; i < 5; i++) {
      const res = await v.request('POST', OWNER, { productId: 'lithographie-epuisee', variantId: 'LITHO-A2', email: `v${i}@x.fr`, language: 'fr' });
      expect(await res.json()).toEqual({ signedUp: true, created: true });
    }
    await v.request('POST', OWNER, { productId: 'tee-classic', variantId: 'TEE-L-NOIR', email: 'w@x.fr' });
    const groups1 = (await (await v.request('GET', `${OWNER}/groups?limit=1`)).json()) as { signUpGroups: { productId: string; variantLabel: string; pendingCount: number }[]; hasNextPage: boolean; nextPageCursor: string };
    expect(groups1.signUpGroups).toHaveLength(1);
    expect(groups1.signUpGroups[0]).toMatchObject({ productId: 'lithographie-epuisee', pendingCount: 5, productTitle: expect.any(String) });
    expect(groups1.hasNextPage).toBe(true);
    const groups2 = (await (await v.request('GET', `${OWNER}/groups?limit=1&cursor=${groups1.nextPageCursor}`)).json()) as typeof groups1;
    expect(groups2.signUpGroups[0]).toMatchObject({ productId: 'tee-classic', variantLabel: 'L / Noir' });
    expect(groups2.hasNextPage).toBe(false);
    const page = (await (await v.request('GET', `${OWNER}?productId=lithographie-epuisee&variantId=LITHO-A2&limit=2`)).json()) as { signUps: { email: string; language: string }[]; nextPageCursor: string; hasNextPage: boolean };
    expect(page.signUps.map((s) => s.email)).toEqual(['v0@x.fr', 'v1@x.fr']);
    expect(page.signUps[0]?.language).toBe('fr');
    const next = (await (await v.request('GET', `${OWNER}?productId=lithographie-epuisee&variantId=LITHO-A2&limit=2&cursor=${page.nextPageCursor}`)).json()) as typeof page;
    expect(next.signUps.map((s) => s.email)).toEqual(['v2@x.fr', 'v3@x.fr']);

    expect(await (await v.request('POST', `${OWNER}/send`, { productId: 'lithographie-epuisee', variantId: 'LITHO-A2' })).json()).toEqual({ sent: 5 });
    expect(await (await v.request('POST', `${OWNER}/send`, { productId: 'lithographie-epuisee', variantId: 'LITHO-A2' })).json()).toEqual({ sent: 0 });
    const all = { sendRequests: [{ productId: 'lithographie-epuisee', variantId: 'LITHO-A2' }, { productId: 'tee-classic', variantId: 'TEE-L-NOIR' }] };
    expect(await (await v.request('POST', `${OWNER}/send/all`, all)).json()).toEqual({ sent: 1 });
    const outbox = (await (await v.request('GET', `${OWNER}/outbox`)).json()) as { emails: { email: string; subject: string; link: string }[] };
    expect(outbox.emails).toHaveLength(6);
    expect(new Set(outbox.emails.map((e) => e.email)).size).toBe(6);
    expect(outbox.emails.find((e) => e.email === 'w@x.fr')).toMatchObject({ subject: expect.stringContaining('(L / Noir) est de retour en stock'), link: 'http://localhost/products/tee-classic' });
  });

  it('restocks a variant', async () => {
    const app = makeApp();
    const v = await owner(app);
    expect(await (await v.request('POST', `${OWNER}/stock`, { productId: 'lithographie-epuisee', variantId: 'LITHO-A2', qtyInStock: 10 })).json()).toEqual({ qtyInStock: 10 });
    const stock = (await (await v.request('GET', '/api/commerce/inventory/stock/?itemId=lithographie-epuisee')).json()) as { results: { sku: string; qtyInStock: number }[] };
    expect(stock.results.find((r) => r.sku === 'LITHO-A2')?.qtyInStock).toBe(10);
    expect((await v.request('POST', `${OWNER}/stock`, { productId: 'x', variantId: 'y', qtyInStock: 1 })).status).toBe(404);
  });
});
