import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

let cached: { file: string; mtimeMs: number; css: string } | undefined;

/**
 * The SDK's default theme as built (DIST_DIR/storefront.css, docs/theming.md), inlined in
 * the head of the example pages: no request can hold back the first paint, and the widgets'
 * parts have their size before any script runs (no layout shift). Read again after a
 * rebuild; "" before the first build (the script then links it itself).
 */
export function themeCss(distDir: string): string {
  const file = join(distDir, 'storefront.css');
  try {
    const { mtimeMs } = statSync(file);
    if (cached?.file !== file || cached.mtimeMs !== mtimeMs) {
      const css = readFileSync(file, 'utf8');
      cached = { file, mtimeMs, css: css.includes('</') ? '' : css }; // never ends the <style> element early
    }
    return cached.css;
  } catch {
    return '';
  }
}
