import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * The React entry (`storefront-sdk/react`, dist/lib/react.js) runs on the app's own
 * React: bundled as the library build does (tsup.config.ts, react external and not
 * aliased), it imports `react` and holds no preact or react-shim code.
 */
describe('React entry bundle', () => {
  it('imports react and bundles no preact', async () => {
    const result = await build({
      entryPoints: ['widgets/react/index.ts'],
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      platform: 'browser',
      jsx: 'automatic',
      jsxImportSource: 'react',
      external: ['react', 'react-dom', 'zod', 'nanostores'],
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs).toContain('widgets/product/add-to-cart-button.tsx');
    expect(inputs.filter((p) => /preact|react-shim|@nanostores\/react/.test(p))).toEqual([]);
    const output = Object.values(result.metafile.outputs)[0]!;
    const imported = output.imports.filter((i) => i.external).map((i) => i.path);
    expect(imported).toContain('react');
    expect(imported).toContain('react/jsx-runtime');
    expect(imported.filter((p) => p.includes('preact'))).toEqual([]);
    const code = result.outputFiles[0]!.text;
    expect(code).toMatch(/from "react"/);
    expect(code).not.toMatch(/preact/);
  });
});
