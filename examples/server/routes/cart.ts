import { Hono } from 'hono';
import {
  AddEntryRequestSchema,
  UpdateAdditionalFieldsRequestSchema,
  UpdateQuantityRequestSchema,
  routes,
} from '../../../src/contract/index.js';
import { cartCookie, setCartCookies } from '../crumb.js';
import type { Deps } from '../deps.js';
import { refuseInvalidAnswers } from '../forms/cart-answers.js';
import { entryUploads } from '../forms/cart-uploads.js';
import { errorJson, parseBody } from '../http.js';
import { tooMany } from '../rate-limit.js';
import {
  addEntry,
  findOpenCart,
  removeEntry,
  updateAdditionalFields,
  updateQuantity,
} from '../store/carts.js';
import { MESSAGES } from '../store/messages.js';
import { serializeCart } from '../store/serialize.js';

/** The cart calls of docs/behaviour.md §7 plus the quantity and removal calls (docs/backend.md). */
export function cartRoutes(deps: Deps): Hono {
  const { db, catalogue } = deps;
  const websiteId = catalogue.website.id;
  const store = catalogue.store;
  const app = new Hono();

  app.get(routes.cart, (c) => {
    const cart = findOpenCart(db, cartCookie(c), websiteId);
    if (!cart) return errorJson(c, 404, MESSAGES.noCart);
    return c.json(serializeCart(db, cart, store));
  });

  app.post(routes.entries, async (c) => {
    const body = await parseBody(c, AddEntryRequestSchema);
    if (!body.ok) return body.response;
    // an address creates at most LIMITS.cartsPerAddressPerHour carts an hour, whatever its crumbs
    const open = findOpenCart(db, cartCookie(c), websiteId);
    const wait = open ? 0 : deps.budgets.hourly(c, 'carts');
    if (wait > 0) return tooMany(c, wait);
    const invalid = refuseInvalidAnswers(c, catalogue, body.value.itemId, body.value.additionalFields);
    if (invalid) return invalid;
    // a file answer names an upload the entry then claims (forms/cart-uploads.ts)
    const uploads = entryUploads(db, catalogue, body.value.itemId, body.value.additionalFields, open?.id ?? null);
    if (uploads.errors) return c.json({ message: MESSAGES.invalidRequest, errors: uploads.errors }, 400);
    const result = addEntry(db, websiteId, cartCookie(c), { ...body.value, additionalFields: uploads.additionalFields });
    if (!result.ok) return errorJson(c, result.status, result.message);
    const { cart, entryId, createdCart } = result.value;
    uploads.claim(cart.id);
    if (createdCart) setCartCookies(c, cart.id);
    const shoppingCart = serializeCart(db, cart, store);
    const newlyAdded = shoppingCart.entries.find((e) => e.id === entryId);
    return c.json({ shoppingCart, newlyAdded });
  });

  app.put(`${routes.entries}/:entryId/additionalFields`, async (c) => {
    const cart = findOpenCart(db, cartCookie(c), websiteId);
    if (!cart) return errorJson(c, 404, MESSAGES.noCart);
    const body = await parseBody(c, UpdateAdditionalFieldsRequestSchema);
    if (!body.ok) return body.response;
    const invalid = refuseInvalidAnswers(c, catalogue, body.value.itemId, body.value.additionalFields);
    if (invalid) return invalid;
    const uploads = entryUploads(db, catalogue, body.value.itemId, body.value.additionalFields, cart.id);
    if (uploads.errors) return c.json({ message: MESSAGES.invalidRequest, errors: uploads.errors }, 400);
    const entryId = c.req.param('entryId');
    const result = updateAdditionalFields(db, cart, entryId, { ...body.value, additionalFields: uploads.additionalFields ?? body.value.additionalFields });
    if (!result.ok) return errorJson(c, result.status, result.message);
    uploads.claim(cart.id);
    const shoppingCart = serializeCart(db, cart, store);
    const updatedEntry = shoppingCart.entries.find((e) => e.id === entryId);
    return c.json({ shoppingCart, updatedEntry });
  });

  app.put(`${routes.entries}/:entryId`, async (c) => {
    const cart = findOpenCart(db, cartCookie(c), websiteId);
    if (!cart) return errorJson(c, 404, MESSAGES.noCart);
    const body = await parseBody(c, UpdateQuantityRequestSchema);
    if (!body.ok) return body.response;
    const result = updateQuantity(db, cart, c.req.param('entryId'), body.value.quantity);
    if (!result.ok) return errorJson(c, result.status, result.message);
    return c.json({ shoppingCart: serializeCart(db, cart, store) });
  });

  app.delete(`${routes.entries}/:entryId`, (c) => {
    const cart = findOpenCart(db, cartCookie(c), websiteId);
    if (!cart) return errorJson(c, 404, MESSAGES.noCart);
    const result = removeEntry(db, cart, c.req.param('entryId'));
    if (!result.ok) return errorJson(c, result.status, result.message);
    return c.json({ shoppingCart: serializeCart(db, cart, store) });
  });

  return app;
}

/** The visitor's open cart serialized, or null (pages use it for the pill and /cart). */
export function currentCart(deps: Deps, cartId: string | undefined) {
  const cart = findOpenCart(deps.db, cartId, deps.catalogue.website.id);
  return cart ? serializeCart(deps.db, cart, deps.catalogue.store) : null;
}
