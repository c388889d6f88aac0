import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * Issue 13: the reference template engine (@squarespace/template-engine) and its CLDR
 * library are used by tests and the benchmark only; nothing we ship holds them. Reads the
 * built files (npm test builds before its end-to-end step): dist/storefront.js, every
 * chunk and every library file. The markers are the packages' names and a runtime message
 * of the reference engine (its missing-partial error), never text our engine writes.
 */
const dist = resolve(import.meta.dirname, '../../dist');
const MARKERS = ['@squarespace/template-engine', '@phensley/', 'phensley', 'Attempt to apply partial'];

function files(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.(m?js|cjs)$/.test(name) ? [path] : [];
  });
}

test('no shipped file holds the reference engine or its CLDR library', () => {
  const shipped = [join(dist, 'storefront.js'), ...files(join(dist, 'chunks')), ...files(join(dist, 'lib'))];
  expect(shipped).toContain(join(dist, 'chunks', 'engine.js'));
  const found = shipped.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return MARKERS.filter((m) => text.includes(m)).map((m) => `${file.slice(dist.length + 1)}: ${m}`);
  });
  expect(found).toEqual([]);
});
