/**
 * `npm run bench:engine` (also the last part of `npm run bench`): our template engine
 * (src/site) against the reference engine (@squarespace/template-engine, a black box:
 * test/diff/reference.ts), in one process.
 *
 * - the locale-free fixtures (no `locale` in `:PARAMS`) of the folder `TEMPLATE_FIXTURES`
 *   names, else of the project's own (test/fixtures/templates/), each compiled once in both engines (partials too: the reference gets them
 *   compiled, test/diff/reference.ts referencePartials), then rendered in
 *   interleaved rounds: ours, reference, ours, ... Each round renders every fixture once
 *   per pass for about `ROUND_MS`; the rate is the median of the rounds.
 * - the product page and the product list of the seeded store (examples/templates and its
 *   partials with the reference backend's data), the same way; `|json-script` (ours only)
 *   is read as `|json` in both engines so they do the same work.
 *
 * Prints both rates and the ratio (ours / reference) per workload. Numbers only; the
 * issue's target is a ratio of at least 2.0.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadCatalogue } from '../../examples/server/catalogue.js';
import { defaultOptions } from '../../examples/server/options.js';
import { type SiteSettings, renderOptions, templateData } from '../../examples/server/site-render/template-data.js';
import { DEFAULT_TEMPLATES_DIR } from '../../examples/server/site-render/templates.js';
import { compile } from '../../src/site/index.js';
import { referenceCompile, referencePartials, referenceRender } from '../diff/reference.js';
import { parseSections, templateCase } from '../support/fixtures/parse.js';
import { fixturesRoot } from '../support/fixtures/root.js';
import { collectFixtures } from '../support/fixtures/run.js';

const FIXTURES = fixturesRoot();
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 9);
const ROUND_MS = Number(process.env['BENCH_ROUND_MS'] ?? 300);
/** Fixed clock for both engines, so `now`-dependent fixtures do the same work. */
const NOW = Date.UTC(2024, 0, 15, 12);

/** One workload: a render pass in each engine. */
interface Workload {
  readonly name: string;
  readonly unit: string;
  readonly ours: () => void;
  readonly reference: () => void;
}

/** Passes per second over one round of about `ms`. */
function round(once: () => void, ms: number): number {
  let runs = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < ms) {
    once();
    runs++;
    elapsed = performance.now() - start;
  }
  return (runs * 1000) / elapsed;
}

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

export interface BenchResult {
  readonly name: string;
  readonly ours: number;
  readonly reference: number;
  readonly ratio: number;
}

function run(w: Workload): BenchResult {
  round(w.ours, ROUND_MS); // warm-up: let the JIT settle in both
  round(w.reference, ROUND_MS);
  const ours: number[] = [];
  const reference: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    ours.push(round(w.ours, ROUND_MS));
    reference.push(round(w.reference, ROUND_MS));
  }
  const result = { name: w.name, ours: median(ours), reference: median(reference), ratio: median(ours) / median(reference) };
  const rate = (n: number) => `${Math.round(n).toLocaleString('en').padStart(9)} ${w.unit}`;
  console.log(`  ${w.name.padEnd(44)} ours ${rate(result.ours)}   reference ${rate(result.reference)}   ratio ${result.ratio.toFixed(2)}`);
  return result;
}

/** The locale-free development fixtures, compiled once in both engines. */
function fixtureWorkload(): Workload {
  const cases = collectFixtures([FIXTURES])
    .filter((f) => f.endsWith('.html'))
    .map((file) => templateCase(parseSections(readFileSync(file, 'utf8'))))
    .filter((c) => !/"locale"/.test(JSON.stringify(c)) || c.locale === 'en')
    .map((c) => {
      const now = c.now ?? NOW;
      return {
        ours: compile(c.template).template,
        reference: referenceCompile(c.template),
        data: c.data,
        ourOptions: { partials: c.partials, injects: c.injects, locale: 'en', now },
        refOptions: { partials: referencePartials(c.partials), injects: c.injects, locale: 'en', now },
      };
    });
  for (const c of cases) for (const source of Object.values(c.ourOptions.partials)) compile(source);
  return {
    name: `${cases.length} locale-free fixtures (one pass = all)`,
    unit: 'passes/s',
    ours: () => {
      for (const c of cases) c.ours.render(c.data, c.ourOptions);
    },
    reference: () => {
      for (const c of cases) referenceRender(c.reference, c.data, c.refOptions);
    },
  };
}

function storeWorkloads(): Workload[] {
  const { catalogue } = loadCatalogue(defaultOptions().catalogue);
  const settings: SiteSettings = {
    website: catalogue.website,
    store: catalogue.store,
    merchandising: catalogue.merchandising,
    productMerchandisingContext: catalogue.productMerchandisingContext,
  };
  // `json-script` is ours only (docs/site-engine.md); both engines render `json` there instead.
  const read = (name: string) => readFileSync(join(DEFAULT_TEMPLATES_DIR, name), 'utf8').replaceAll('|json-script}', '|json}');
  const partials: Record<string, string> = {};
  for (const file of readdirSync(join(DEFAULT_TEMPLATES_DIR, 'partials'))) {
    if (file.endsWith('.html')) partials[file.slice(0, -5)] = read(`partials/${file}`);
  }
  for (const source of Object.values(partials)) compile(source);
  const options = { ...renderOptions(settings), partials, now: NOW };
  const refOptions = { partials: referencePartials(partials), locale: options.locale ?? 'en', now: NOW };
  const tee = catalogue.products.find((p) => p.id === 'tee-classic') ?? catalogue.products[0];
  if (!tee) throw new Error('the seeded catalogue has no product');
  const workload = (name: string, file: string, data: unknown): Workload => {
    const ours = compile(read(file)).template;
    const reference = referenceCompile(read(file));
    return {
      name,
      unit: 'renders/s',
      ours: () => ours.render(data, options),
      reference: () => referenceRender(reference, data, refOptions),
    };
  };
  return [
    workload('product page (tee-classic)', 'product-page.html', templateData(settings, [tee], { item: tee })),
    workload(`product list (${catalogue.products.length} blocks)`, 'product-list.html', templateData(settings, catalogue.products, { items: catalogue.products })),
  ];
}

export async function benchEngine(): Promise<BenchResult[]> {
  console.log(`\nTemplate engine vs reference, Node ${process.version}: compiled once, ${ROUNDS} interleaved rounds of ${ROUND_MS} ms, median`);
  return [fixtureWorkload(), ...storeWorkloads()].map(run);
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  benchEngine().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
