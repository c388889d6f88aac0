import { type Context, Hono } from 'hono';
import { checkoutBlock, giftCardPreview, orderConfig } from '../checkout-data.js';
import { PageType } from '../config.js';
import { cartCookie, clearCartCookies, crumbMatches, sessionFailureMessage } from '../crumb.js';
import { writeTx } from '../db.js';
import type { Deps } from '../deps.js';
import { emailProblem } from '../../../src/domain/email.js';
import { formFields } from '../http.js';
import { tooMany } from '../rate-limit.js';
import { renderPage } from '../pages/render.js';
import type { PageDataMap } from '../pages/types.js';
import { PlaceOrderFormSchema } from '../schemas.js';
import { siteView } from '../site-view.js';
import { findOpenCart, getCart, insertCart, newId } from '../store/carts.js';
import { MESSAGES } from '../store/messages.js';
import { getOrder, placeOrder } from '../store/orders.js';
import { getProduct } from '../store/products.js';
import { type CartRow, serializeCart } from '../store/serialize.js';

type Checkout = Omit<PageDataMap['checkout'], 'site'>;

/**
 * The checkout routes of docs/behaviour.md §2 as plain server-rendered pages: an order summary and a
 * test-mode "place order" form (no payment) that ends on the order-confirmed page.
 */
