import type { Browser, Frame, Page } from 'playwright-core';
import { median, quiet, throttledPage } from './page-metrics';
import { type TraceEvent, longestTask } from './trace';

/**
 * What a shopper feels on a product page (issue 31 point 2), one load at a time, on the
 * bench's slow phone profile (test/bench/page-metrics.ts `throttledPage`: 4x CPU, 150 ms
 * round trip, 1.6 Mbps down):
 *
 * - **can add**: from navigation until the price and an enabled add button are on screen
 *   and a click on the button would be acted on. For a peer, its button enabled by the
 *   peer (Commerce Layer: `<cl-add-to-cart>` hydrated, not `aria-disabled`; the Buy
 *   Button: its frame shown with the price and an enabled button). For us the button is
 *   the page's own HTML, and a click on it before the widget mounts is replayed once it
 *   has (loader/islands.ts): a click is acted on from the moment the loader has
 *   registered the product island (read as its first `IntersectionObserver.observe` of
 *   the island: the loader registers an island, then observes it). That is the figure;
 *   **live** is when the widget has mounted (the button carries `sf-add-button`), after
 *   which a click runs without a replay.
 * - **feedback**: from the click (the `pointerdown` event's time stamp) to the first frame
 *   that shows the add under way (our button's adding state, Commerce Layer's spinner,
 *   the Buy Button's cart drawer opening, whichever the page shows first), and the
 *   click's interaction latency as INP measures it (Event Timing: the longest event of
 *   the interaction, input delay to next paint).
 * - **count**: from the click until the page's cart count reads 1; **after answer**: that
 *   time less the time the add's answer arrived (the first response after the click from
 *   the add's call), to compare with one round trip.
 *
 * Times are taken by a probe (an init script) that checks the page at each animation
 * frame while it waits for something (from navigation until the page can add, then from
 * the click until the count), and sleeps otherwise: a load that reads these is never used
 * for script time or blocking time, which come from loads without the probe.
 */
export type Shop = 'ours' | 'commerce-layer' | 'buy-button';

export interface ShopperLoad {
  canAdd: number;
  live: number;
  feedback: number;
  inp: number;
  count: number;
  afterAnswer: number;
  /** the price the page showed when it could add (checked against the product's) */
  price: string;
  /** what the page fetched between the click and its first visible change: file, and when it arrived after the click (ms) */
  waited: [string, number][];
}

