import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { defineConfig, type Options } from 'tsup';
import { contractValidators } from './scripts/contract-validators';
import { hookFreeReact } from './scripts/hook-free-react';
import { writeGallerySizeFiles, writeRegionFiles, writeWidgetSizeFiles } from './scripts/size-files';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

/**
 * Three builds (DESIGN.md "Builds"):
 * - dist/storefront.js: the classic-script loader (IIFE, no React/preact/zod inside);
 * - dist/chunks/*.js: ESM widget chunks, code-split, imported lazily by the loader
 *   relative to its own URL, with react/react-dom aliased to preact/compat, and the
 *   contract's zod schemas compiled to validators (scripts/contract-validators.ts);
 * - dist/lib: the ESM library entry with .d.ts types for bundler users, and the React
 *   entry (dist/lib/react.js, `storefront-sdk/react`) on the app's own React: react is
 *   external here, never aliased.
 */
const shim = (file: string) => fileURLToPath(new URL(`./widgets/react-shim/${file}`, import.meta.url));

const preactAlias = {
  // a small shim over preact + preact/hooks instead of preact/compat (widgets/react-shim)
  react: './widgets/react-shim/react.ts',
  'react-dom': './widgets/react-shim/react-dom.ts',
  'react-dom/client': './widgets/react-shim/react-dom-client.ts',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};

const browser: Options = {
  platform: 'browser',
  target: 'es2022',
  /**
   * terser rather than esbuild's minifier: 4-5 % fewer gzip bytes on every chunk (the
   * tracking chunk 7,463 -> 7,146 B). `module`/`toplevel`: chunks are ES modules (the
   * loader an IIFE); `passes: 2` folds what the first pass exposes.
   */
  minify: 'terser',
  terserOptions: { module: true, toplevel: true, ecma: 2020, compress: { passes: 2 } },
  sourcemap: false,
  clean: false,
  define: { 'process.env.NODE_ENV': '"production"' },
};

/** One chunk per widget type; the loader imports `chunks/<type>.js`. */
export const widgetEntries = {
  product: 'widgets/product/index.tsx',
  'cart-pill': 'widgets/cart-pill/index.ts',
  /** Entries under widgets/entries/ put a chunk on the widgets' one shared chunk (widgets/common/eager.ts). */
  cart: 'widgets/entries/cart.ts',
  'order-confirmed': 'widgets/entries/order-confirmed.ts',
  'cart-quantity': 'widgets/cart-quantity/index.ts',
  instalment: 'widgets/instalment/index.ts',
  restock: 'widgets/restock/index.ts',
  'owner-restock': 'widgets/owner-restock/index.tsx',
  form: 'widgets/form/index.tsx',
  /** Content blocks (issue 12): each loads only on pages that show it (the gallery and events: `apartEntries`). */
  content: 'widgets/entries/content.ts',
  runtime: 'src/runtime/index.ts',
  /** Imported by the shared chunk after load and idle (widgets/common/tracking-start.ts), never by the loader. */
  tracking: 'widgets/entries/tracking.ts',
};

/**
 * The template engine, for whole templates in the browser (quick view of a product not
 * on the page, previews); never imported by a widget. Built on its own: sharing chunks
 * with the widgets would put every rule it uses into the chunks a product page loads
 * (esbuild splits by file, and keeps each statement that any entry uses).
 */
export const engineEntry = { engine: 'src/site/index.ts' };

/**
 * Widgets without preact (plain DOM: the gallery, the events list), each built into one
 * file of its own: in the widgets' split build, whatever they share with the eager
 * widgets (the active catalogue, src/i18n/catalogue.ts) would become a chunk of its own
 * that every product page then loads.
 */
export const apartEntries = { gallery: 'widgets/gallery/index.ts', events: 'widgets/events/index.ts' };

