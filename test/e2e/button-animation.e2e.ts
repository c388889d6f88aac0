import { expect, test } from './support/fixtures';

/**
 * docs/behaviour.md §9 "Button timing": the add-to-cart button's change of state (the added
 * colour, the hover) animates over 0.2 s (the SDK theme's `--sf-transition`), and not at all
 * when the shopper asks for reduced motion.
 */
const transition = (page: import('@playwright/test').Page) =>
  page.locator('[data-storefront="product"] .sqs-add-to-cart-button').first().evaluate((el) => {
    const style = getComputedStyle(el);
    return { property: style.transitionProperty, duration: style.transitionDuration };
  });

test("the add-to-cart button's state change lasts 0.2 s, and none with reduced motion", async ({ page, server }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto(server.url + '/products/tee-classic');
  expect(await transition(page)).toEqual({ property: 'opacity, background', duration: '0.2s, 0.2s' });

  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect((await transition(page)).duration).toMatch(/^0s(, 0s)*$/);
});
