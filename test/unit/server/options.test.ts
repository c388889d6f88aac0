import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { AddEntryResponseSchema } from '../../../src/contract/index.js';
import { loadCatalogue } from '../../../examples/server/catalogue.js';
import { resolveOptions } from '../../../examples/server/options.js';
import { cleanup, makeApp, tempDataDir, visitor } from './helpers.js';

afterEach(cleanup);

const jpy = fileURLToPath(new URL('../../../examples/catalogue/catalogue-jpy.json', import.meta.url));

describe('options', () => {
  it('reads the environment, then flags', () => {
    const options = resolveOptions({ PORT: '8080', FAULTS: '1', DATA_DIR: '/tmp/x' }, ['--host', '0.0.0.0', '--catalogue=/tmp/c.json', '--rate-limit', '0']);
    expect(options).toMatchObject({ port: 8080, faults: true, dataDir: '/tmp/x', host: '0.0.0.0', catalogue: '/tmp/c.json', rateLimit: 0 });
    expect(resolveOptions({}, []).port).toBe(4173);
    expect(() => resolveOptions({}, ['--nope'])).toThrow(/Unknown option/);
    expect(() => resolveOptions({ PORT: 'abc' }, [])).toThrow(/whole number/);
  });
});

describe('catalogues', () => {
  it('validates every shipped catalogue', () => {
    expect(loadCatalogue(jpy).catalogue.store.currency).toBe('JPY');
  });

  it('names the bad field of an invalid catalogue', () => {
    const file = join(tempDataDir(), 'bad.json');
    writeFileSync(file, JSON.stringify({ website: { id: 'x', title: 'x' }, store: { currency: 'EUR' }, products: [{ id: 'Bad Id', title: 't', structuredContent: { productType: 1, variants: [] } }] }));
    expect(() => loadCatalogue(file)).toThrow(/products/);
  });

  it('refuses a store or a price in a currency outside the 27 (docs/behaviour.md §3), naming the field', () => {
    const base = JSON.parse(readFileSync(jpy, 'utf8')) as { store: { currency: string }; products: { structuredContent: { variants: { priceMoney: { currency: string } }[] } }[] };
    const store = join(tempDataDir(), 'krw-store.json');
    writeFileSync(store, JSON.stringify({ ...base, store: { ...base.store, currency: 'KRW' } }));
    expect(() => loadCatalogue(store)).toThrow(/store\.currency/);
    const price = join(tempDataDir(), 'krw-price.json');
    base.products[0]!.structuredContent.variants[0]!.priceMoney.currency = 'KRW';
    writeFileSync(price, JSON.stringify(base));
    expect(() => loadCatalogue(price)).toThrow(/priceMoney\.currency/);
  });

  it('runs a JPY store: yen amounts without decimals', async () => {
    const v = visitor(makeApp({ catalogue: jpy }));
    const page = await (await v.open('/products/tee-classic')).text();
    // useCLDRMoneyFormat: the price is written with the CLDR format of fr-FR (JPY's symbol there is "JPY")
    expect(page).toMatch(/<div class="product-price">\n3\s500\sJPY\n<\/div>/);
    const cart = AddEntryResponseSchema.parse(await (await v.add('tee-classic', 'TEE-S', 2)).json()).shoppingCart;
    expect(cart.entries[0]?.subTotal).toEqual({ value: '7000', currency: 'JPY' });
    expect(cart).toMatchObject({ subtotalCents: 7000, taxCents: 700, shippingCostCents: 800 });
  });

  it('reseeds when the catalogue changes but keeps carts of the same website', async () => {
    const dataDir = tempDataDir();
    const v = visitor(makeApp({ dataDir }));
    await v.open();
    await v.add('carnet-simple', 'CARNET-A5', 1);
    const other = visitor(makeApp({ dataDir, catalogue: jpy }));
    for (const [k, val] of v.jar) other.jar.set(k, val);
    expect((await other.cart()).status).toBe(404); // another website: not this visitor's cart
  });
});
