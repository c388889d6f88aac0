import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The JavaScript a product detail page loads once its islands are mounted: the loader,
 * each island's chunk and every chunk those import statically (dynamic `import()`
 * chunks load later, on interaction, and are listed apart by `npm run bench`). Copied
 * to dist/size/product-page/ after each build so size-limit (.size-limit.json) can sum
 * their gzip sizes file by file, although chunk names carry content hashes.
 */
export const PRODUCT_PAGE_ISLANDS = ['product', 'cart-pill', 'cart-quantity'];

const STATIC_IMPORT = /(?:from|import)\s*"\.\/([\w.-]+\.js)"/g;

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

export const writeProductPageFiles = (dist = 'dist'): string[] => {
  const out = join(dist, 'size', 'product-page');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const files = staticClosure(join(dist, 'chunks'), PRODUCT_PAGE_ISLANDS);
  for (const f of files) copyFileSync(join(dist, 'chunks', f), join(out, f));
  return files;
};
