// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../../../loader/config';
import { clickAt, pathTo } from '../../../loader/replay';

afterEach(() => {
  document.body.replaceChildren();
  document.getElementById('storefront-config')?.remove();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const inlineConfig = (text: string) => {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'storefront-config';
  script.textContent = text;
  document.head.append(script);
};

describe('readConfig (SPEC.md 7: GET /api/context/config, failure logged, null)', () => {
  it('reads the inline block without any call', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    inlineConfig('{"currency":"EUR"}');
    expect(await readConfig()).toEqual({ currency: 'EUR' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('logs malformed inline JSON once and yields null', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    inlineConfig('{"currency":');
    expect(await readConfig()).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('asks the API without an inline block, and yields null when it fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"websiteId":"w"}', { status: 200 })));
    expect(await readConfig()).toEqual({ websiteId: 'w' });
    vi.stubGlobal('fetch', vi.fn(async () => new Response('nope', { status: 503 })));
    expect(await readConfig()).toBeNull();
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    expect(await readConfig()).toBeNull();
    expect(error).toHaveBeenCalledTimes(2);
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