/** The probe: runs in the page before its scripts (in the top frame only). */
const probe = (shop: Shop) => {
  if (window !== window.top) return;
  type State = { price: string; canAdd: number; live: number; registered: number; armed: boolean; click: number; feedback: number; count: number; watching: boolean; before: string };
  const s: State = { price: '', canAdd: 0, live: 0, registered: 0, armed: false, click: 0, feedback: 0, count: 0, watching: true, before: '' };
  (window as unknown as { __shopper: State }).__shopper = s;
  const observe = IntersectionObserver.prototype.observe;
  IntersectionObserver.prototype.observe = function (target: Element) {
    if (!s.registered && target.matches('[data-storefront="product"]')) s.registered = performance.now();
    return observe.call(this, target);
  };
  const shown = (el: Element | null | undefined): el is HTMLElement =>
    !!el && el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && el.getBoundingClientRect().height > 0 && el.getBoundingClientRect().top < innerHeight;
  const frameDoc = (name: string) => (document.querySelector<HTMLIFrameElement>(`iframe[name^="${name}"]`)?.contentDocument ?? null);
  /** what a shopper sees of a button: its text and whether it is enabled */
  const buttonState = (el: Element | null | undefined) => `${el?.textContent}|${el?.getAttribute('disabled')}|${el?.getAttribute('aria-disabled')}`;
  const text = (el: Element | null | undefined) => (el?.shadowRoot ?? el)?.textContent?.trim() ?? '';
  const ours = () => document.querySelector('main [data-storefront="product"]');
  const checks: Record<Shop, { price: () => string; ready: () => boolean; live: () => boolean; button: () => Element | null | undefined; feedback: () => boolean; count: () => boolean }> = {
    ours: {
      price: () => text(ours()?.querySelector('.product-price')),
      ready: () => shown(ours()?.querySelector('.product-price')) && shown(ours()?.querySelector('.sqs-add-to-cart-button')) && s.registered > 0,
      live: () => !!ours()?.querySelector('.sf-add-button'),
      button: () => ours()?.querySelector('.sqs-add-to-cart-button'),
      feedback: () => !!ours()?.querySelector('.sf-add-button--adding, .sf-add-button--added'),
      count: () => text(document.querySelector('[data-storefront="cart-quantity"]')) === '1',
    },
    'commerce-layer': {
      price: () => text(document.querySelector('cl-price-amount[type="price"]')),
      ready: () => {
        const button = document.querySelector('cl-add-to-cart');
        return /\d/.test(text(document.querySelector('cl-price-amount[type="price"]'))) && shown(button) && button.getAttribute('aria-disabled') !== 'true';
      },
      live: () => checks['commerce-layer'].ready(),
      button: () => document.querySelector('cl-add-to-cart'),
      feedback: () => document.querySelector('cl-add-to-cart')?.getAttribute('aria-busy') === 'true',
      count: () => text(document.querySelector('cl-cart-count')) === '1',
    },
    'buy-button': {
      price: () => text(frameDoc('frame-product')?.querySelector('.shopify-buy__product__actual-price')),
      ready: () => {
        const doc = frameDoc('frame-product');
        const button = doc?.querySelector<HTMLButtonElement>('.shopify-buy__btn');
        return shown(document.querySelector('iframe[name^="frame-product"]')) && /\d/.test(text(doc?.querySelector('.shopify-buy__product__actual-price'))) && !!button && !button.disabled;
      },
      live: () => checks['buy-button'].ready(),
      button: () => frameDoc('frame-product')?.querySelector('.shopify-buy__btn'),
      feedback: () => !!document.querySelector('.shopify-buy-frame--cart.is-active, .shopify-buy-frame--cart .is-active') || buttonState(checks['buy-button'].button()) !== s.before,
      count: () => text(frameDoc('frame-toggle')?.querySelector('.shopify-buy__cart-toggle__count')) === '1',
    },
  };
  const c = checks[shop];
  // seen at a frame's start: the time is taken once that frame has been painted (a task queued
  // from the frame's callback runs after its paint), so a change is counted when it is on screen
  const painted = (set: (t: number) => void) => setTimeout(() => set(performance.now()));
  const tick = () => {
    if (!s.canAdd && c.ready()) {
      s.canAdd = -1;
      s.price = c.price();
      painted((t) => (s.canAdd = t));
    }
    if (!s.live && c.live()) {
      s.live = -1;
      painted((t) => (s.live = t));
    }
    if (s.click && !s.feedback && c.feedback()) {
      s.feedback = -1;
      painted((t) => (s.feedback = t));
    }
    if (s.click && !s.count && c.count()) {
      s.count = -1;
      painted((t) => (s.count = t));
    }
    s.watching = !(s.canAdd && s.live) || (s.armed && !(s.count && s.feedback));
    if (s.watching) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  // armed by the bench just before its click: the click's time, the button as it was, the watch again
  (window as unknown as { __arm: () => void }).__arm = () => {
    s.before = buttonState(c.button());
    s.armed = true;
    if (!s.watching) requestAnimationFrame(tick);
    s.watching = true;
  };
};

/**
 * A function's source to run in the page, called with `arg`. tsx compiles the bench with
 * esbuild's `keepNames`, which wraps named functions in a `__name` helper the page does not
 * have: the source gets its own.
 */
const inPage = (fn: (arg: never) => unknown, arg?: unknown) => `(() => { const __name = (f) => f; return (${fn.toString()})(${JSON.stringify(arg ?? null)}); })()`;

/** In the click's frame: its time (on the top frame's clock) and its interaction's latency (Event Timing). */
const watchClick = (frame: Frame) =>
  frame.evaluate(inPage(() => {
    const top = window.top as unknown as Window & { __shopper: { click: number; inp: number } };
    const state = top.__shopper;
    const toTop = (t: number) => performance.timeOrigin + t - top.performance.timeOrigin;
    addEventListener('pointerdown', (e) => (state.click = toTop(e.timeStamp)), { capture: true, once: true });
    state.inp = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as PerformanceEventTiming[]) if (e.interactionId) state.inp = Math.max(state.inp, e.duration);
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  }));

/** Until the probe has each of `keys` (a time), else an error with what it has. */
const until = (page: Page, keys: string[], failure: string) =>
  page
    .waitForFunction((ks) => ks.every((k) => (window as unknown as { __shopper: Record<string, number> }).__shopper[k]! > 0), keys, { timeout: 30_000, polling: 250 })
    .catch(async (error: unknown) => {
      throw new Error(`${failure}: ${JSON.stringify(await page.evaluate(() => (window as unknown as { __shopper: unknown }).__shopper))}`, { cause: error });
    });

