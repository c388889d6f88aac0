/**
 * `npm run bench:engine` (also the last part of `npm run bench`): the template engine's
 * speed (issue 5 point 7). Compiles once, then renders many times and prints renders
 * per second for every template fixture of ../shared/template-fixtures, and for the
 * product page and the product list of the seeded store (examples/templates with the
 * reference backend's data). Twice: the sources (run through tsx) and the shipped
 * chunk dist/chunks/engine.js when it is built. Each number is the best of 3 rounds
 * after a warm-up, so other work on the machine disturbs it less. Numbers only.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CompileResult, RenderOptions } from '../../src/site/index.js';
import { loadCatalogue } from '../../examples/server/catalogue.js';
import { defaultOptions } from '../../examples/server/options.js';
import { type SiteSettings, renderOptions, templateData } from '../../examples/server/site-render/template-data.js';
import { DEFAULT_TEMPLATES_DIR } from '../../examples/server/site-render/templates.js';
import { parseSections, templateCase } from '../support/fixtures/parse.js';
import { collectFixtures } from '../support/fixtures/run.js';

const FIXTURES = resolve(import.meta.dirname, '../../../shared/template-fixtures');
const DIST_ENGINE = resolve(import.meta.dirname, '../../dist/chunks/engine.js');

interface EngineModule {
  compile(source: string): CompileResult;
}
interface Rate {
  perSecond: number;
  microseconds: number;
}

/** Runs `once` in rounds of about `ms`; the best round's rate. */
function measure(once: () => void, ms = 500): Rate {
  const round = (length: number): Rate => {
    let runs = 0;
    const start = performance.now();
    let elapsed = 0;
    while (elapsed < length) {
      for (let i = 0; i < 10; i++) once();
      runs += 10;
      elapsed = performance.now() - start;
    }
    return { perSecond: (runs * 1000) / elapsed, microseconds: (elapsed * 1000) / runs };
  };
  round(ms / 2); // warm-up: let the JIT settle
  return [round(ms), round(ms), round(ms)].reduce((best, r) => (r.perSecond > best.perSecond ? r : best));
}

const line = (name: string, r: Rate, unit = 'renders/s') =>
  console.log(
    `  ${name.padEnd(50)} ${Math.round(r.perSecond).toLocaleString('en').padStart(10)} ${unit.padEnd(9)} ${r.microseconds.toFixed(1).padStart(9)} µs each`,
  );

function benchFixtures(engine: EngineModule): void {
  const cases = collectFixtures([FIXTURES])
    .filter((f) => f.endsWith('.html'))
    .map((file) => {
      const c = templateCase(parseSections(readFileSync(file, 'utf8')));
      for (const source of Object.values(c.partials)) engine.compile(source);
      const options: RenderOptions = { partials: c.partials, injects: c.injects, locale: c.locale, ...(c.now === undefined ? {} : { now: c.now }) };
      return { name: file.slice(FIXTURES.length + 1), template: engine.compile(c.template).template, data: c.data, options };
    });
  const pass = measure(() => {
    for (const c of cases) c.template.render(c.data, c.options);
  }, 1000);
  line(`all ${cases.length} template fixtures, one pass each`, pass, 'passes/s');
  line('  = fixture renders', { perSecond: pass.perSecond * cases.length, microseconds: pass.microseconds / cases.length });
  const slowest = cases
    .map((c) => ({ name: c.name, r: measure(() => c.template.render(c.data, c.options), 10) }))
    .sort((a, b) => a.r.perSecond - b.r.perSecond)
    .slice(0, 3);
  for (const s of slowest) line(`  slowest: ${s.name.replace('plugins/resources/', '')}`, s.r);
}

function benchStore(engine: EngineModule): void {
  const { catalogue } = loadCatalogue(defaultOptions().catalogue);
  const settings: SiteSettings = { website: catalogue.website, store: catalogue.store, merchandising: catalogue.merchandising, productMerchandisingContext: catalogue.productMerchandisingContext };
  const read = (name: string) => readFileSync(join(DEFAULT_TEMPLATES_DIR, name), 'utf8');
  const partials = { 'product-block': read('partials/product-block.html') };
  engine.compile(partials['product-block']);
  const options: RenderOptions = { ...renderOptions(settings), partials };
  const page = engine.compile(read('product-page.html')).template;
  const list = engine.compile(read('product-list.html')).template;
  const tee = catalogue.products.find((p) => p.id === 'tee-classic') ?? catalogue.products[0];
  if (!tee) throw new Error('the seeded catalogue has no product');
  const pageData = templateData(settings, [tee], { item: tee });
  line('product page (tee-classic, product-page.html)', measure(() => page.render(pageData, options)));
  line('  with its data built per request', measure(() => page.render(templateData(settings, [tee], { item: tee }), options)));
  const listData = templateData(settings, catalogue.products, { items: catalogue.products });
  line(`product list (${catalogue.products.length} blocks, product-list.html)`, measure(() => list.render(listData, options)));
}

export async function benchEngine(): Promise<void> {
  const engines: [string, EngineModule][] = [['src/site (tsx)', await import('../../src/site/index.js')]];
  if (existsSync(DIST_ENGINE)) engines.push(['dist/chunks/engine.js', (await import(pathToFileURL(DIST_ENGINE).href)) as EngineModule]);
  else console.log('\n(dist/chunks/engine.js not built: run `npm run build` to measure the shipped chunk too)');
  for (const [name, engine] of engines) {
    console.log(`\nTemplate engine: ${name}, Node ${process.version}; compiled once, best of 3 rounds`);
    benchFixtures(engine);
    benchStore(engine);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  benchEngine().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
