import { expect, test } from './support/fixtures';

declare global {
  interface Window {
    __seen: number[];
  }
}

test('commands queued before the script loaded are replayed in order', async ({ page, server }) => {
  await page.addInitScript(() => {
    window.__seen = [];
    window.Storefront = [
      ['on', 'cart-change', (detail: unknown) => window.__seen.push((detail as { cart: { totalQuantity: number } }).cart.totalQuantity)],
      ['addToCart', { itemId: 'carnet-simple', sku: 'CARNET-A5', quantity: 2 }],
      ['addToCart', { itemId: 'carnet-simple', sku: 'CARNET-A5', quantity: 1 }],
    ];
  });
  await page.goto(server.url + '/');
  await expect(page.locator('[data-storefront="cart-pill"]')).toContainText('3 articles');
  await expect.poll(() => page.evaluate(() => window.__seen)).toEqual([2, 3]);
  const version = await page.evaluate(() => (window.Storefront as { version: string }).version);
  expect(version).toMatch(/^\d+\.\d+\.\d+/);
});

test('a bad command is refused with a warning and the page keeps working', async ({ page, server, consoleMessages }) => {
  await page.goto(server.url + '/products/carnet-simple');
  const message = await page.evaluate(() =>
    (window.Storefront as { call(n: string, i: unknown): Promise<unknown> }).call('addToCart', { itemId: 'carnet-simple', sku: 'CARNET-A5', quantity: 0 }).then(
      () => 'resolved',
      (e: Error) => e.message,
    ),
  );
  expect(message).toContain('addToCart');
  await page.locator('[data-storefront="product"]').getByRole('button').click();
  await expect(page.locator('[data-storefront="cart-pill"]')).toContainText('1 article');
  expect(consoleMessages.filter((m) => m.startsWith('pageerror'))).toEqual([]);
});

test('blocks added later mount by themselves; unmount restores the server markup', async ({ page, server }) => {
  await page.goto(server.url + '/products/carnet-simple');
  const first = page.locator('[data-storefront="product"]').first();
  await first.hover();
  await expect(first.locator('.sf-add-button')).toHaveCount(1);
  const serverHtml = await page.evaluate(async () => {
    const res = await fetch(location.href);
    const doc = new DOMParser().parseFromString(await res.text(), 'text/html');
    return doc.querySelector('.sqs-add-to-cart-button-wrapper')!.innerHTML;
  });

  await page.evaluate(() => {
    const clone = document.querySelector('[data-storefront="product"]')!.cloneNode(true) as HTMLElement;
    clone.querySelector('.sqs-add-to-cart-button-wrapper')!.innerHTML = '<div class="sqs-add-to-cart-button" role="button" tabindex="0" data-original-label="Ajouter au panier"><div class="sqs-add-to-cart-button-inner">Ajouter au panier</div></div>';
    clone.id = 'late';
    document.querySelector('main')!.append(clone);
  });
  const late = page.locator('#late');
  await late.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(late.getByText('Ajout effectué !')).toBeVisible();

  await page.evaluate(() => (window.Storefront as { unmount(): void }).unmount());
  await expect(first.locator('.sf-add-button')).toHaveCount(0);
  expect(await first.locator('.sqs-add-to-cart-button-wrapper').innerHTML()).toBe(serverHtml);
});

test('the cart changes in one tab show in the other without reload', async ({ browser, server }) => {
  const context = await browser.newContext();
  const a = await context.newPage();
  const b = await context.newPage();
  await a.goto(server.url + '/products/carnet-simple');
  await a.locator('[data-storefront="product"]').getByRole('button').click();
  await expect(a.locator('[data-storefront="cart-pill"]')).toContainText('1 article');
  await b.goto(server.url + '/products/carnet-simple');
  await expect(b.locator('[data-storefront="cart-pill"]')).toContainText('1 article');
  await a.locator('[data-storefront="product"]').getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(b.locator('[data-storefront="cart-pill"]')).toContainText('2 articles');
  await context.close();
});

test('a widget whose chunk cannot load reports a storefront:error and the other islands still work', async ({ page, server, consoleMessages }) => {
  await page.route('**/storefront/chunks/cart-pill.js', (route) => route.fulfill({ status: 500, body: 'broken' }));
  await page.addInitScript(() => {
    document.addEventListener('storefront:error', (e) => ((window as unknown as { __errors: string[] }).__errors ??= []).push((e as CustomEvent<{ widget: string }>).detail.widget));
  });
  await page.goto(server.url + '/products/carnet-simple');
  const block = page.locator('[data-storefront="product"]');
  await block.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(block.getByText('Ajout effectué !')).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __errors?: string[] }).__errors)).toEqual(['cart-pill']);
  expect(consoleMessages.some((m) => m.includes('[storefront] cart-pill'))).toBe(true);
  expect(consoleMessages.filter((m) => m.startsWith('pageerror'))).toEqual([]);
});
