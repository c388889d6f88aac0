import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * After each build, what each size budget of .size-limit.json measures is copied to
 * dist/size/<budget>/, so size-limit can sum its gzip sizes file by file although chunk
 * names carry content hashes: a page's islands' chunks and every chunk they import
 * statically (dynamic `import()` chunks load later, on interaction, and `npm run bench`
 * lists them apart).
 */
export const PRODUCT_PAGE_ISLANDS = ['product', 'cart-pill', 'cart-quantity'];
/**
 * What the product button's first press needs, loaded after load and idle on a product
 * page (widgets/product/index.tsx `loadPressParts`): its lazy parts (widgets/product/parts.ts).
 */
export const PRESS_PARTS = ['product.button-render', 'product.purchase-calls', 'product.alert', 'product.added-popover'];
/** Issue 10: a page with a contact form at mount, at most 21,300 B gzip since the file field (region lists load per country). */
export const CONTACT_PAGE_ISLANDS = ['form', 'cart-pill', 'cart-quantity'];

const STATIC_IMPORT = /(?:from|import)\s*"\.\/([\w.-]+\.js)"/g;
const DYNAMIC_IMPORT = /import\("\.\/([\w.-]+)\.js"\)/g;

/** The chunks `entries` load, with every chunk they import statically. */
export const staticClosure = (chunks: string, entries: readonly string[]): string[] => {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !existsSync(join(chunks, file))) return;
    seen.add(file);
    for (const m of readFileSync(join(chunks, file), 'utf8').matchAll(STATIC_IMPORT)) visit(m[1]!);
  };
  entries.forEach((e) => visit(`${e}.js`));
  return [...seen].sort();
};

/** The chunks `entry` imports dynamically (`import()`), with every chunk they import statically. */
export const dynamicClosure = (chunks: string, entry: string): string[] =>
  staticClosure(chunks, [...readFileSync(join(chunks, `${entry}.js`), 'utf8').matchAll(DYNAMIC_IMPORT)].map((m) => m[1]!));

const copyTo = (dist: string, budget: string, files: readonly string[]): string[] => {
  const out = join(dist, 'size', budget);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  for (const f of files) copyFileSync(join(dist, 'chunks', f), join(out, f));
  return [...files];
};

/** The budgets of the widgets' split build: a product page, a contact page, a product button's first press, and tracking after load. */
export const writeWidgetSizeFiles = (dist = 'dist'): void => {
  const chunks = join(dist, 'chunks');
  const productPage = copyTo(dist, 'product-page', staticClosure(chunks, PRODUCT_PAGE_ISLANDS));
  copyTo(dist, 'contact-page', staticClosure(chunks, CONTACT_PAGE_ISLANDS));
  // what a product page adds after load and idle so that the first press fetches nothing
  copyTo(dist, 'press-parts', staticClosure(chunks, PRESS_PARTS).filter((f) => !productPage.includes(f)));
  // issue 11 "Cost" ("all of it"): what tracking adds after load and idle to a page whose islands loaded
  // the shared chunk, with the error reporter's chunk (imported on the page's first error)
  const tracking = new Set([...staticClosure(chunks, ['tracking']), ...dynamicClosure(chunks, 'tracking')]);
  copyTo(dist, 'tracking', [...tracking].filter((f) => !productPage.includes(f)).sort());
};

/** Issue 12: the gallery with its lightbox (built apart, one file), at most 8,192 B gzip. */
export const writeGallerySizeFiles = (dist = 'dist'): void => void copyTo(dist, 'gallery', staticClosure(join(dist, 'chunks'), ['gallery']));

/** The region lists (src/forms/regions/*.json, minified) beside the chunks, fetched per selected country. */
export const writeRegionFiles = (dist = 'dist', regions = 'src/forms/regions'): void => {
  const out = join(dist, 'chunks', 'regions');
  mkdirSync(out, { recursive: true });
  for (const f of readdirSync(regions).filter((n) => n.endsWith('.json')))
    writeFileSync(join(out, f), JSON.stringify(JSON.parse(readFileSync(join(regions, f), 'utf8'))));
};
