import { describe, expect, it } from 'vitest';
import { boundedMemo, DEFAULT_CACHE_CAPACITY } from '../../../src/domain/bounded-memo';

describe('boundedMemo (docs/behaviour.md §9: cache default capacity 100 entries)', () => {
  it('keeps 100 entries by default and starts again at the 101st', () => {
    expect(DEFAULT_CACHE_CAPACITY).toBe(100);
    const memo = boundedMemo();
    let built = 0;
    const get = (key: string) => memo(key, () => ++built);
    for (let i = 0; i < 100; i++) get(`k${i}`);
    expect(get('k0')).toBe(1); // all 100 kept
    expect(built).toBe(100);
    get('k100'); // the 101st: the map is cleared first
    expect(get('k1')).toBe(102); // built again
  });

  it('takes a capacity of its own', () => {
    const memo = boundedMemo(2);
    let built = 0;
    memo('a', () => ++built);
    memo('b', () => ++built);
    expect(memo('a', () => ++built)).toBe(1);
    memo('c', () => ++built);
    expect(memo('a', () => ++built)).toBe(4);
  });
});