export function checkoutRoutes(deps: Deps): Hono {
  const { db, catalogue } = deps;
  const { store, website } = catalogue;
  const app = new Hono();

  const page = (c: Context, data: Checkout, status: 200 | 400 | 403 | 404 | 409 = 200) =>
    c.html(renderPage('checkout', { site: siteView(c, deps, { pageType: PageType.Checkout }), ...data }), status);

  const subscriptionCart = (token: string | undefined) =>
    token
      ? (db.prepare(`SELECT * FROM carts WHERE token = ? AND kind = 'subscription'`).get(token) as CartRow | undefined)
      : undefined;

  /** Form, crumb, then placeOrder; redirects to the confirmation or re-renders with the error. */
  async function submit(c: Context, view: Checkout, cartFor: () => CartRow | string | undefined) {
    const body = await formFields(c);
    // a session failure only when the crumb is wrong; a bad field is a validation error
    if (!crumbMatches(c, body['crumb'])) {
      const error = sessionFailureMessage(c); // said once: in place of a block, else above the form
      return page(c, view.blocked ? { ...view, empty: false, blocked: error } : { ...view, error }, 403);
    }
    const form = PlaceOrderFormSchema.safeParse(body);
    if (!form.success) return page(c, { ...view, error: MESSAGES.invalidRequest }, 400);
    // the e-mail is optional in test mode, but when given it must be one (src/domain/email.ts)
    if (form.data.email?.trim() && emailProblem(form.data.email)) {
      return page(c, { ...view, email: form.data.email, fieldErrors: { email: MESSAGES.invalidEmail } }, 400);
    }
    if (view.blocked) return page(c, view, 409);
    const cart = cartFor();
    if (typeof cart === 'string') return page(c, { ...view, error: cart }, 404);
    if (!cart) return page(c, { ...view, error: MESSAGES.unknownToken }, 404);
    const result = placeOrder(db, cart.id, store, form.data.email?.trim() || null);
    if (!result.ok) return page(c, { ...view, error: result.message }, result.status);
    if (cart.kind === 'cart') clearCartCookies(c);
    return c.redirect(`/commerce/order-confirmed/${result.value}`, 303);
  }

  const express = (c: Context): Checkout => {
    const row = findOpenCart(db, cartCookie(c), website.id);
    const cart = row ? serializeCart(db, row, store) : null;
    const blocked = checkoutBlock(cart, store, website.locale);
    // the form names its cart: once ordered, the cookie is gone but a resubmit must find the order
    const view: Checkout = { heading: 'Commande', action: '/commerce/goto-checkout', cart, hidden: row ? { cartId: row.id } : {}, ...(blocked ? { blocked } : {}) };
    // no cart at all (a fresh visit): the page says the cart is empty, not that a session expired
    return !cart || cart.entries.length === 0 ? { ...view, empty: true } : view;
  };
  app.get('/commerce/goto-checkout', (c) => page(c, express(c)));
  app.post('/commerce/goto-checkout', async (c) => {
    // a second submit of a cart already ordered (double click, back and resubmit, a second tab) answers
    // that order: the cart of the cookie, else the form's own when the crumb proves it is this visitor's
    const fields = await formFields(c);
    const id = cartCookie(c) ?? (crumbMatches(c, fields['crumb']) ? fields['cartId'] : undefined);
    const ordered = id ? getCart(db, id) : undefined;
    if (ordered?.kind === 'cart' && ordered.website_id === website.id && ordered.order_id) {
      clearCartCookies(c); // a cookie still naming the ordered cart: the next page must not load it
      return c.redirect(`/commerce/order-confirmed/${ordered.order_id}`, 303);
    }
    return submit(c, express(c), () => findOpenCart(db, cartCookie(c), website.id));
  });

  const subscription = (token: string | undefined): Checkout => {
    const row = subscriptionCart(token);
    const cart = row ? serializeCart(db, row, store) : null;
    return {
      heading: 'Abonnement',
      action: '/checkout/subscribe',
      cart,
      hidden: { cartToken: token ?? '' },
      ...(row ? {} : { blocked: MESSAGES.unknownToken }),
    };
  };
  app.get('/checkout/subscribe', (c) => {
    const row = subscriptionCart(c.req.query('cartToken'));
    if (row?.order_id) return c.redirect(`/commerce/order-confirmed/${row.order_id}`, 303);
    return page(c, subscription(c.req.query('cartToken')), row ? 200 : 404);
  });
  app.post('/checkout/subscribe', async (c) => {
    const token = (await formFields(c))['cartToken'];
    return submit(c, subscription(token), () => subscriptionCart(token));
  });

  const giftCard = (params: { websiteId?: string; giftCardProductId?: string; sku?: string }): Checkout => {
    const product = params.giftCardProductId ? getProduct(db, params.giftCardProductId) : undefined;
    const valid = product && product.structuredContent.productType === 4 && params.websiteId === website.id;
    const sku = params.sku || product?.structuredContent.variants[0]?.sku || '';
    const cart = valid ? giftCardPreview(product, sku, website.id, store) : null;
    return {
      heading: 'Carte-cadeau',
      action: '/checkout/giftcard',
      cart,
      hidden: { websiteId: website.id, giftCardProductId: params.giftCardProductId ?? '', sku },
      ...(cart ? {} : { blocked: MESSAGES.unknownItem }),
    };
  };
  app.get('/checkout/giftcard', (c) => {
    const view = giftCard(c.req.query());
    return page(c, view, view.cart ? 200 : 404);
  });
  app.post('/checkout/giftcard', async (c) => {
    const body = await formFields(c);
    const params = { websiteId: body['websiteId'], giftCardProductId: body['giftCardProductId'], sku: body['sku'] };
    const view = giftCard(params);
    const wait = deps.budgets.hourly(c, 'carts'); // each post makes a gift-card cart
    if (wait > 0) return tooMany(c, wait);
    return submit(c, view, () =>
      writeTx(db, () => {
        const cart = insertCart(db, website.id, 'giftcard');
        db.prepare(
          'INSERT INTO cart_entries (id, cart_id, item_id, sku, quantity, additional_fields, created) VALUES (?, ?, ?, ?, 1, NULL, ?)',
        ).run(newId(), cart.id, params.giftCardProductId, view.hidden['sku'], Date.now());
        return cart;
      }),
    );
  });

  app.get('/commerce/order-confirmed/:orderId', (c) => {
    const order = getOrder(db, c.req.param('orderId'));
    if (!order) {
      const site = siteView(c, deps, { pageType: PageType.NotFound });
      return c.html(renderPage('not-found', { site, path: c.req.path }), 404);
    }
    const pageType = order.kind === 'subscription' ? PageType.SubscriptionConfirmed : PageType.OrderConfirmed;
    const site = siteView(c, deps, { pageType, extra: { order: orderConfig(order) } });
    return c.html(renderPage('order-confirmed', { site, order }));
  });

  return app;
}
