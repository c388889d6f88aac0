import { readFileSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { widgetChunks } from '../../../scripts/chunk-map';
import { BROWSER_TARGETS, widgetOptions, widgetPlugins } from '../../../tsup.config';
import { root } from './import-graph';

/**
 * Issue 29 point 3: each chunk of the widgets' build holds the modules the chunk map says
 * (scripts/chunk-map.ts), pinned in ./chunks.json. A change to what a chunk holds fails
 * here with the modules it gained and lost; when the change is meant, write the new list
 * with `UPDATE_CHUNKS=1 npx vitest run test/unit/build/chunk-map.test.ts` and commit it.
 * The build is tsup's without the minifier (which does not move modules between chunks).
 */
const PINNED = new URL('./chunks.json', import.meta.url);

/** Each chunk's modules: an entry's by its name, a shared chunk's as "shared: <its first module>". */
const chunkModules = async (): Promise<Record<string, string[]>> => {
  const options = { entryPoints: widgetChunks, bundle: true, splitting: true, format: 'esm', platform: 'browser', target: BROWSER_TARGETS, outdir: 'dist/chunks', write: false, metafile: true, absWorkingDir: root, define: { 'process.env.NODE_ENV': '"production"' }, plugins: widgetPlugins(), logLevel: 'silent' } as const;
  const esbuildOptions = { ...options, plugins: [...options.plugins] };
  widgetOptions(esbuildOptions);
  const { metafile } = await build(esbuildOptions);
  const named = Object.fromEntries(Object.entries(widgetChunks).map(([name, file]) => [file, name]));
  const chunks = Object.values(metafile.outputs)
    .filter((o) => o.entryPoint || Object.keys(o.inputs).length)
    .map((o) => {
      const modules = Object.keys(o.inputs).map((m) => m.replace(/^.*node_modules\//, 'node_modules/')).sort();
      return [o.entryPoint ? named[o.entryPoint] ?? o.entryPoint : `shared: ${modules[0]}`, modules] as const;
    });
  return Object.fromEntries(chunks.sort(([a], [b]) => a.localeCompare(b)));
};

/** What changed, chunk by chunk, in words. */
const describeChange = (pinned: Record<string, string[]>, built: Record<string, string[]>): string[] =>
  [...new Set([...Object.keys(pinned), ...Object.keys(built)])].flatMap((chunk) => {
    const before = pinned[chunk] ?? [];
    const after = built[chunk] ?? [];
    const gained = after.filter((m) => !before.includes(m));
    const lost = before.filter((m) => !after.includes(m));
    if (!pinned[chunk]) return [`new chunk ${chunk}: ${after.join(', ')}`];
    if (!built[chunk]) return [`chunk ${chunk} is gone (held ${before.join(', ')})`];
    return [...gained.map((m) => `${chunk} gained ${m}`), ...lost.map((m) => `${chunk} lost ${m}`)];
  });

describe('the chunk map', () => {
  it('puts each module in the chunk ./chunks.json pins', async () => {
    const built = await chunkModules();
    if (process.env.UPDATE_CHUNKS) writeFileSync(PINNED, JSON.stringify(built, null, 2) + '\n');
    const pinned = JSON.parse(readFileSync(PINNED, 'utf8')) as Record<string, string[]>;
    expect(describeChange(pinned, built)).toEqual([]);
    expect(built.product).toContain('widgets/product/index.tsx');
  });

  it('says what changed', () => {
    expect(describeChange({ a: ['x', 'y'], b: ['z'] }, { a: ['x', 'w'], c: ['v'] })).toEqual(['a gained w', 'a lost y', 'chunk b is gone (held z)', 'new chunk c: v']);
  });
});
