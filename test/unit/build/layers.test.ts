import { describe, expect, it } from 'vitest';
import { cycles, importGraph } from './import-graph';

/** Issue 29 point 3: no import cycles, and the layers hold (loader → widgets → src; src never imports widgets/). */
const graph = importGraph();
/**
 * The one cycle left, in the template engine (render ↔ partials ↔ context): the engine's
 * files are the rules work's of the same round (issue 29), whose module order its size
 * budget depends on. Any other cycle fails.
 */
const ENGINE_CYCLE = ['src/site/engine/context.ts', 'src/site/engine/partials.ts', 'src/site/engine/render.ts'];

describe('the import graph', () => {
  it('finds a cycle when there is one', () => {
    expect(cycles(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]))).toEqual([['a', 'b', 'c']]);
    expect(cycles(new Map([['a', ['b']], ['b', []]]))).toEqual([]);
  });

  it('has no import cycle in src/, widgets/ or loader/ but the engine\'s', () => {
    expect(graph.size).toBeGreaterThan(200);
    expect(cycles(graph)).toEqual([ENGINE_CYCLE]);
  });

  it('src/ imports nothing from widgets/ or loader/', () => {
    const upward = [...graph].flatMap(([file, imports]) => (file.startsWith('src/') ? imports.filter((i) => !i.startsWith('src/')).map((i) => `${file} -> ${i}`) : []));
    expect(upward).toEqual([]);
  });
});
