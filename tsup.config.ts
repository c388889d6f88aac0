import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BuildOptions } from 'esbuild';
import { defineConfig, type Options } from 'tsup';
import { apartChunks, chunkGroups, engineChunk, englishChunk, libraryEntries, loaderEntry, widgetChunks } from './scripts/chunk-map';
import { contractValidators } from './scripts/contract-validators';
import { hookFreeReact } from './scripts/hook-free-react';
import { chunkGroups as chunkGroupsPlugin } from './scripts/chunk-groups';
import { writeGallerySizeFiles, writeRegionFiles, writeWidgetSizeFiles } from './scripts/size-files';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
const root = fileURLToPath(new URL('.', import.meta.url));
const shim = (file: string) => fileURLToPath(new URL(`./widgets/react-shim/${file}`, import.meta.url));

/**
 * The oldest browsers the script build supports (README "Browser support"): the widgets use
 * `<dialog>`'s `showModal()` (Firefox 98, Safari 15.4), `addEventListener`'s `signal`
 * (Chrome 90, Safari 15) and `Array.prototype.at` (Chrome 92); esbuild lowers any newer
 * syntax for them.
 */
export const BROWSER_TARGETS = ['chrome92', 'firefox98', 'safari15.4'];
/**
 * Syntax every target has that esbuild would still rewrite: `\p{…}` regular expressions
 * (Chrome 64, Firefox 78, Safari 11.1) stay literals instead of `new RegExp("\\p{…}")`.
 * Class fields stay native (every target has them): lowered, they need a helper that
 * esbuild puts in a chunk of its own which every page then loads (web-vitals has them).
 */
const SUPPORTED = { 'regexp-unicode-property-escapes': true, 'class-field': true };

/**
 * The script build's common options. terser rather than esbuild's minifier: 4-5 % fewer
 * gzip bytes on every chunk. `module`/`toplevel`: chunks are ES modules (the loader an
 * IIFE); `passes: 2` folds what the first pass exposes. `silent`: the build says nothing
 * unless something fails (no minifier progress lines).
 */
const browser = {
  platform: 'browser',
  target: BROWSER_TARGETS,
  minify: 'terser',
  terserOptions: { module: true, toplevel: true, ecma: 2020, compress: { passes: 2 } },
  sourcemap: false,
  clean: false,
  silent: true,
  noExternal: [/.*/],
  outExtension: () => ({ js: '.js' }),
  define: { 'process.env.NODE_ENV': '"production"' },
  esbuildOptions(options: BuildOptions) {
    options.supported = { ...options.supported, ...SUPPORTED };
  },
} satisfies Options;

/** The script-tag entry, `dist/storefront.js`: a classic script (IIFE), no React, preact or zod inside. */
const loader: Options = {
  ...browser,
  entry: loaderEntry,
  format: ['iife'],
  outDir: 'dist',
  define: { ...browser.define, __VERSION__: JSON.stringify(pkg.version) },
  // its size budget (1,536 B gzip) is kept by tools: esbuild's syntax folding before terser,
  // and the private `_names` mangled (loader/islands.ts), as preact mangles its own
  esbuildOptions(options) {
    browser.esbuildOptions(options);
    options.minifySyntax = true;
  },
  terserOptions: { ...browser.terserOptions, mangle: { properties: { regex: /^_/ } } },
};

/** The widgets' esbuild plugins: the contract's validators (src/contract/shape.ts), `react` per module (the hook-free shim where no hook is called), the chunk map's groups. */
export const widgetPlugins = () => [contractValidators(), hookFreeReact({ core: shim('core.ts'), full: shim('react.ts') }), chunkGroupsPlugin(root, chunkGroups)];

