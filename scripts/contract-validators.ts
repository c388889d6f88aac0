import { readFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'esbuild';
import * as cart from '../src/contract/cart';
import * as config from '../src/contract/config';
import * as calls from '../src/contract/calls';
import * as constants from '../src/contract/constants';
import * as instalment from '../src/contract/instalment';
import * as content from '../src/contract/content';
import { describe } from '../src/contract/describe';
import * as form from '../src/contract/form';
import * as formCalls from '../src/contract/form-calls';
import * as money from '../src/contract/money';
import * as order from '../src/contract/order';
import * as product from '../src/contract/product';
import * as responses from '../src/contract/responses';
import * as restock from '../src/contract/restock';
import * as subscription from '../src/contract/subscription';
import * as trackingConfig from '../src/contract/tracking-config';

/**
 * The contract's schema modules, by file name. In the script-tag chunks each of them is
 * replaced by a module exporting, under the same names, validators compiled from its
 * zod schemas (src/contract/shape.ts): widgets keep importing `ProductSchema` and
 * calling `safeParse`, but the page loads no zod runtime. Add a module here when a
 * browser chunk starts importing a new schema module; the build fails on the
 * `zod/mini` import otherwise (see `forbidZod`).
 */
export const SCHEMA_MODULES: Record<string, Record<string, unknown>> = {
  cart,
  config,
  calls,
  instalment,
  form,
  'form-calls': formCalls,
  content,
  money,
  order,
  product,
  responses,
  restock,
  subscription,
  'tracking-config': trackingConfig,
};

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CONTRACT = resolve(root, 'src/contract');
const SHAPE = resolve(CONTRACT, 'shape.ts');
const CONSTANTS = resolve(CONTRACT, 'constants.ts');

const isSchema = (v: unknown): boolean => typeof v === 'object' && v !== null && '_zod' in v;
const fileOf = (module: string) => resolve(CONTRACT, `${module}.ts`);

/** Where each exported schema is defined (`export const Name =` in its module's source). */
const homes = (): Map<unknown, { module: string; name: string }> => {
  const map = new Map<unknown, { module: string; name: string }>();
  for (const [module, ns] of Object.entries(SCHEMA_MODULES)) {
    const source = readFileSync(fileOf(module), 'utf8');
    for (const [name, value] of Object.entries(ns))
      if (isSchema(value) && !map.has(value) && new RegExp(`export const ${name}\\b`).test(source)) map.set(value, { module, name });
  }
  return map;
};

/**
 * The JavaScript that stands in for one schema module: for each schema defined there,
 * its shape (`Name$shape`, linking the shapes of other exported schemas instead of
 * repeating them) and its checker; schemas re-exported from another module and
 * constants are re-exported.
 */
export const compiledModule = (module: string): string => {
  const ns = SCHEMA_MODULES[module];
  if (!ns) throw new Error(`contract-validators: no schema module ${module}`);
  const home = homes();
  const imports = new Map<string, Set<string>>();
  const body: string[] = [];
  const emitted = new Set<string>();
  const emit = (schema: unknown, name: string) => {
    if (emitted.has(name)) return;
    emitted.add(name);
    const refs: unknown[] = [];
    const shape = describe(schema, `${module}.${name}`, (sub) => {
      const h = home.get(sub);
      if (h) refs.push(sub);
      return h?.name;
    });
    for (const sub of refs) {
      const h = home.get(sub)!;
      if (h.module === module) emit(sub, h.name);
      else imports.set(h.module, (imports.get(h.module) ?? new Set()).add(`${h.name}$shape`));
    }
    const js = JSON.stringify(shape).replace(/\{"\$ref":"(\w+)"\}/g, '$1$shape');
    body.push(`export const ${name}$shape = ${js};`, `export const ${name} = /* @__PURE__ */ checker(${name}$shape);`);
  };
  for (const [key, value] of Object.entries(ns)) {
    const h = isSchema(value) ? home.get(value) : undefined;
    if (h?.module === module && h.name === key) emit(value, key);
    else if (h) {
      // an alias (`export const GetCartResponseSchema = ShoppingCartSchema`) or a re-export
      const from = h.module === module ? '' : ` from ${JSON.stringify(fileOf(h.module))}`;
      if (!from) emit(value, h.name);
      body.push(`export { ${h.name} as ${key}, ${h.name}$shape as ${key}$shape }${from};`);
    }
    else if ((constants as Record<string, unknown>)[key] === value) body.push(`export { ${key} } from ${JSON.stringify(CONSTANTS)};`);
    else throw new Error(`contract-validators: ${module}.${key} is neither a schema nor a constant of constants.ts`);
  }
  const head = [`import { checker } from ${JSON.stringify(SHAPE)};`];
  for (const [m, names] of imports) head.push(`import { ${[...names].join(', ')} } from ${JSON.stringify(fileOf(m))};`);
  return [...head, ...body].join('\n');
};

const SCHEMA_FILE = /[\\/]src[\\/]contract[\\/]([\w-]+)\.(?:ts|js)$/;

/**
 * esbuild plugin for the script-tag chunks: swaps the schema modules for their
 * compiled validators, and fails the build if anything still imports zod.
 */
export const contractValidators = (): Plugin => ({
  name: 'contract-validators',
  setup(build) {
    build.onResolve({ filter: /^zod(\/|$)/ }, (args) => ({
      errors: [{ text: `${args.importer} imports ${args.path}: the script-tag chunks validate with compiled validators (scripts/contract-validators.ts), not zod's runtime` }],
    }));
    build.onLoad({ filter: SCHEMA_FILE }, (args) => {
      const name = basename(args.path).replace(/\.(ts|js)$/, '');
      if (!(name in SCHEMA_MODULES)) return undefined;
      return { contents: compiledModule(name), loader: 'js', resolveDir: CONTRACT };
    });
  },
});
