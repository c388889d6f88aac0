import { copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { staticClosure } from './product-page-files';

/**
 * After each build: the region lists (src/forms/regions/*.json, minified) beside the
 * chunks, at dist/chunks/regions/, fetched per selected country by the address field;
 * and what a page with a contact form loads at mount (the loader, the form, cart-pill
 * and cart-quantity islands and their static imports) at dist/size/contact-page/, for
 * its size budget in .size-limit.json. Region data is not part of that budget.
 */
export const CONTACT_PAGE_ISLANDS = ['form', 'cart-pill', 'cart-quantity'];

export const writeFormFiles = (dist = 'dist', regions = 'src/forms/regions'): void => {
  const out = join(dist, 'chunks', 'regions');
  mkdirSync(out, { recursive: true });
  for (const f of readdirSync(regions).filter((n) => n.endsWith('.json')))
    writeFileSync(join(out, f), JSON.stringify(JSON.parse(readFileSync(join(regions, f), 'utf8'))));
  const page = join(dist, 'size', 'contact-page');
  rmSync(page, { recursive: true, force: true });
  mkdirSync(page, { recursive: true });
  for (const f of staticClosure(join(dist, 'chunks'), CONTACT_PAGE_ISLANDS)) copyFileSync(join(dist, 'chunks', f), join(page, f));
};
