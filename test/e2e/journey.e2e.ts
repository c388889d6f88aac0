import { expect, test } from './support/fixtures';
import { analytics, cartId, eur, recordAnalytics, storedCart } from './cart-helpers';

/**
 * Issue 4 "Done when": the whole journey on the example site in Chromium: add a
 * variant and a digital product, open the cart from the pill, change a quantity,
 * remove an entry, check out, place the order, land on the order-confirmed page;
 * then the backend holds the order and the decremented stock, and the cart is
 * marked purchased. The analytics events go out on the way.
 */
test('browse, add, cart, checkout, order confirmed', async ({ page, server, consoleMessages }) => {
  await recordAnalytics(page);
  const stockBefore = await (await fetch(server.url + '/__test/stock/tee-classic')).json();
  const qty = (r: { results: { sku: string; qtyInStock: number }[] }) => r.results.find((v) => v.sku === 'TEE-S-BLANC')?.qtyInStock;

  await page.goto(server.url + '/products/tee-classic');
  const tee = page.locator('[data-storefront="product"][data-item-id="tee-classic"]');
  await tee.getByLabel('Choisir : Taille').selectOption('S');
  await tee.getByLabel('Choisir : Couleur').selectOption('Blanc');
  await tee.getByRole('button', { name: 'Ajouter au panier' }).click();
  const pill = page.locator('[data-storefront="cart-pill"]');
  await expect(pill).toContainText('1 article');

  await page.goto(server.url + '/products/guide-numerique');
  await page.locator('[data-storefront="product"]').getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(pill).toContainText('2 articles');
  const id = await cartId(page, server);

  await pill.click();
  await expect(page).toHaveURL(/\/cart$/);
  const cart = page.locator('[data-storefront="cart"]');
  const teeRow = cart.locator('.cart-entry', { hasText: 'T-shirt classique' });
  const guideRow = cart.locator('.cart-entry', { hasText: 'Guide numérique' });
  await expect(teeRow).toContainText('Taille : S, Couleur : Blanc');
  await expect(guideRow).toContainText('× 1');
  await expect(cart.locator('[data-total="subtotal"]')).toHaveText(eur('34,00'));

  const quantity = teeRow.getByRole('spinbutton', { name: 'Quantité de T-shirt classique (S, Blanc)' });
  await quantity.fill('2');
  await quantity.press('Enter');
  await expect(teeRow.locator('.cart-entry-total')).toHaveText(eur('50,00'));
  await expect(cart.locator('[data-total="subtotal"]')).toHaveText(eur('59,00'));
  await expect(cart.getByRole('status')).toHaveText('Panier mis à jour.');
  await expect(pill).toContainText('3 articles');

  await guideRow.getByRole('button', { name: 'Supprimer Guide numérique (PDF)' }).click();
  await expect(guideRow).toHaveCount(0);
  await expect(cart.getByRole('status')).toHaveText('Article retiré du panier : Guide numérique (PDF).');
  await expect(cart.locator('[data-total="subtotal"]')).toHaveText(eur('50,00'));
  // prices include VAT (the example store): the tax is the total's part, not added on top
  await expect(cart.locator('[data-total="tax"]')).toHaveText(eur('8,33'));
  await expect(cart.locator('[data-total="shipping"]')).toHaveText(eur('5,90'));
  await expect(cart.locator('[data-total="grand"]')).toHaveText(eur('55,90'));
  await expect(teeRow.getByRole('button', { name: /^Supprimer/ })).toBeFocused();

  const onCart = await analytics(page);
  expect(onCart.map((r) => r.event)).toEqual(['view-cart', 'remove-from-cart']);
  expect(onCart[0]?.payload).toMatchObject({ cartId: id, currency: 'EUR', value: 34 });
  expect(onCart[1]?.payload).toMatchObject({ cartId: id, value: 9, item: { itemId: 'guide-numerique', sku: 'GUIDE-PDF', quantity: 1, price: 9 } });

  await cart.getByRole('link', { name: 'Passer la commande' }).click();
  await expect(page).toHaveURL(/\/commerce\/goto-checkout$/);
  await page.getByRole('button', { name: 'Passer la commande' }).click();
  await expect(page.getByRole('heading', { name: 'Commande confirmée' })).toBeVisible();
  // the shopper reads a short number; the events and the store keep the long id
  await expect(page.locator('.order-id')).toHaveText(/^#\d{4,6}$/);
  const orderId = await page.locator('.order-id').getAttribute('data-order-id');
  expect(await page.evaluate(() => (JSON.parse(document.getElementById('storefront-config')?.textContent ?? '{}') as { pageType?: number }).pageType)).toBe(202);
  await expect(pill).toBeHidden();

  await expect.poll(async () => (await analytics(page)).map((r) => r.event)).toEqual(['checkout-confirmed', 'purchase']);
  const [confirmed, purchase] = await analytics(page);
  expect(confirmed?.payload).toEqual({ orderId, cartId: id, testMode: true, websiteId: 'site-maison-exemple' });
  expect(purchase?.payload).toEqual({
    transactionId: orderId,
    currency: 'EUR',
    value: 55.9,
    shipping: 5.9,
    tax: 8.33,
    items: [{ itemId: 'tee-classic', sku: 'TEE-S-BLANC', title: 'T-shirt classique', quantity: 2, price: 25 }],
  });

  const { orders } = (await (await fetch(server.url + '/__test/orders')).json()) as { orders: { id: string; cart_id: string; grand_total_cents: number }[] };
  // the backend may be shared with other test files: find this journey's order
  expect(orders.filter((o) => o.cart_id === id)).toEqual([expect.objectContaining({ id: orderId, grand_total_cents: 5590 })]);
  expect(qty(await (await fetch(server.url + '/__test/stock/tee-classic')).json())).toBe(qty(stockBefore)! - 2);
  const stored = await storedCart(server, id);
  expect(stored.cart).toMatchObject({ is_purchased: 1, order_id: orderId });

  await page.reload();
  expect(await analytics(page)).toEqual([]); // the order's events go out once
  expect(consoleMessages).toEqual([]);
});
