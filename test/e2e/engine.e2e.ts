import { expect, test } from './support/fixtures';

/**
 * Issue 5 point 6: the template engine is its own lazily loaded chunk
 * (dist/chunks/engine.js) that runs in the browser, and a product page never loads it.
 */
test('dist/chunks/engine.js renders a product template in Chromium', async ({ page, server }) => {
  await page.goto(server.url + '/');
  const result = await page.evaluate(async () => {
    type Engine = { compile(source: string): { template: { render(data: unknown, o?: unknown): { output: string; errors: unknown[] } }; errors: unknown[] } };
    const engine = (await import('/storefront/chunks/engine.js' as string)) as Engine;
    const { template, errors } = engine.compile('{item|product-price}{item|product-status}{item|json-script}');
    const item = { id: 'x', structuredContent: { productType: 1, variants: [{ qtyInStock: 0, priceMoney: { value: '25.00', currency: 'EUR' } }] } };
    return { compileErrors: errors.length, ...template.render({ item, featureFlags: { useCLDRMoneyFormat: true } }, { locale: 'fr-FR' }) };
  });
  expect(result.compileErrors).toBe(0);
  expect(result.errors).toEqual([]);
  expect(result.output).toMatch(/<div class="product-price">\n25,00\s€\n<\/div><div class="product-mark sold-out">sold out<\/div>\{"id":"x"/);
});

test('a product page never loads the engine chunk', async ({ page, server }) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.url().includes('/storefront/') && scripts.push(new URL(r.url()).pathname));
  await page.goto(server.url + '/products/tee-classic');
  await page.locator('[data-storefront="product"]').first().dispatchEvent('pointerdown');
  await expect(page.locator('main .sf-add-button').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts).toContain('/storefront/chunks/product.js');
  expect(scripts).not.toContain('/storefront/chunks/engine.js');
});
