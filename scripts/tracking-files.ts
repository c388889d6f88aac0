import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PRODUCT_PAGE_ISLANDS, staticClosure } from './product-page-files';

/**
 * What the tracking module costs a page after load and idle (issue 11 "Cost"): the
 * tracking chunk and the chunks it imports statically that the page has not loaded
 * already (a product page's islands load the shared chunk). Copied to
 * dist/size/tracking/ after each build for size-limit (.size-limit.json). The error
 * reporter's chunk loads only on a page's first error and is measured by the bench.
 */
export const writeTrackingFiles = (dist = 'dist'): string[] => {
  const chunks = join(dist, 'chunks');
  const onPage = new Set(staticClosure(chunks, PRODUCT_PAGE_ISLANDS));
  const files = staticClosure(chunks, ['tracking']).filter((f) => !onPage.has(f));
  const out = join(dist, 'size', 'tracking');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  for (const f of files) copyFileSync(join(chunks, f), join(out, f));
  return files;
};
