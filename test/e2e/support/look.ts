import type { Page } from '@playwright/test';

/**
 * The look checks of every example page (issue 25 point 6, issue 26): what a shopper
 * on a phone or a desktop would call broken. Each check answers a list of problems in
 * words ("overflow: 412px wide at 390px"), empty when the page passes.
 */

/** The platform's English default labels (docs/behaviour.md §9) that a French page must not show. */
export const ENGLISH_DEFAULTS = [
  'Add To Cart',
  'Quantity',
  'Select ',
  'Quick View',
  'SALE',
  'SOLD OUT',
  'from ',
  'every week',
  'Subscribe',
  ' item',
  'No Comments',
  'Strongly Disagree',
  'AM/PM',
] as const;

/** The controls the size and overlap checks look at: visible, not hidden from everyone. */
const CONTROLS = 'button, input:not([type="hidden"]), select, textarea, [role="button"], [role="spinbutton"]';

/** Images in the product, list, Quick View and popover parts of a page (and the cart's lines). */
export async function imageProblems(page: Page, scope = 'main, dialog[open], [role="dialog"]'): Promise<string[]> {
  return page.locator(scope).evaluateAll((roots) => {
    const problems: string[] = [];
    const seen = new Set<Element>();
    for (const root of roots) {
      for (const img of Array.from(root.querySelectorAll('img'))) {
        if (seen.has(img)) continue;
        seen.add(img);
        const box = img.getBoundingClientRect();
        if (getComputedStyle(img).display === 'none' || box.width === 0) continue;
        const name = img.getAttribute('src') ?? img.dataset['src'] ?? '(no src)';
        const missing = [
          img.hasAttribute('alt') ? '' : 'alt',
          img.getAttribute('width') && img.getAttribute('height') ? '' : 'width/height',
          img.getAttribute('srcset') ? '' : 'srcset',
        ].filter(Boolean);
        if (missing.length) problems.push(`image ${name} without ${missing.join(', ')}`);
      }
    }
    return problems;
  });
}

/** Content wider than the viewport (a phone scrolls sideways). */
export async function overflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scroll = document.documentElement.scrollWidth;
    if (scroll <= width) return [];
    const wide = Array.from(document.body.querySelectorAll<HTMLElement>('*'))
      .filter((el) => el.getBoundingClientRect().right > width + 1 && getComputedStyle(el).position !== 'fixed')
      .slice(0, 3)
      .map((el) => el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\s+/).join('.') : ''));
    return [`overflow: ${scroll}px wide at ${width}px (${wide.join(', ')})`];
  });
}

/** Controls under 44 px tall (a radio or checkbox counts with its label), text under 16 px in inputs. */
export async function touchProblems(page: Page): Promise<string[]> {
  return page.locator('body').evaluate((body, selector) => {
    const problems: string[] = [];
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && !el.closest('[aria-hidden="true"], [inert]');
    };
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''} "${(el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '').trim().slice(0, 40) || (el as HTMLInputElement).name || ''}"`;
    for (const el of Array.from(body.querySelectorAll(selector))) {
      if (!visible(el)) continue;
      const input = el as HTMLInputElement;
      const choice = el.tagName === 'INPUT' && (input.type === 'radio' || input.type === 'checkbox');
      const boxes = [el.getBoundingClientRect(), ...(choice ? Array.from(input.labels ?? [], (l) => l.getBoundingClientRect()) : [])];
      const height = Math.max(...boxes.map((b) => b.height));
      if (height < 43.5) problems.push(`control under 44px: ${name(el)} ${Math.round(height)}px`);
      const texty = (el.tagName === 'INPUT' && !choice && !['button', 'submit', 'reset', 'image', 'range', 'color'].includes(input.type)) || el.tagName === 'SELECT' || el.tagName === 'TEXTAREA';
      const size = parseFloat(getComputedStyle(el).fontSize);
      if (texty && size < 16) problems.push(`input text under 16px: ${name(el)} ${size}px`);
    }
    return problems;
  }, CONTROLS);
}

/** Two form controls whose boxes overlap (by more than a pixel each way). */
export async function overlapProblems(page: Page): Promise<string[]> {
  return page.locator('body').evaluate((body, selector) => {
    const controls = Array.from(body.querySelectorAll(selector)).filter((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden' && !el.closest('[aria-hidden="true"]');
    });
    const boxes = controls.map((el) => ({ el, box: el.getBoundingClientRect() }));
    const problems: string[] = [];
    const label = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}${el.getAttribute('aria-label') ? ` "${el.getAttribute('aria-label')}"` : ''}`;
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const x = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const y = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (x > 1 && y > 1) problems.push(`overlap: ${label(a.el)} and ${label(b.el)} (${Math.round(x)}×${Math.round(y)}px)`);
      }
    }
    return problems;
  }, CONTROLS);
}

