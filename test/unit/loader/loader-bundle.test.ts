import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * Issue 2: the loader contains no React, preact or zod code. We bundle the loader
 * entry as the build does and check which modules end up inside it.
 */
describe('loader bundle', () => {
  it('bundles only our own loader code: no react, preact, zod or nanostores', async () => {
    const result = await build({
      entryPoints: ['loader/index.ts'],
      bundle: true,
      write: false,
      metafile: true,
      format: 'iife',
      minify: true,
      define: { __VERSION__: '"test"' },
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.length).toBeGreaterThan(2);
    expect(inputs.filter((p) => p.includes('node_modules'))).toEqual([]);
    // its own code, and the one lazy-load helper it shares with the widgets
    expect(inputs.filter((p) => !p.startsWith('loader/'))).toEqual(['src/runtime/lazy.ts']);
    const code = result.outputFiles[0]!.text;
    expect(code).not.toMatch(/preact|ZodMini|createElement|useState/);
  });
});
