import { cpSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Page, chromium } from 'playwright-core';
import { startServer } from '../e2e/support/server';
import { CPU_THROTTLING, type PageMetrics, SLOW_PHONE, measure, median, medianOf } from './page-metrics';
import { commerceLayerApi } from './peer-api-commerce-layer';
import { shopifyApi } from './peer-api-shopify';
import { peerPackages } from './peer-packages';
import { buyButtonPage, commerceLayerPage, shopPages } from './peer-pages';
import { benchProduct, formatMoney } from './peer-product';
import { startPeerStubs } from './peer-stubs';
import { type ListLoad, type Shop, type ShopperLoad, listLoad, medianList, medianShopper, shopperLoad } from './shopper';
import { sizesOf } from './sizes';
import { longList } from './long-list';
import { OURS, blockingTime, traceLoad } from './trace';

/**
 * The side-by-side benchmark (issue 31), part of `npm run bench`: our product page beside
 * the same product on Commerce Layer's drop-in.js and on Shopify's Buy Button, each peer
 * rendering it from its own API, answered by the bench's stubs (test/bench/peer-stubs.ts,
 * the peers' packages installed on demand: test/bench/peer-packages.ts); then long
 * product lists. Everything in Chromium at 4x CPU and on a slow phone network (150 ms
 * round trip, 1.6 Mbps down), medians of RUNS loads (BENCH_RUNS, default 7):
 *
 * 1. a check: each page shows the product's price and an add button, and an add updates
 *    its cart count (the bench fails otherwise, naming the calls the stubs did not know);
 * 2. what the shopper feels (test/bench/shopper.ts): can add, add feedback, cart count;
 * 3. what each page costs, in loads without the probe: LCP, script time, TBT, JavaScript;
 * 4. the part of the TBT that is each SDK's, from traces (TRACED loads);
 * 5. long lists of 10 and 100 product blocks: the first tile's add, the longest task while
 *    scrolling, our script's growth.
 */
export const RUNS = Number(process.env.BENCH_RUNS) || 7;
/** BENCH_ONLY=products or lists: that part alone, after the check (for working on one). */
const ONLY = process.env.BENCH_ONLY;
/** Traced loads a page for the SDK's part of the blocking time (a trace slows a load down: fewer), 3 for our list pages. */
const TRACED = Math.min(RUNS, 5);
const TRACED_LISTS = Math.min(RUNS, 3);
/** Loads of the diagnostic "ours, button focused first" (what the first press waits for). */
const FOCUSED = Math.min(RUNS, 3);
const repo = resolve(import.meta.dirname, '../..');
/** The same page without the SDK: its script tag removed. */
const withoutSdk = (html: string) => html.replace(/<script\b[^>]*\bsrc="\/storefront\/[^"]*"[^>]*><\/script>/g, '');
const NAMES: Record<Shop, string> = { ours: 'ours (Storefront SDK)', 'commerce-layer': 'Commerce Layer drop-in.js', 'buy-button': 'Shopify Buy Button' };
/** Each SDK's files, for its part of the blocking time (a peer's embed snippet on its page counts as the peer's). */
const SDK_FILES: Record<Shop, RegExp> = { ours: OURS, 'commerce-layer': /\/peers\/drop-in\/|peer-commerce-layer/, 'buy-button': /\/peers\/buybutton|peer-buy-button/ };
const BROWSER_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/** The product picture of our product page (the first `<img>` of its product block), if it has one. */
const pictureOf = (html: string): string | null => {
  const block = html.slice(html.indexOf('data-storefront="product"'));
  return /<img\b[^>]*\bsrc="([^"]+)"/.exec(block.slice(0, block.indexOf('sqs-add-to-cart-button')))?.[1] ?? null;
};

const ms = (n: number, width = 8) => (Number.isFinite(n) ? n.toFixed(0) : 'n/a').padStart(width);

