import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { expectRing } from './focus-ring';
import type { RunningServer } from './server';

/**
 * The keyboard-only harness of issue 15 (test/e2e/keyboard.e2e.ts): chunk loads slowed
 * down (Playwright routes), a watcher in the page that records every moment focus falls
 * to <body> while islands mount or re-render, and a `Keys` driver that presses one key
 * at a time and asserts, after every step, that focus is on a visible control with an
 * accessible name (never <body>), not covered by the fixed cart pill.
 * Journeys are data (`Journey`): a widget of another issue adds its own to the list.
 */

/** Delays every widget chunk (dist/chunks/*.js) by `ms`, as a slow network would. */
export const throttleChunks = (page: Page, ms: number) =>
  page.route('**/storefront/chunks/*.js', async (route) => {
    await new Promise((r) => setTimeout(r, ms));
    await route.continue();
  });

/**
 * Records, after each DOM change, whether focus dropped to <body> from a control that
 * had it (a widget mounting or re-rendering under it). Read with `focusLosses`.
 */
export const watchFocus = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { __focusLosses: string[] };
    w.__focusLosses = [];
    let last = '';
    document.addEventListener('focusin', (e) => {
      const t = e.target as Element;
      last = `${t.tagName.toLowerCase()}${t.className ? '.' + String(t.className).trim().split(/\s+/).join('.') : ''} "${(t.textContent || '').trim().slice(0, 40)}"`;
    });
    // a closing dialog or popover hands focus back in the same task: only what stays on <body> counts
    new MutationObserver(() => {
      if (last && (document.activeElement === document.body || !document.activeElement)) {
        w.__focusLosses.push(last);
        last = '';
      }
    }).observe(document, { childList: true, subtree: true, attributes: true });
  });

export const focusLosses = (page: Page) => page.evaluate(() => (window as unknown as { __focusLosses: string[] }).__focusLosses);

/**
 * The first line of an aria snapshot without its YAML syntax: `- 'combobox "Choisir : Taille"':`
 * reads `combobox "Choisir : Taille"`. YAML quotes a key that holds ": " (the French
 * labels do), single ('' for ') or double (JSON escapes).
 */
export const snapshotHead = (snapshot: string): string => {
  const line = (snapshot.split('\n')[0] ?? '').replace(/^- /, '');
  const single = /^'((?:[^']|'')*)'/.exec(line);
  if (single) return single[1]!.replace(/''/g, "'");
  const double = /^"((?:[^"\\]|\\.)*)"/.exec(line);
  if (double) return JSON.parse(`"${double[1]}"`) as string;
  return line.replace(/:$/, '');
};

/** The role and name of the focused element, as the accessibility tree says them: `button "Ajouter au panier"`. */
export const focusedName = async (page: Page): Promise<string> => snapshotHead(await page.locator(':focus').ariaSnapshot());

/** Throws unless focus is on a visible, named control that the pill does not cover. */
export const expectFocusOk = async (page: Page, step: string) => {
  const onBody = await page.evaluate(() => !document.activeElement || document.activeElement === document.body);
  expect(onBody, `${step}: focus is on <body>`).toBe(false);
  const focused = page.locator(':focus');
  await expect(focused, `${step}: focused control is visible`).toBeVisible();
  await expect(focused, `${step}: focused control has a name`).toHaveAccessibleName(/\S/);
  const covered = await focused.evaluate((el) => {
    const pill = document.querySelector<HTMLElement>('[data-storefront="cart-pill"]');
    if (!pill || pill.hidden || pill.contains(el) || el.closest('dialog,[popover]')) return false;
    const a = el.getBoundingClientRect();
    const p = pill.getBoundingClientRect();
    const x = Math.max(0, Math.min(a.right, p.right) - Math.max(a.left, p.left));
    const y = Math.max(0, Math.min(a.bottom, p.bottom) - Math.max(a.top, p.top));
    return x * y > 0;
  });
  expect(covered, `${step}: the cart pill covers the focused control`).toBe(false);
};

export interface Keys {
  /** Presses `key` once, then checks focus. */
  press(key: string): Promise<void>;
  /** Presses Tab (or Shift+Tab) until the focused control's `role "name"` matches, checking focus at each step. */
  tabTo(target: RegExp, options?: { back?: boolean; max?: number }): Promise<void>;
  /** Presses `key` on a link or a form that leaves the page, and waits for `url` (a new page starts with focus on <body>). */
  follow(key: string, url: RegExp): Promise<void>;
  /** The focused control's `role "name"`. */
  focused(): Promise<string>;
}

/**
 * `ring`: after every key, the focused element also shows a visible focus ring (issue 32:
 * ring pixels counted in a screenshot of its box, support/focus-ring.ts).
 */
export const keys = (page: Page, { ring = false }: { ring?: boolean } = {}): Keys => {
  let steps = 0;
  const press = async (key: string) => {
    await page.keyboard.press(key);
    steps++;
    const step = `step ${steps} (${key})`;
    await expectFocusOk(page, step);
    if (ring) await expectRing(page, `${step} on ${await focusedName(page)}`);
  };
  return {
    press,
    follow: async (key, url) => {
      await Promise.all([page.waitForURL(url), page.keyboard.press(key)]);
      steps++;
    },
    focused: () => focusedName(page),
    tabTo: async (target, { back = false, max = 40 } = {}) => {
      const seen: string[] = [];
      for (let i = 0; i < max; i++) {
        await press(back ? 'Shift+Tab' : 'Tab');
        const name = await focusedName(page);
        if (target.test(name)) return;
        seen.push(name);
      }
      throw new Error(`no control matching ${target} within ${max} Tab presses; passed: ${seen.join(' | ')}`);
    },
  };
};

/** What assistive technology reads in a region: its accessibility tree, as YAML. */
export const announced = (region: Locator) => region.ariaSnapshot();

/** A keyboard-only journey of the example site; widgets of other issues add theirs to `journeys`. */
export interface Journey {
  name: string;
  /** Known failing, skipped until fixed (the closing note names the issue that keeps it). */
  fixme?: boolean;
  /** Runs with chunk loads throttled and the focus watcher installed, from a fresh page. */
  run(args: { page: Page; server: RunningServer; kb: Keys }): Promise<void>;
}

/** Runs the page's CPU 4× slower (Chromium's throttling), as the keyboard audits of issue 32 do. */
export const slowCpu = async (page: Page, rate = 4) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
};
