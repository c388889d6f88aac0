import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { staticClosure } from './product-page-files';

/**
 * What a page with the given islands loads for them (each island's chunk and the
 * chunks it imports statically), copied to dist/size/<name>/ for its size budget in
 * .size-limit.json, as scripts/product-page-files.ts does for a product page.
 */
export const ISLAND_BUDGETS: Readonly<Record<string, readonly string[]>> = {
  // issue 12: the gallery with its lightbox, at most 8,192 B gzip
  gallery: ['gallery'],
};

export const writeIslandFiles = (dist = 'dist'): void => {
  for (const [name, islands] of Object.entries(ISLAND_BUDGETS)) {
    const out = join(dist, 'size', name);
    rmSync(out, { recursive: true, force: true });
    mkdirSync(out, { recursive: true });
    for (const f of staticClosure(join(dist, 'chunks'), islands)) copyFileSync(join(dist, 'chunks', f), join(out, f));
  }
};