/** The widgets' esbuild options beyond tsup's: react aliased to the shim over preact, JSX for preact, shared chunks named `shared-<hash>`. */
export const widgetOptions = (options: BuildOptions): void => {
  browser.esbuildOptions(options);
  options.alias = {
    'react-dom': shim('react-dom.ts'),
    'react-dom/client': shim('react-dom-client.ts'),
    'react/jsx-runtime': 'preact/jsx-runtime',
    'react/jsx-dev-runtime': 'preact/jsx-runtime',
  };
  options.jsx = 'automatic';
  options.jsxImportSource = 'preact';
  options.chunkNames = 'shared-[hash]';
};

/** What `widgets` writes to dist/chunks/ and `clean` may remove: none of the chunks the other builds put beside them. */
const builtApart = Object.keys({ ...engineChunk, ...apartChunks, ...englishChunk }).map((name) => `!${name}.js`);

/**
 * dist/chunks/*.js: ESM chunks, code-split by the chunk map (scripts/chunk-map.ts), imported
 * lazily by the loader relative to its own URL; react/react-dom aliased to a small shim over
 * preact (widgets/react-shim), the contract's zod schemas compiled to validators.
 */
const widgets: Options = {
  ...browser,
  entry: widgetChunks,
  format: ['esm'],
  outDir: 'dist/chunks',
  clean: builtApart,
  splitting: true,
  esbuildPlugins: widgetPlugins(),
  metafile: true, // dist/chunks/metafile-esm.json: what each chunk holds
  esbuildOptions: widgetOptions,
  // what each size budget measures (.size-limit.json), and the region lists beside the chunks
  onSuccess: async () => {
    writeWidgetSizeFiles();
    writeRegionFiles();
  },
};

/**
 * The template engine (dist/chunks/engine.js), alone: only simple functions inlined and no
 * statement sequences, which gzip better on its many small rules; `unsafe` (String(x) as
 * ""+x, `new` dropped before RegExp and Error) holds for JSON data, which has no Symbol;
 * `pure_getters` for code without getters whose reads would throw on purpose;
 * `unsafe_arrows` (the engine has no `new` or `this` on its function expressions);
 * `npm test` runs the fixtures on the built chunk (`npm run fixtures -- --built`).
 */
const engine: Options = {
  ...browser,
  entry: engineChunk,
  format: ['esm'],
  outDir: 'dist/chunks',
  esbuildPlugins: [contractValidators()],
  terserOptions: { ...browser.terserOptions, compress: { passes: 4, inline: 1, sequences: false, unsafe: true, unsafe_arrows: true, pure_getters: true } },
};

/** The gallery and the events list, each one file (scripts/chunk-map.ts `apartChunks`). */
const apart: Options = {
  ...browser,
  entry: apartChunks,
  format: ['esm'],
  outDir: 'dist/chunks',
  splitting: false,
  esbuildPlugins: [contractValidators()],
  onSuccess: async () => writeGallerySizeFiles(), // the gallery's size budget (.size-limit.json)
};

/** The English catalogue (dist/chunks/i18n-en.js), imported by the loader on English pages only. */
const english: Options = { ...browser, entry: englishChunk, format: ['esm'], outDir: 'dist/chunks' };

/**
 * dist/lib: the library entry with .d.ts types for bundler users, and the React entry
 * (`storefront-sdk/react`) on the app's own React: react is external here, never aliased.
 */
const library: Options = {
  entry: libraryEntries,
  format: ['esm'],
  outDir: 'dist/lib',
  platform: 'browser',
  target: 'es2020',
  dts: true,
  clean: false,
  silent: true,
  external: ['react', 'react-dom', 'preact', 'zod', 'nanostores', '@nanostores/react'],
  esbuildOptions(options) {
    options.jsx = 'automatic';
    options.jsxImportSource = 'react';
  },
};

/** The SDK's default theme (docs/theming.md): dist/storefront.css, minified. */
const theme: Options = {
  entry: { storefront: 'widgets/theme/storefront.css' },
  outDir: 'dist',
  minify: true,
  clean: false,
  silent: true,
};

export default defineConfig([loader, widgets, engine, apart, english, theme, library]);
