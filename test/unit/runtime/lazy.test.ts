import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchChunkGraph, lazy } from '../../../src/runtime/lazy';

describe('lazy(load)', () => {
  it('loads once and shares the promise in flight', async () => {
    const load = vi.fn(async () => 'chunk');
    const get = lazy(load);
    const [a, b] = [get(), get()];
    expect(a).toBe(b);
    expect(await a).toBe('chunk');
    expect(await get()).toBe('chunk');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('after a failure, reports it and tries again on the next call with the next attempt number', async () => {
    const attempts: number[] = [];
    const report = vi.fn();
    const get = lazy(async (attempt) => {
      attempts.push(attempt);
      if (attempt < 2) throw new Error('offline ' + attempt);
      return 'chunk';
    }, report);
    await expect(get()).rejects.toThrow('offline 0');
    await expect(get()).rejects.toThrow('offline 1');
    expect(await get()).toBe('chunk');
    expect(await get()).toBe('chunk');
    expect(attempts).toEqual([0, 1, 2]);
    expect(report.mock.calls.map(([e]) => (e as Error).message)).toEqual(['offline 0', 'offline 1']);
  });
});

describe('fetchChunkGraph(url)', () => {
  afterEach(() => vi.unstubAllGlobals());
  const files: Record<string, string> = {
    'https://shop.test/chunks/a.js': 'import{x as y}from"./shared-1.js";import"./shared-2.js";const l=()=>import("./lazy.js");',
    'https://shop.test/chunks/shared-1.js': 'import"./shared-2.js";export const x=1;',
    'https://shop.test/chunks/shared-2.js': 'export const z=2;',
  };
  const stub = (down: string[] = []) => {
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      if (down.includes(url)) throw new TypeError('Failed to fetch');
      return new Response(files[url] ?? '', { status: files[url] ? 200 : 404 });
    });
    return fetched;
  };

  it('fetches the chunk and, once each, every chunk it imports statically, never its import() calls', async () => {
    const fetched = stub();
    await fetchChunkGraph('https://shop.test/chunks/a.js');
    expect(fetched.sort()).toEqual(['https://shop.test/chunks/a.js', 'https://shop.test/chunks/shared-1.js', 'https://shop.test/chunks/shared-2.js']);
  });

  it('rejects when a chunk it needs does not come (network error or HTTP error)', async () => {
    stub(['https://shop.test/chunks/shared-2.js']);
    await expect(fetchChunkGraph('https://shop.test/chunks/a.js')).rejects.toThrow('Failed to fetch');
    stub();
    await expect(fetchChunkGraph('https://shop.test/chunks/missing.js')).rejects.toThrow('404');
  });
});
