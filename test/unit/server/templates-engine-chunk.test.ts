import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { engineChunk as engineEntry, widgetChunks as widgetEntries } from '../../../scripts/chunk-map';

/**
 * Issue 5 point 6: the template engine ships as its own lazily loaded chunk and is never
 * part of a product page's size: no widget, loader or runtime module imports src/site/.
 */
const root = resolve(import.meta.dirname, '../../..');
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

describe('the engine chunk', () => {
  it('is its own build, sharing no chunk with the widgets', () => {
    expect(engineEntry).toEqual({ engine: 'src/site/index.ts' });
    expect(Object.values(widgetEntries)).not.toContain('src/site/index.ts');
  });

  it('is imported by no widget, the loader or the runtime', () => {
    const importers = ['widgets', 'loader', 'src/runtime']
      .flatMap((dir) => sources(join(root, dir)))
      .filter((file) => /from\s+['"][^'"]*\/site\/|import\(\s*['"][^'"]*\/site\//.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file));
    expect(importers).toEqual([]);
  });
});
