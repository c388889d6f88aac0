import type { ChunkGroup } from './chunk-groups';

/**
 * The chunk map: which modules go in which chunk of the script build, in one place
 * (read by tsup.config.ts and by test/unit/build/chunk-map.test.ts; docs/architecture.md).
 * Paths are relative to the repository's root.
 */

/** One chunk per island type (`data-storefront="<name>"`): the loader imports `chunks/<name>.js`. */
export const islandChunks = {
  product: 'widgets/product/index.tsx',
  'cart-pill': 'widgets/cart-pill/index.ts',
  cart: 'widgets/cart/index.tsx',
  'order-confirmed': 'widgets/cart/order-confirmed.ts',
  'cart-quantity': 'widgets/cart-quantity/index.ts',
  instalment: 'widgets/instalment/index.ts',
  restock: 'widgets/restock/index.ts',
  'owner-restock': 'widgets/owner-restock/index.tsx',
  form: 'widgets/form/index.tsx',
  /** content blocks (issue 12): blog and other content items */
  content: 'widgets/content/index.ts',
};

/** Chunks no island names: the runtime behind `Storefront.call` (the loader imports it), and tracking (src/tracking/start.ts imports it after load and idle). */
export const serviceChunks = {
  runtime: 'widgets/runtime/index.ts',
  tracking: 'src/tracking/chunk.ts',
};

/**
 * Lazy parts, imported by their widget through widgets/common/lazy-part.ts: named
 * `<widget>.<part>` (never an island's name: the loader takes names without a dot), so
 * a retry can import `chunks/<name>.js` again under a new URL.
 */
export const lazyParts = {
  'product.variant-sync': 'widgets/product/variant-sync.ts',
  'product.purchase-calls': 'widgets/product/purchase-calls.ts',
  'product.alert': 'widgets/product/alert.tsx',
  'product.button-render': 'widgets/product/button-render.tsx',
  'product.quick-view': 'widgets/product/quick-view.ts',
  'product.added-popover': 'widgets/product/added-popover.ts',
  'restock.island': 'widgets/restock/island.tsx',
  'form.submit-flow': 'widgets/form/submit-flow.ts',
};

/**
 * The shared chunk: the code a product page runs at mount (its islands: product,
 * cart-pill, cart-quantity; scripts/size-files.ts), shared by every chunk above. esbuild
 * splits by who imports what, so the build makes every widget module and every chunk
 * above reach this list (scripts/chunk-groups.ts): it comes out as ONE chunk instead of
 * many small ones (each extra file costs its gzip overhead and a request). Keep it to what
 * a product page runs at mount: esbuild keeps every statement of a file that any chunk
 * uses, so a file listed here should not carry rules only a lazy chunk needs (put those in
 * their own file: see src/domain/product-type.ts isSubscribable). The contract's schema
 * modules arrive as compiled validators, never zod (scripts/contract-validators.ts). No
 * preact: a product page renders nothing with it at mount (the add-to-cart button is
 * adopted, widgets/product/button-view.ts); the chunks that render share it apart.
 */
export const sharedChunk = [
  'src/contract/constants.ts',
  'src/contract/money.ts',
  'src/contract/cart.ts',
  'src/contract/config.ts',
  'src/contract/product.ts',
  'src/contract/responses.ts',
  'src/runtime/settings.ts',
  'src/runtime/events.ts',
  'src/runtime/warn.ts',
  'src/runtime/lazy.ts',
  'widgets/common/read-json.ts',
  'src/api/client.ts',
  'src/state/cookies.ts',
  'src/state/should-load-cart.ts',
  'src/state/cart.ts',
  'src/state/cart-actions.ts',
  'src/i18n/product.ts',
  'src/domain/money-format.ts',
  'src/domain/loose.ts',
  'src/domain/product-type.ts',
  'src/domain/stock.ts',
  'src/domain/quantity.ts',
  'src/domain/cart-pill.ts',
  'src/domain/add-button-label.ts',
  'widgets/common/a11y-style.ts',
  'widgets/common/lazy-part.ts',
  'widgets/cart-pill/index.ts',
  'widgets/cart-quantity/index.ts',
  // tracking: a few bytes that import the tracking chunk after load and idle, and the analytics
  // seam the widgets publish records through (here rather than a chunk of its own, which the
  // tracking chunk and each lazy part that fires an event would fetch)
  'src/tracking/start.ts',
  'src/tracking/consent.ts',
  'src/tracking/track.ts',
];

/** The widgets' split build: every chunk above, by name. */
export const widgetChunks = { ...islandChunks, ...serviceChunks, ...lazyParts };

const entryFiles = Object.values(widgetChunks);
const sharedFiles = new Set(sharedChunk);

/**
 * The chunks the map groups (scripts/chunk-groups.ts): `shared` is reached from every chunk
 * entry and every widget module outside it; `form`, the form block's code, from the form's
 * lazy parts, so it stays one chunk on a page with a form.
 */
export const chunkGroups: Record<string, ChunkGroup> = {
  shared: { modules: sharedChunk, from: (file) => entryFiles.includes(file) || (file.startsWith('widgets/') && !sharedFiles.has(file)) },
  form: {
    modules: ['widgets/form/index.tsx'],
    // the group's own module too: the virtual module then goes in the same chunk, not an empty one
    from: (file) => ['widgets/form/index.tsx', 'widgets/form/answers-editor.tsx', 'widgets/form/product-form.tsx', 'widgets/form/region-reader.ts', 'widgets/form/submit-flow.ts'].includes(file),
  },
};

/**
 * The template engine, for whole templates in the browser (quick view of a product not
 * on the page, previews); never imported by a widget. Built on its own: sharing chunks
 * with the widgets would put every rule it uses into the chunks a product page loads.
 */
export const engineChunk = { engine: 'src/site/index.ts' };

/**
 * Widgets without preact (plain DOM: the gallery, the events list), each built into one
 * file of its own: in the widgets' split build, whatever they share with the eager
 * widgets (the active catalogue, src/i18n/catalogue.ts) would become a chunk of its own
 * that every product page then loads.
 */
export const apartChunks = { gallery: 'widgets/gallery/index.ts', events: 'widgets/events/index.ts', 'product-media': 'widgets/product-media/index.ts' };

/** The English catalogue, imported by the loader on English pages only; built apart, so it shares no chunk with the widgets. */
export const englishChunk = { 'i18n-en': 'src/i18n/en/index.ts' };

/** The loader (`dist/storefront.js`), and the library entries (`dist/lib/`). */
export const loaderEntry = { storefront: 'loader/index.ts' };
export const libraryEntries = { index: 'src/index.ts', react: 'widgets/react/index.ts' };