export interface ShopPage {
  shop: Shop;
  url: string;
  /** the add's call (its answer ends the wait the count may add to) */
  addCall: RegExp;
  /** chooses the variant the add will add (the same for every page: S, Blanc) */
  choose(page: Page): Promise<void>;
  /** before the click, once quiet (a variant of the protocol, for what stands in the way) */
  beforeClick?: (page: Page) => Promise<void>;
  /** the add button, and the frame it is in */
  button(page: Page): { frame: Frame; click: () => Promise<void> };
}

/** One load: navigation until the page can add, the variant chosen, a quiet second, then the add. */
export async function shopperLoad(browser: Browser, target: ShopPage): Promise<ShopperLoad> {
  const { context, page, inFlight } = await throttledPage(browser, undefined, { network: true });
  try {
    await page.addInitScript({ content: inPage(probe, target.shop) });
    await page.goto(target.url, { waitUntil: 'load' });
    await until(page, ['canAdd', 'live'], 'no price and enabled add button');
    await target.choose(page);
    await quiet(page, inFlight); // what choosing loaded (our picker's effects), and the page's own calls
    if (target.beforeClick) {
      await target.beforeClick(page);
      await quiet(page, inFlight);
    }
    const { frame, click } = target.button(page);
    await watchClick(frame);
    await page.evaluate(() => (window as unknown as { __arm: () => void }).__arm());
    await click();
    await until(page, ['feedback', 'count'], 'no change and no cart count of 1 after the add');
    await page.waitForTimeout(300); // the interaction's Event Timing entry comes after its paint
    return await page.evaluate((addCall) => {
      const s = (window as unknown as { __shopper: { price: string; canAdd: number; live: number; click: number; feedback: number; count: number; inp: number } }).__shopper;
      const answer = performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime >= s.click && new RegExp(addCall).test(e.name))
        .map((e) => (e as PerformanceResourceTiming).responseEnd)[0];
      const waited = performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime >= s.click && (e as PerformanceResourceTiming).responseEnd <= s.feedback)
        .map((e): [string, number] => [new URL(e.name).pathname, (e as PerformanceResourceTiming).responseEnd - s.click]);
      return { canAdd: s.canAdd, live: s.live, feedback: s.feedback - s.click, inp: s.inp, count: s.count - s.click, afterAnswer: answer ? s.count - answer : NaN, price: s.price, waited };
    }, target.addCall.source);
  } finally {
    await context.close();
  }
}

/** The medians of several loads (what was fetched before the first change: the first load's). */
export function medianShopper(all: ShopperLoad[]): ShopperLoad {
  const pick = (key: Exclude<keyof ShopperLoad, 'price' | 'waited'>) => median(all.map((l) => l[key]));
  return { canAdd: pick('canAdd'), live: pick('live'), feedback: pick('feedback'), inp: pick('inp'), count: pick('count'), afterAnswer: pick('afterAnswer'), price: all[0]!.price, waited: all[0]!.waited };
}

export interface ListLoad {
  /** the first tile's add button: a click on it acted on (replayed), then its widget mounted */
  canAdd: number;
  live: number;
  /** the longest main-thread task while the shopper scrolls to the bottom of the page (ms) */
  longestScrollTask: number;
}

/** One load of a long product list: until the first tile can add, then, once quiet, a traced scroll to the bottom (`bare`: the page without the SDK: no probe). */
export async function listLoad(browser: Browser, url: string, options: { bare?: boolean } = {}): Promise<ListLoad> {
  const { context, page, inFlight } = await throttledPage(browser, undefined, { network: true });
  try {
    if (!options.bare) await page.addInitScript({ content: inPage(probe, 'ours') });
    await page.goto(url, { waitUntil: 'load' });
    if (!options.bare) await until(page, ['canAdd', 'live'], 'no add button on the first tile');
    await quiet(page, inFlight);
    await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await page.mouse.move(640, 400);
    for (let i = 0; i < 200 && (await page.evaluate(() => scrollY + innerHeight < document.documentElement.scrollHeight - 1)); i++) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(100);
    }
    await quiet(page, inFlight, 500);
    const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    const times = options.bare ? { canAdd: NaN, live: NaN } : await page.evaluate(() => (window as unknown as { __shopper: { canAdd: number; live: number } }).__shopper);
    return { canAdd: times.canAdd, live: times.live, longestScrollTask: longestTask(events) };
  } finally {
    await context.close();
  }
}

export function medianList(all: ListLoad[]): ListLoad {
  const pick = (key: keyof ListLoad) => median(all.map((l) => l[key]));
  return { canAdd: pick('canAdd'), live: pick('live'), longestScrollTask: pick('longestScrollTask') };
}