export default defineConfig([
  {
    ...browser,
    entry: { storefront: 'loader/index.ts' },
    define: { ...browser.define, __VERSION__: JSON.stringify(pkg.version) },
    format: ['iife'],
    outDir: 'dist',
    outExtension: () => ({ js: '.js' }),
    noExternal: [/.*/],
  },
  {
    ...browser,
    entry: widgetEntries,
    format: ['esm'],
    outDir: 'dist/chunks',
    clean: ['!engine.js', '!i18n-en.js', '!gallery.js', '!events.js'], // built next to the widget chunks by the builds below
    splitting: true,
    outExtension: () => ({ js: '.js' }),
    noExternal: [/.*/],
    // the contract's zod schemas, compiled to small validators at build time (src/contract/shape.ts);
    // `react` resolved per module: the hook-free shim for modules that call no hook
    esbuildPlugins: [contractValidators(), hookFreeReact({ core: shim('core.ts'), full: shim('react.ts') })],
    metafile: !!process.env.METAFILE, // METAFILE=1 npm run build: what each chunk holds (dist/chunks/metafile-esm.json)
    esbuildOptions(options) {
      // class fields stay native (every browser since 2020 has them): lowered, they need a
      // helper that esbuild puts in a chunk of its own which every page then loads (web-vitals has them)
      options.supported = { ...options.supported, 'class-field': true };
      const { react: _react, ...rest } = preactAlias; // `react` itself: hookFreeReact
      options.alias = rest;
      options.jsx = 'automatic';
      options.jsxImportSource = 'preact';
      options.chunkNames = 'shared-[hash]';
    },
    // what each size budget measures (.size-limit.json), and the region lists beside the chunks
    onSuccess: async () => void (writeWidgetSizeFiles(), writeRegionFiles()),
  },
  {
    ...browser,
    entry: engineEntry,
    format: ['esm'],
    outDir: 'dist/chunks',
    outExtension: () => ({ js: '.js' }),
    noExternal: [/.*/],
    esbuildPlugins: [contractValidators()],
    // the engine alone: only simple functions inlined and no statement sequences, which gzip
    // better on its many small rules (dist/chunks/engine.js 0.09 kB smaller; both transforms are safe);
    // `unsafe` (String(x) as ""+x, `new` dropped before RegExp and Error: 46 B) holds for JSON data, which has
    // no Symbol; `pure_getters` (10 B) for code without getters whose reads would throw on purpose; `unsafe_arrows`
    // (9 B: the inlined function expressions as arrows; the engine has no `new` or `this` on them); `npm test`
    // runs the fixtures on the built chunk (`npm run fixtures -- --built`); four passes (46 B over two, with the
    // interval rules of the s6 round)
    terserOptions: { ...browser.terserOptions, compress: { passes: 4, inline: 1, sequences: false, unsafe: true, unsafe_arrows: true, pure_getters: true } },
  },
  {
    ...browser,
    entry: apartEntries,
    format: ['esm'],
    outDir: 'dist/chunks',
    splitting: false,
    outExtension: () => ({ js: '.js' }),
    noExternal: [/.*/],
    esbuildPlugins: [contractValidators()],
    // the gallery's size budget (.size-limit.json)
    onSuccess: async () => void writeGallerySizeFiles(),
  },
  {
    // the English catalogue, imported by the loader on English pages only (src/i18n/en/index.ts);
    // built apart so it shares no chunk (not even esbuild's helpers) with the widgets
    ...browser,
    entry: { 'i18n-en': 'src/i18n/en/index.ts' },
    format: ['esm'],
    outDir: 'dist/chunks',
    outExtension: () => ({ js: '.js' }),
  },
  {
    // the SDK's default theme (docs/theming.md): dist/storefront.css, minified
    entry: { storefront: 'widgets/theme/storefront.css' },
    outDir: 'dist',
    minify: true,
    clean: false,
  },
  {
    entry: { index: 'src/index.ts', react: 'widgets/react/index.ts' },
    format: ['esm'],
    outDir: 'dist/lib',
    platform: 'browser',
    target: 'es2020',
    dts: true,
    clean: false,
    external: ['react', 'react-dom', 'preact', 'zod', 'nanostores', '@nanostores/react'],
    esbuildOptions(options) {
      options.jsx = 'automatic';
      options.jsxImportSource = 'react';
    },
  },
]);
