import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * Issue 13: the reference template engine and its CLDR library are test and benchmark
 * tools only. Bundles what ships (the engine chunk's entry, the loader, the library entry,
 * every widget) as the build does and checks that none of it imports them; the built
 * files themselves are checked by test/e2e/no-reference-engine.e2e.ts.
 */
describe('shipped code never imports the reference engine', () => {
  it('src/site, loader/, widgets/ and the library entry have no @squarespace or @phensley input', async () => {
    const result = await build({
      entryPoints: ['src/site/index.ts', 'loader/index.ts', 'src/index.ts'],
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      platform: 'browser',
      outdir: 'out',
      jsx: 'automatic',
      jsxImportSource: 'preact',
      logLevel: 'silent',
      external: ['react', 'react-dom', 'zod', 'nanostores', 'preact', 'dompurify', 'web-vitals'],
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs).toContain('src/site/engine/render.ts');
    expect(inputs.filter((p) => /@squarespace|@phensley|test\/diff\//.test(p))).toEqual([]);
  });
});