export async function benchPeers(executablePath: string): Promise<void> {
  const product = benchProduct();
  const pagesDir = mkdtempSync(join(tmpdir(), 'sf-bench-pages-'));
  const server = await startServer({ RATE_LIMIT: '0', PAGES_DIR: pagesDir });
  const peers = peerPackages();
  cpSync(join(peers, '@commercelayer/drop-in.js/dist/drop-in'), join(pagesDir, 'peers/drop-in'), { recursive: true });
  cpSync(join(peers, '@shopify/buy-button-js/dist/buybutton.min.js'), join(pagesDir, 'peers/buybutton.min.js'));
  const ourPage = await (await fetch(`${server.url}/products/${product.id}`)).text();
  const picture = pictureOf(ourPage);
  writeFileSync(join(pagesDir, 'product-no-sdk.html'), withoutSdk(ourPage));
  writeFileSync(join(pagesDir, 'peer-commerce-layer.html'), commerceLayerPage(product, picture));
  writeFileSync(join(pagesDir, 'peer-buy-button.html'), buyButtonPage(product));
  const shop = await (await fetch(server.url + '/shop')).text();
  for (const n of [10, 100]) {
    writeFileSync(join(pagesDir, `list-${n}.html`), longList(shop, n));
    writeFileSync(join(pagesDir, `list-${n}-no-sdk.html`), withoutSdk(longList(shop, n)));
  }
  const missing = new Set<string>();
  const stubs = await startPeerStubs(server.url, pagesDir, [commerceLayerApi(product, picture), shopifyApi(product, picture, missing)]);
  const browser = await chromium.launch({ executablePath, args: [...BROWSER_ARGS, `--host-resolver-rules=${stubs.hostRules}`, '--ignore-certificate-errors'] });
  const pages = shopPages(server.url, stubs.url, product);
  try {
    const gzipOf = (m: PageMetrics) =>
      m.scripts
        .map((p) => (p.startsWith('/storefront/') ? join(repo, 'dist', p.slice('/storefront/'.length)) : join(pagesDir, p.replace(/^\/(pages\/)?/, ''))))
        .filter((f) => existsSync(f))
        .reduce((total, f) => total + sizesOf(f).gzip, 0);

    const profile = `Chromium at ${CPU_THROTTLING}x CPU, ${SLOW_PHONE.latency} ms round trip, 1.6 Mbps down`;
    console.log(`\nSide by side, the same product (${product.title}, ${formatMoney(product.variants[0]!.cents, product.variants[0]!.currency)}); product picture: ${picture ?? 'none on our page in this build, so none on the peers\' either'}`);

    // 1. the check: a page that cannot show the price and a button, or add, fails the bench
    const price = formatMoney(product.variants[0]!.cents, product.variants[0]!.currency);
    for (const target of pages) {
      let load: ShopperLoad;
      try {
        load = await shopperLoad(browser, target);
      } catch (error) {
        throw new Error(`${NAMES[target.shop]}: the page did not show the price and an enabled add button, or its add did not update the cart count (${String(error).split('\n')[0]}); calls the stubs did not answer: ${[...stubs.unknown, ...missing].join('; ') || 'none'}`);
      }
      if (load.price.replace(/\s/g, ' ') !== price.replace(/\s/g, ' ')) throw new Error(`${NAMES[target.shop]} showed the price "${load.price}", not "${price}"`);
    }
    if (stubs.unknown.length || missing.size) console.log(`(calls the stubs did not answer: ${[...stubs.unknown, ...missing].join('; ')})`);
    console.log('Check passed: each page shows the price and an enabled add button, and an add updates its cart count.');

    const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => map.set(key, [...(map.get(key) ?? []), value]);
    if (ONLY !== 'lists') {
      // 2-4, each round loading every page in turn (a busy machine slows them alike), RUNS rounds
      const focusedFirst = { ...pages[0]!, beforeClick: (page: Page) => page.locator('main [data-storefront="product"] .sqs-add-to-cart-button').focus() };
      const feltLoads = new Map<Shop | 'focused', ShopperLoad[]>();
      const costLoads = new Map<Shop | 'bare', PageMetrics[]>();
      const tracedLoads = new Map<Shop, { tbt: number; ours: number }[]>();
      for (let i = 0; i < RUNS; i++) {
        // 2. what the shopper feels; ours once more with the button's chunk loaded before the click
        // (the button focused first): what the first press waits for
        for (const target of pages) push(feltLoads, target.shop, await shopperLoad(browser, target));
        if (i < FOCUSED) push(feltLoads, 'focused', await shopperLoad(browser, focusedFirst));
        // 3. what each page costs (loads without the probe), and our page without the SDK
        for (const target of pages) push(costLoads, target.shop, await measure(browser, target.url, { network: true }));
        push(costLoads, 'bare', await measure(browser, `${server.url}/pages/product-no-sdk`, { network: true }));
        // 4. each SDK's part of the blocking time
        if (i < TRACED) for (const target of pages) push(tracedLoads, target.shop, blockingTime(await traceLoad(browser, target.url, undefined, { network: true }), SDK_FILES[target.shop]));
      }
      const felt = new Map([...feltLoads].map(([k, v]) => [k, medianShopper(v)]));
      const cost = new Map([...costLoads].map(([k, v]) => [k, medianOf(v)]));
      const traced = new Map([...tracedLoads].map(([k, v]) => [k, { tbt: median(v.map((l) => l.tbt)), sdk: median(v.map((l) => l.ours)), worst: Math.max(...v.map((l) => l.ours)) }]));
      const bare = cost.get('bare')!;

      console.log(`\nWhat the shopper feels: ${profile}, median of ${RUNS} loads each (ms)`);
      console.log(`${'page'.padEnd(28)}${'can add'.padStart(8)}${'live'.padStart(8)}${'feedback'.padStart(9)}${'INP'.padStart(8)}${'count'.padStart(8)}${' count-answer'.padStart(13)}`);
      for (const target of pages) {
        const f = felt.get(target.shop)!;
        console.log(`${NAMES[target.shop].padEnd(28)}${ms(f.canAdd)}${ms(f.live)}${ms(f.feedback, 9)}${ms(f.inp)}${ms(f.count)}${ms(f.afterAnswer, 13)}`);
      }
      const f = felt.get('focused')!;
      console.log(`${`  ours, focused first (${FOCUSED})`.padEnd(28)}${ms(f.canAdd)}${ms(f.live)}${ms(f.feedback, 9)}${ms(f.inp)}${ms(f.count)}${ms(f.afterAnswer, 13)}`);
      for (const target of pages) {
        const waited = felt.get(target.shop)!.waited;
        if (waited.length) console.log(`${NAMES[target.shop]}: between the click and its first change the page fetched ${waited.length} files (${waited.map(([file]) => file.split('/').pop()).join(', ')}), the last arriving ${Math.max(...waited.map(([, at]) => at)).toFixed(0)} ms after the click (first load)`);
      }
      console.log(`\nWhat each page costs: ${profile}, median of ${RUNS} loads each (${TRACED} traced for the SDK's part of the TBT)`);
      console.log(`${'page'.padEnd(28)}${'LCP ms'.padStart(8)}${'script ms'.padStart(10)}${'TBT ms'.padStart(8)}${'SDK TBT'.padStart(9)}${'worst'.padStart(7)}${'JS gzip B'.padStart(11)}`);
      for (const target of pages) {
        const c = cost.get(target.shop)!;
        const t = traced.get(target.shop)!;
        console.log(`${NAMES[target.shop].padEnd(28)}${ms(c.lcpMs)}${c.scriptMs.toFixed(1).padStart(10)}${ms(c.tbtMs)}${t.sdk.toFixed(1).padStart(9)}${t.worst.toFixed(1).padStart(7)}${String(gzipOf(c)).padStart(11)}`);
      }
      console.log(`${'our page without the SDK'.padEnd(28)}${ms(bare.lcpMs)}${bare.scriptMs.toFixed(1).padStart(10)}${ms(bare.tbtMs)}`);
      console.log(`LCP elements: ${[...pages.map((p) => `${NAMES[p.shop]} ${cost.get(p.shop)!.lcpElement}`), `without the SDK ${bare.lcpElement}`].join('; ')}`);

      const ours = felt.get('ours')!;
      const peerShops = pages.map((p) => p.shop).filter((s) => s !== 'ours');
      const fastest = peerShops.reduce((a, b) => (felt.get(a)!.canAdd <= felt.get(b)!.canAdd ? a : b));
      const oursCost = cost.get('ours')!;
      console.log(`\nAims (issue 31):`);
      console.log(`  can add: ${(ours.canAdd / felt.get(fastest)!.canAdd).toFixed(2)} of the fastest peer's (${NAMES[fastest]}; aim at most 0.25)`);
      console.log(`  add feedback: ${ms(ours.feedback, 0)} ms to the adding state, INP ${ms(ours.inp, 0)} ms (aim under 100 ms); the count ${ms(ours.afterAnswer, 0)} ms after the add's answer (aim within one round trip, ${SLOW_PHONE.latency} ms)`);
      console.log(`  our part of the TBT: ${traced.get('ours')!.sdk.toFixed(1)} ms (aim 0); LCP ${ms(oursCost.lcpMs, 0)} ms with the SDK, ${ms(bare.lcpMs, 0)} ms without (aim: no later)`);
      for (const s of peerShops) console.log(`  script time: ${(oursCost.scriptMs / cost.get(s)!.scriptMs).toFixed(2)} of ${NAMES[s]}'s (aim at most 0.5)`);
      for (const s of peerShops) console.log(`  a shopper can add ${(felt.get(s)!.canAdd / ours.canAdd).toFixed(1)} times sooner than with ${NAMES[s]}`);
    }

    if (ONLY !== 'products') {
      // 5. long lists
      console.log(`\nLong product lists: ${profile}, median of ${RUNS} loads each (ms)`);
      console.log(`${'page'.padEnd(34)}${'can add'.padStart(8)}${'live'.padStart(8)}${'scroll task'.padStart(12)}${'script ms'.padStart(10)}${'TBT ms'.padStart(8)}${'LCP ms'.padStart(8)}`);
      const lists = new Map<string, ListLoad[]>();
      const listCost = new Map<string, PageMetrics[]>();
      for (let i = 0; i < RUNS; i++)
        for (const n of [10, 100]) {
          const url = `${server.url}/pages/list-${n}`;
          push(lists, `${n}`, await listLoad(browser, url));
          push(lists, `${n} bare`, await listLoad(browser, `${url}-no-sdk`, { bare: true }));
          push(listCost, `${n}`, await measure(browser, url, { network: true }));
          push(listCost, `${n} bare`, await measure(browser, `${url}-no-sdk`, { network: true }));
        }
      const added: Record<number, number> = {};
      for (const n of [10, 100]) {
        const withSdk = medianList(lists.get(`${n}`)!);
        const without = medianList(lists.get(`${n} bare`)!);
        const costWith = medianOf(listCost.get(`${n}`)!);
        const costWithout = medianOf(listCost.get(`${n} bare`)!);
        added[n] = costWith.scriptMs - costWithout.scriptMs;
        console.log(`${`${n} blocks, with the SDK`.padEnd(34)}${ms(withSdk.canAdd)}${ms(withSdk.live)}${withSdk.longestScrollTask.toFixed(1).padStart(12)}${costWith.scriptMs.toFixed(1).padStart(10)}${ms(costWith.tbtMs)}${ms(costWith.lcpMs)}`);
        console.log(`${`${n} blocks, without the SDK`.padEnd(34)}${''.padStart(16)}${without.longestScrollTask.toFixed(1).padStart(12)}${costWithout.scriptMs.toFixed(1).padStart(10)}${ms(costWithout.tbtMs)}${ms(costWithout.lcpMs)}`);
      }
      const growth = added[10]! > 0 && added[100]! > 0 ? `${(added[100]! / added[10]!).toFixed(2)}x` : 'n/a (a difference under 0: the machine\'s noise)';
      console.log(`our script time grows ${growth} from 10 to 100 blocks (${added[10]!.toFixed(1)} -> ${added[100]!.toFixed(1)} ms added)`);

      // our part of the blocking time on our other pages
      console.log(`\nOur script's part of the total blocking time on our list pages: ${profile}, traced, median of ${TRACED_LISTS} loads each`);
      console.log(`${'page'.padEnd(34)}${'TBT ms'.padStart(9)}${'ours ms'.padStart(9)}${'worst'.padStart(9)}`);
      for (const [name, path] of [['product list /shop', '/shop'], ['10 blocks', '/pages/list-10'], ['100 blocks', '/pages/list-100']] as const) {
        const loads = [];
        for (let i = 0; i < TRACED_LISTS; i++) loads.push(blockingTime(await traceLoad(browser, server.url + path, undefined, { network: true })));
        console.log(`${name.padEnd(34)}${median(loads.map((l) => l.tbt)).toFixed(1).padStart(9)}${median(loads.map((l) => l.ours)).toFixed(1).padStart(9)}${Math.max(...loads.map((l) => l.ours)).toFixed(1).padStart(9)}`);
      }
    }
  } finally {
    await browser.close();
    await stubs.stop();
    await server.stop();
  }
}
