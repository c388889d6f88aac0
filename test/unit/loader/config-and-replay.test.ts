// @vitest-environment happy-dom
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../../../loader/config';
import { clickAt, pathTo } from '../../../loader/replay';

afterEach(() => {
  document.body.replaceChildren();
  document.getElementById('storefront-config')?.remove();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A fresh chunk folder whose i18n-en.js counts its imports (a stand-in for the built English catalogue). */
const folders: string[] = [];
afterAll(() => folders.forEach((f) => rmSync(f, { recursive: true, force: true })));
const chunkFolder = () => {
  const chunks = mkdtempSync(join(import.meta.dirname, '.chunks-')); // inside the project, where vitest imports from
  folders.push(chunks);
  writeFileSync(join(chunks, 'i18n-en.js'), 'globalThis.i18nEnImported = (globalThis.i18nEnImported ?? 0) + 1;');
  return pathToFileURL(chunks).href + '/';
};
const base = chunkFolder();

const inlineConfig = (text: string) => {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'storefront-config';
  script.textContent = text;
  document.head.append(script);
};

describe('readConfig (docs/behaviour.md §7: GET /api/context/config, failure logged, null)', () => {
  it('reads the inline block without any call', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    inlineConfig('{"currency":"EUR"}');
    expect(await readConfig(base)).toEqual({ currency: 'EUR' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('logs malformed inline JSON once and yields null', async () => {
    const error = vi.spyOn(console, 'warn').mockImplementation(() => {});
    inlineConfig('{"currency":');
    expect(await readConfig(base)).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('asks the API without an inline block, and yields null when it fails', async () => {
    const error = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"websiteId":"w"}', { status: 200 })));
    expect(await readConfig(base)).toEqual({ websiteId: 'w' });
    vi.stubGlobal('fetch', vi.fn(async () => new Response('nope', { status: 503 })));
    expect(await readConfig(base)).toBeNull();
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    expect(await readConfig(base)).toBeNull();
    expect(error).toHaveBeenCalledTimes(2);
  });
});

describe('readConfig: the English catalogue on English pages only (issue 14)', () => {
  const imported = () => (globalThis as { i18nEnImported?: number }).i18nEnImported ?? 0;

  it('imports chunks/i18n-en.js before resolving when the locale is English, else nothing', async () => {
    const before = imported();
    inlineConfig('{"locale":"fr-FR"}');
    document.documentElement.lang = 'en';
    expect(await readConfig(chunkFolder())).toEqual({ locale: 'fr-FR' }); // the configuration's locale wins over the page's lang
    expect(imported()).toBe(before);
    document.getElementById('storefront-config')!.textContent = '{"locale":"en-US"}';
    expect(await readConfig(chunkFolder())).toEqual({ locale: 'en-US' });
    expect(imported()).toBe(before + 1);
  });

  it("falls back to the page's lang without a locale, and a chunk that fails to load changes nothing", async () => {
    const before = imported();
    inlineConfig('{}');
    document.documentElement.lang = 'fr';
    await readConfig(chunkFolder());
    expect(imported()).toBe(before);
    document.documentElement.lang = 'en-GB';
    await readConfig(chunkFolder());
    expect(imported()).toBe(before + 1);
    expect(await readConfig('file:///nowhere/')).toEqual({});
    document.documentElement.lang = '';
  });
});

describe('click replay path', () => {
  it('finds the same place in a re-rendered island', () => {
    const island = document.createElement('div');
    island.innerHTML = '<p></p><div><span></span><button>Add</button></div>';
    document.body.append(island);
    const path = pathTo(island, island.querySelector('button'));
    expect(path).toEqual([1, 1]);
    // the widget replaced the markup with an equivalent tree
    island.replaceChildren();
    island.insertAdjacentHTML('beforeend', '<p></p><div><span></span><button>Add</button></div>');
    const clicked = vi.fn();
    island.querySelector('button')!.addEventListener('click', clicked);
    clickAt(island, path!);
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it('ignores targets outside the island and paths that no longer exist', () => {
    const island = document.createElement('div');
    document.body.append(island, document.createElement('aside'));
    expect(pathTo(island, document.querySelector('aside'))).toBeNull();
    expect(() => clickAt(island, [4, 2])).not.toThrow();
  });
});
