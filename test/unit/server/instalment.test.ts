import { afterEach, describe, expect, it } from 'vitest';
import { resolveOptions } from '../../../examples/server/options.js';
import { cleanup, makeApp, visitor } from './helpers.js';

afterEach(cleanup);

const pillOf = (html: string) => /<div class="sf-instalment[^"]*"[^>]*>[\s\S]*?<\/div>/.exec(html)?.[0];
const configOf = (html: string): unknown => JSON.parse(/id="storefront-config">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null');

describe('instalment pill on the reference backend (issue 9)', () => {
  it('renders the pill with its words inside the product block of an eligible product', async () => {
    const html = await (await visitor(makeApp()).open('/products/sac-cuir')).text();
    const pill = pillOf(html)!;
    expect(pill).toContain('data-storefront="instalment" data-load="interaction" lang="fr" style="min-width: 11em"');
    expect(pill).toContain('sf-instalment--in-range');
    expect(pill.replace(/[\u00a0\u202f]/g, ' ')).toContain('<span class="sf-instalment__text">ou 4 paiements sans intérêts de 45,00 € avec Afterpay</span>');
    expect(pill).toContain('aria-label="En savoir plus sur Afterpay"');
    expect(html.indexOf('data-storefront="product"')).toBeLessThan(html.indexOf('data-storefront="instalment"'));
    expect(html).toContain('"instalmentContext":{"afterPayAvailable":true'); // the item JSON the pill follows
  });

  it('writes the out-of-range words for the price shown before a choice (an English page: the provider speaks English in the United Kingdom)', async () => {
    const pill = pillOf(await (await visitor(makeApp()).open('/examples/english-instalment')).text())!;
    expect(pill).toContain('sf-instalment--out-of-range');
    expect(pill).toContain('or 4 interest-free payments available over €35.00 with Clearpay');
  });

  it('renders no pill on a French page whose provider speaks only English there (Clearpay, United Kingdom)', async () => {
    const html = await (await visitor(makeApp()).open('/products/cartable-cuir')).text();
    expect(html).toContain('data-item-id="cartable-cuir"');
    expect(html).toContain('"instalmentContext":{"afterPayAvailable":true'); // eligible, in English only
    expect(pillOf(html)).toBeUndefined();
  });

  it('renders no pill for a subscription, a digital product, a product without a context, nor on the product list', async () => {
    const v = visitor(makeApp());
    for (const path of ['/products/cafe-abonnement', '/products/guide-numerique', '/products/tee-classic', '/shop']) {
      expect(pillOf(await (await v.open(path)).text()), path).toBeUndefined();
    }
  });

  it('serves the sample modal files by language and country, and nothing else', async () => {
    const v = visitor(makeApp());
    const fr = await v.request('GET', '/instalment-modal/fr_CA.html');
    expect(fr.status).toBe(200);
    expect(fr.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(await fr.text()).toContain('Achetez maintenant');
    expect((await v.request('GET', '/instalment-modal/en_US.html')).status).toBe(200);
    for (const path of ['/instalment-modal/en_GB.html', '/instalment-modal/..%2Fcatalogue%2Fcatalogue.json', '/instalment-modal/fr_ca.html', '/instalment-modal/EN_US.html']) {
      expect((await v.request('GET', path)).status, path).toBe(404);
    }
  });

  it('puts the modal base URL in the bootstrap configuration; INSTALMENT_MODAL_BASE_URL and the flag change it', async () => {
    const html = await (await visitor(makeApp()).open('/products/sac-cuir')).text();
    expect(configOf(html)).toMatchObject({ instalment: { modalBaseUrl: '/instalment-modal/' } });
    expect(resolveOptions({ INSTALMENT_MODAL_BASE_URL: 'https://cdn.example/bnpl/' }, []).instalmentModalBaseUrl).toBe('https://cdn.example/bnpl/');
    expect(resolveOptions({}, ['--instalment-modal-base-url', '/modal/']).instalmentModalBaseUrl).toBe('/modal/');
    const other = await (await visitor(makeApp({ instalmentModalBaseUrl: '/modal/' })).open('/products/sac-cuir')).text();
    expect(configOf(other)).toMatchObject({ instalment: { modalBaseUrl: '/modal/' } });
  });
});