/** The English defaults a shopper reads or hears on a French page: visible text, accessible names, placeholders. */
export async function englishProblems(page: Page): Promise<string[]> {
  return page.locator('body').evaluate((body, labels) => {
    if (!(document.documentElement.lang || '').startsWith('fr')) return [];
    const names = Array.from(body.querySelectorAll('[aria-label], [placeholder], [title], [alt]'))
      .filter((el) => el.getClientRects().length > 0 && !el.closest('[aria-hidden="true"]'))
      .flatMap((el) => ['aria-label', 'placeholder', 'title', 'alt'].map((a) => el.getAttribute(a) ?? ''));
    const texts = [(body as HTMLElement).innerText, ...names];
    return labels.filter((label) => texts.some((t) => t.includes(label))).map((label) => `English default on a French page: "${label.trim()}"`);
  }, [...ENGLISH_DEFAULTS]);
}

/**
 * A select whose chosen option does not fit its box: the shopper reads "Choisir : Conten"
 * (the text measured in the select's own font against its width less its padding, which
 * holds the arrow).
 */
export async function selectClipProblems(page: Page): Promise<string[]> {
  return page.locator('body').evaluate((body) => {
    const pen = document.createElement('canvas').getContext('2d');
    if (!pen) return [];
    const problems: string[] = [];
    for (const select of Array.from(body.querySelectorAll('select'))) {
      const style = getComputedStyle(select);
      const box = select.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || select.closest('[aria-hidden="true"], [inert]')) continue;
      const text = select.selectedOptions[0]?.text.trim() ?? '';
      if (!text) continue;
      pen.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const needed = Math.ceil(pen.measureText(text).width);
      const room = Math.floor(select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight));
      if (needed > room + 1) problems.push(`select text clipped: "${text}" needs ${needed}px, has ${room}px (${select.getAttribute('aria-label') ?? select.id})`);
    }
    return problems;
  });
}

/** Each problem once, with how many times the page has it ("… (×3)"). */
const counted = (problems: readonly string[]): string[] => {
  const counts = new Map<string, number>();
  for (const p of problems) counts.set(p, (counts.get(p) ?? 0) + 1);
  return [...counts].map(([p, n]) => (n > 1 ? `${p} (×${n})` : p));
};

/**
 * Every check of a page at the current viewport width: on a phone (390 px) all of them;
 * on a desktop the overlap and clipped-select checks only (the others do not change with
 * the width, or are phone rules).
 */
export async function lookProblems(page: Page): Promise<string[]> {
  const phone = (page.viewportSize()?.width ?? 0) <= 400;
  if (!phone) return counted([...(await overlapProblems(page)), ...(await selectClipProblems(page))]);
  return counted([
    ...(await imageProblems(page)),
    ...(await overflowProblems(page)),
    ...(await touchProblems(page)),
    ...(await overlapProblems(page)),
    ...(await selectClipProblems(page)),
    ...(await englishProblems(page)),
  ]);
}
