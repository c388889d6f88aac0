import { afterEach, describe, expect, it } from 'vitest';
import {
  AddEntryResponseSchema,
  ApiErrorBodySchema,
  CartResponseSchema,
  GetCartResponseSchema,
  UpdateAdditionalFieldsResponseSchema,
} from '../../../src/contract/index.js';
import { cleanup, makeApp, visitor } from './helpers.js';

afterEach(cleanup);

describe('cart API', () => {
  it('creates a cart on the first add, sets the cookies, and answers the contract shape', async () => {
    const v = visitor(makeApp());
    await v.open();
    const res = await v.add('tee-classic', 'TEE-S-BLANC', 2);
    expect(res.status).toBe(200);
    const body = AddEntryResponseSchema.parse(await res.json());
    expect(body.newlyAdded).toMatchObject({ itemId: 'tee-classic', quantity: 2, purchasePriceCents: 2500 });
    expect(body.newlyAdded.subTotal).toEqual({ value: '50.00', currency: 'EUR' });
    expect(body.newlyAdded.chosenVariant).toEqual({ sku: 'TEE-S-BLANC', attributes: { Taille: 'S', Couleur: 'Blanc' } });
    expect(v.jar.get('CART')).toBe(body.shoppingCart.id);
    expect(v.jar.get('hasCart')).toBe('true');

    const get = await v.cart();
    expect(get.status).toBe(200);
    const cart = GetCartResponseSchema.parse(await get.json());
    expect(cart.id).toBe(body.shoppingCart.id);
    expect(cart.totalQuantity).toBe(2);
  });

  it('merges adds with the same item, sku and answers; keeps different answers apart', async () => {
    const v = visitor(makeApp());
    await v.open();
    await v.add('carnet-simple', 'CARNET-A5', 1);
    const second = AddEntryResponseSchema.parse(await (await v.add('carnet-simple', 'CARNET-A5', 2)).json());
    expect(second.shoppingCart.entries).toHaveLength(1);
    expect(second.newlyAdded.quantity).toBe(3);
    const answers = JSON.stringify([{ label: 'Texte à imprimer', value: 'Bonjour' }]);
    await v.add('affiche-personnalisee', 'AFFICHE-PERSO', 1, answers);
    const other = AddEntryResponseSchema.parse(
      await (await v.add('affiche-personnalisee', 'AFFICHE-PERSO', 1, JSON.stringify([{ value: 'Salut' }]))).json(),
    );
    expect(other.shoppingCart.entries).toHaveLength(3);
  });

  it('answers 404 without a cart, and for unknown items or skus', async () => {
    const v = visitor(makeApp());
    await v.open();
    const none = await v.cart();
    expect(none.status).toBe(404);
    expect(ApiErrorBodySchema.parse(await none.json()).message).toBeTruthy();
    expect((await v.add('nope', 'X', 1)).status).toBe(404);
    expect((await v.add('tee-classic', 'NOPE', 1)).status).toBe(404);
  });

  it('answers 400 with field errors on bad input', async () => {
    const v = visitor(makeApp());
    await v.open();
    for (const bad of [{ itemId: 'tee-classic', sku: 'TEE-S-BLANC', quantity: 0 }, { itemId: 'tee-classic', sku: 'TEE-S-BLANC', quantity: 1.5 }, { sku: 'x', quantity: 1 }]) {
      const res = await v.request('POST', '/api/commerce/shopping-cart/entries', bad);
      expect(res.status).toBe(400);
      const body = ApiErrorBodySchema.parse(await res.json());
      expect(body.message).toBeTruthy();
      expect(Object.keys(body.errors ?? {})).toHaveLength(1);
    }
    const typed = await v.request('POST', '/api/commerce/shopping-cart/entries', { itemId: 'a', sku: 'b', quantity: 'deux' });
    expect(ApiErrorBodySchema.parse(await typed.json()).errors).toEqual({ quantity: 'La valeur « Quantité » doit être un nombre.' });
    const notJson = await v.request('POST', '/api/commerce/shopping-cart/entries', '{nope');
    expect(notJson.status).toBe(400);
  });

  it('refuses what exceeds the stock with 409 and the French message; unlimited items are not limited', async () => {
    const v = visitor(makeApp());
    await v.open();
    expect((await v.add('tee-classic', 'TEE-L-NOIR', 1)).status).toBe(409);
    expect((await v.add('tee-classic', 'TEE-M-BLANC', 2)).status).toBe(200);
    const over = await v.add('tee-classic', 'TEE-M-BLANC', 1);
    expect(over.status).toBe(409);
    expect(await over.json()).toEqual({ message: 'Malheureusement, cet article est en rupture de stock.' });
    expect((await v.add('guide-numerique', 'GUIDE-PDF', 9000)).status).toBe(200); // the cart's 9,999 units bound them (bounds.test.ts)
    expect((await v.add('carte-cadeau', 'GIFT-50', 500)).status).toBe(200);
  });

  it('changes quantities within the stock, removes entries, and updates answers', async () => {
    const v = visitor(makeApp());
    await v.open();
    const added = AddEntryResponseSchema.parse(await (await v.add('tee-classic', 'TEE-M-BLANC', 1)).json());
    const entryId = added.newlyAdded.id;
    const path = `/api/commerce/shopping-cart/entries/${entryId}`;
    const ok = await v.request('PUT', path, { quantity: 2 });
    expect(CartResponseSchema.parse(await ok.json()).shoppingCart.totalQuantity).toBe(2);
    expect((await v.request('PUT', path, { quantity: 3 })).status).toBe(409);
    expect((await v.request('PUT', path, { quantity: 0 })).status).toBe(400);

    const fields = await v.request('PUT', `${path}/additionalFields`, {
      itemId: 'tee-classic',
      sku: 'TEE-M-BLANC',
      additionalFields: '[{"value":"x"}]',
    });
    expect(UpdateAdditionalFieldsResponseSchema.parse(await fields.json()).updatedEntry.additionalFields).toBe('[{"value":"x"}]');

    const removed = await v.request('DELETE', path);
    const cart = CartResponseSchema.parse(await removed.json()).shoppingCart;
    expect(cart.entries).toHaveLength(0);
    expect(cart.totalQuantity).toBe(0);
    expect((await v.request('DELETE', path)).status).toBe(404);
  });

  it('reports stock and records quick views', async () => {
    const app = makeApp();
    const v = visitor(app);
    const stock = await v.request('GET', '/api/commerce/inventory/stock/?itemId=tee-classic');
    const body = (await stock.json()) as { results: { sku: string; unlimited: boolean; qtyInStock: number }[] };
    expect(body.results).toContainEqual({ sku: 'TEE-L-NOIR', unlimited: false, qtyInStock: 0 });
    const digital = (await (await v.request('GET', '/api/commerce/inventory/stock?itemId=guide-numerique')).json()) as typeof body;
    expect(digital.results[0]?.unlimited).toBe(true);
    expect((await v.request('POST', '/api/census/RecordQuickView/tee-classic')).status).toBe(204);
    const census = (await (await v.request('GET', '/__test/census')).json()) as { census: unknown[] };
    expect(census.census).toHaveLength(1);
  });
});
