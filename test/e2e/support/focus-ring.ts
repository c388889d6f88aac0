import type { Page } from '@playwright/test';

/**
 * Is the focus ring visible? (issue 32 row 1, WCAG 2.4.7.) Screenshots the focused
 * element's box plus a margin and counts the pixels of the ring's colour: the SDK's
 * `--sf-focus-ring` (default 3px solid #1a5fb4, widgets/common/a11y-style.ts). An
 * outline drawn around an empty inline box (a link wrapped around a block image) gives
 * next to no ring pixels; a ring around the image gives at least its perimeter.
 * A visually hidden control (a radio shown as its label) is measured by its labels' box.
 * Reusable on any page: focus something, then `ringPixels(page)`.
 */
export const RING_RGB = [0x1a, 0x5f, 0xb4] as const;
const MARGIN = 8;

/** How many pixels of the ring's colour (within a small tolerance) surround the focused element. */
export const ringPixels = async (page: Page, rgb: readonly number[] = RING_RGB): Promise<number> => {
  const box = await page.evaluate((margin) => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    el.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
    // the element's visible box: its own, or that of what it wraps (an inline link around an image),
    // or its labels' when it is visually hidden (a radio shown as its label, a 44 px option button)
    const boxes = (nodes: Element[]) => nodes.flatMap((n) => [...n.getClientRects()]).filter((r) => r.width > 0 && r.height > 0);
    let rects = boxes([el, ...el.querySelectorAll('*')]);
    const hidden = rects.every((r) => r.width <= 1 && r.height <= 1);
    const labels = (el as HTMLInputElement).labels;
    if (hidden && labels?.length) rects = boxes([...labels]);
    if (!rects.length) return null;
    const left = Math.max(0, Math.min(...rects.map((r) => r.left)) - margin);
    const top = Math.max(0, Math.min(...rects.map((r) => r.top)) - margin);
    const right = Math.min(innerWidth, Math.max(...rects.map((r) => r.right)) + margin);
    const bottom = Math.min(innerHeight, Math.max(...rects.map((r) => r.bottom)) + margin);
    return { x: left, y: top, width: right - left, height: bottom - top };
  }, MARGIN);
  if (!box || box.width < 1 || box.height < 1) return 0;
  const shot = (await page.screenshot({ clip: box, animations: 'disabled', caret: 'hide' })).toString('base64');
  // decoded by the page's own canvas (no image library in the project)
  return page.evaluate(
    async ({ shot, rgb }) => {
      const img = new Image();
      img.src = `data:image/png;base64,${shot}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
      let count = 0;
      for (let i = 0; i < data.length; i += 4) {
        if (Math.abs(data[i]! - rgb[0]!) + Math.abs(data[i + 1]! - rgb[1]!) + Math.abs(data[i + 2]! - rgb[2]!) <= 24) count++;
      }
      return count;
    },
    { shot, rgb: [...rgb] },
  );
};

/**
 * The ring's least visible length: a ring of width w around a box of w×h draws about
 * 2(w+h)×3 pixels; a third of one side's length is a clear lower bound that an outline
 * around nothing (a 0×0 or 1-line inline box) never reaches.
 */
export const expectRing = async (page: Page, step: string, { min = 150 } = {}) => {
  let n = await ringPixels(page);
  if (n >= min) return n;
  // measured while the element was going (a form replaced by its thank-you message after Enter):
  // once the page has settled, a focused element that is gone or hidden has no ring to show
  // (where focus went is expectFocusOk's check), one still shown is measured again
  await page.waitForTimeout(150);
  const shown = await page.evaluate(() => {
    const el = document.activeElement;
    return !!el && el !== document.body && el.isConnected && el.getClientRects().length > 0;
  });
  if (!shown) return n;
  n = await ringPixels(page);
  if (n < min) throw new Error(`${step}: the focused element shows ${n} ring pixels (at least ${min} expected): no visible focus ring`);
  return n;
};
