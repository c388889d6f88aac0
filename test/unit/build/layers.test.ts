import { describe, expect, it } from 'vitest';
import { cycles, importGraph } from './import-graph';

/** Issue 29 point 3: no import cycles, and the layers hold (loader → widgets → src; src never imports widgets/). */
const graph = importGraph();

describe('the import graph', () => {
  it('finds a cycle when there is one', () => {
    expect(cycles(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]))).toEqual([['a', 'b', 'c']]);
    expect(cycles(new Map([['a', ['b']], ['b', []]]))).toEqual([]);
  });

  it('has no import cycle in src/, widgets/ or loader/', () => {
    expect(graph.size).toBeGreaterThan(200);
    expect(cycles(graph)).toEqual([]);
  });

  it('src/ imports nothing from widgets/ or loader/', () => {
    const upward = [...graph].flatMap(([file, imports]) => (file.startsWith('src/') ? imports.filter((i) => !i.startsWith('src/')).map((i) => `${file} -> ${i}`) : []));
    expect(upward).toEqual([]);
  });
});
