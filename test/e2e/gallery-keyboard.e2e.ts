import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectRing } from './support/focus-ring';

/**
 * Issue 32, the gallery with the keyboard only, under 4× CPU (Chromium's throttling):
 * row 1, a focus ring around the image a link wraps, in all four layouts at 1280 and
 * 320 px (ring pixels counted in a screenshot of the focused element's box,
 * support/focus-ring.ts).
 */
const LAYOUTS = ['slideshow', 'slider', 'grid', 'stacked'] as const;

const slowCpu = async (page: Page) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
};

/** Presses Tab until focus is on an image link of `gallery`, failing after `max` presses. */
const tabToImageLink = async (page: Page, gallery: string, max = 60) => {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const there = await page.evaluate((id) => !!document.activeElement?.matches(`#${id} a.sf-gallery__link, [aria-labelledby="${id}-title"] a.sf-gallery__link`), gallery);
    if (there) return;
  }
  throw new Error(`no image link of ${gallery} within ${max} Tab presses`);
};

for (const width of [1280, 320]) {
  test(`row 1: every gallery layout rings the focused image at ${width} px`, async ({ page, server }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.emulateMedia({ reducedMotion: 'reduce' }); // the slideshow holds still while the screenshot is taken
    await slowCpu(page);
    await page.goto(server.url + '/examples/gallery');
    for (const layout of LAYOUTS) {
      const gallery = page.locator(`[aria-labelledby="gallery-${layout}-title"]`);
      await expect(gallery).toHaveAttribute('data-design', layout, { timeout: 15_000 }); // mounted
      await gallery.locator('h2').click(); // a starting point just before the gallery; the rest is keys
      await tabToImageLink(page, `gallery-${layout}`);
      await expectRing(page, `${layout} at ${width} px`);
    }
  });
}
