import { expect, it, vi } from 'vitest';
import { lazyPart } from '../../../../widgets/common/lazy-part';

it('a part named twice is one loader: its second definition loads nothing of its own and shares the first one\'s attempts', async () => {
  const first = vi.fn(() => Promise.resolve({ n: 1 }));
  const second = vi.fn(() => Promise.resolve({ n: 2 }));
  const a = lazyPart('test.twice', first);
  const b = lazyPart('test.twice', second);
  expect(b).toBe(a);
  expect(await b()).toEqual({ n: 1 });
  expect(await a()).toEqual({ n: 1 });
  expect(first).toHaveBeenCalledTimes(1);
  expect(second).not.toHaveBeenCalled();
});
