import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe as group, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { SCHEMA_MODULES, compiledModule } from '../../../scripts/contract-validators';
import { describe } from '../../../src/contract/describe';
import { checker } from '../../../src/contract/shape';
import { cart, entry, guide, order } from '../../support/cart-fixtures';

/**
 * The script-tag chunks validate with checkers compiled from the contract's zod schemas
 * (scripts/contract-validators.ts). They must answer exactly what zod answers: the same
 * success, and the same data (defaults filled, unknown keys stripped or kept), on the
 * real inputs and on thousands of damaged copies of them.
 */
const root = resolve(import.meta.dirname, '../../..');
const catalogue = JSON.parse(readFileSync(join(root, 'examples/catalogue/catalogue.json'), 'utf8')) as {
  products: Record<string, unknown>[];
  website: unknown;
  store: unknown;
  merchandising: unknown;
  productMerchandisingContext: unknown;
};
const jpy = JSON.parse(readFileSync(join(root, 'examples/catalogue/catalogue-jpy.json'), 'utf8')) as typeof catalogue;

const aCart = cart([entry(), guide]);
/** Valid inputs for each schema the browser reads. */
const samples: Record<string, unknown[]> = {
  ProductSchema: [...catalogue.products, ...jpy.products],
  SiteConfigSchema: [
    {},
    { websiteId: 'w', currency: 'EUR', store: catalogue.store, merchandising: catalogue.merchandising, productMerchandisingContext: catalogue.productMerchandisingContext, website: catalogue.website, pageType: 50, collectionType: 13 },
  ],
  ShoppingCartSchema: [aCart, cart([])],
  AddEntryResponseSchema: [{ shoppingCart: aCart, newlyAdded: guide }],
  CartResponseSchema: [{ shoppingCart: aCart }],
  UpdateAdditionalFieldsResponseSchema: [{ shoppingCart: aCart, updatedEntry: entry() }],
  ApiErrorBodySchema: [{ message: 'Non', errors: { sku: 'requis' } }, { crumbFail: true }, {}],
  AddEntryRequestSchema: [{ itemId: 'tee', sku: 'S', quantity: 2, additionalFields: null }, { itemId: 'tee', sku: 'S', quantity: 9999 }],
  UpdateQuantityRequestSchema: [{ quantity: 1 }],
  SubscriptionCartResponseSchema: [{ data: { cartToken: 'tok' } }],
  InventoryResponseSchema: [{ results: [{ sku: 'S', unlimited: false, qtyInStock: 3 }, { unlimited: 'true', qtyInStock: '2' }] }],
  OrderConfirmedConfigSchema: [{ order: order() }],
  InstalmentItemSchema: catalogue.products.filter((p) => 'instalmentContext' in p),
  InstalmentContextSchema: [{ afterPayAvailable: true, afterPayMin: 3500, afterPayMax: 200000, shopperLanguage: 'fr', stripeAccountCountry: 'CA' }, { afterPayAvailable: 'true', afterPayMin: '100', afterPayMax: '5000' }],
  InstalmentConfigSchema: [{}, { instalment: { modalBaseUrl: '/instalment-modal/' } }, { websiteId: 'w', instalment: {} }],
  ContentSettingsSchema: [{}, { commentsEnabled: true, simpleLikingEnabled: true, disqusShortName: 'site', shareButtonOptions: ['facebook', 'email'], extra: 1 }],
  LikeRequestSchema: [{ itemId: 'post' }],
  LikeStateSchema: [{ itemId: 'post', likeCount: 3, liked: false }],
  LikeResponseSchema: [{ itemId: 'post', likeCount: 4, liked: true }],
  LikesResponseSchema: [{ likes: [{ itemId: 'a', likeCount: 0, liked: false }, { itemId: 'b', likeCount: 12, liked: true }] }, { likes: [] }],
  // the form blocks and the custom product form (issue 10): the seeded definitions
  FormDefinitionSchema: (JSON.parse(readFileSync(join(root, 'examples/catalogue/forms.json'), 'utf8')) as { forms: unknown[] }).forms,
  TemplateSchemaResponseSchema: [{ form: { id: 'f', fields: [{ id: 'a', type: 'text', required: true }] } }],
  FormValidateResponseSchema: [{ errors: {} }, { errors: { email: 'Requis', constructor: 'x' } }],
  FormSubmissionKeyResponseSchema: [{ data: { key: 'k' } }],
  SaveFormSubmissionResponseSchema: [{ success: true }, {}],
};

const schemaOf = (name: string): unknown => {
  for (const ns of Object.values(SCHEMA_MODULES)) if (ns[name]) return ns[name];
  throw new Error(`no schema ${name}`);
};

/** A small deterministic PRNG (mulberry32), so a failing case can be replayed. */
const rng = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const JUNK: unknown[] = [null, undefined, 0, -1, 1.5, 10000, NaN, Infinity, '', 'x', '12', 'true', true, false, [], {}, [1, 'a'], { a: 1 }];

/** A deep copy of `value` with one spot damaged: a value swapped for junk, a key removed or added. */
const damage = (value: unknown, random: () => number): unknown => {
  const copy: unknown = structuredClone(value);
  const spots: { parent: Record<string | number, unknown>; key: string | number }[] = [];
  const walk = (v: unknown) => {
    if (typeof v !== 'object' || v === null) return;
    for (const key of Object.keys(v)) {
      spots.push({ parent: v as Record<string, unknown>, key: Array.isArray(v) ? Number(key) : key });
      walk((v as Record<string, unknown>)[key]);
    }
  };
  walk(copy);
  const pick = <T,>(list: T[]): T => list[Math.floor(random() * list.length)]!;
  if (!spots.length) return pick(JUNK);
  const { parent, key } = pick(spots);
  const roll = random();
  if (roll < 0.6) parent[key] = pick(JUNK);
  else if (roll < 0.8 && !Array.isArray(parent)) delete parent[key];
  else if (!Array.isArray(parent)) parent[pick(['extra', 'constructor', 'toString', 'valueOf'])] = pick(JUNK);
  else parent.push(pick(JUNK));
  return copy;
};

const agree = (schema: unknown, input: unknown) => {
  const expected = (schema as z.ZodMiniType).safeParse(input);
  const actual = checker(describe(schema)).safeParse(input);
  expect(actual.success, `input ${JSON.stringify(input)}`).toBe(expected.success);
  if (expected.success && actual.success) expect(same(actual.data, expected.data), `output for ${JSON.stringify(input)}`).toBe(true);
};

/**
 * Deep equality of parse outputs: the same own keys (an undefined value counts), the
 * same kinds of containers. Not `toStrictEqual`, which compares `.constructor` and so
 * fails on data holding a "constructor" key.
 */
const same = (a: unknown, b: unknown): boolean => {
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return Object.is(a, b);
  if (Array.isArray(a) !== Array.isArray(b) || Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((k) => Object.prototype.hasOwnProperty.call(b, k) && same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
};

group('compiled contract validators', () => {
  for (const [name, inputs] of Object.entries(samples)) {
    it(`${name} answers like zod on its valid inputs and 400 damaged copies of each`, () => {
      const schema = schemaOf(name);
      for (const input of inputs) {
        agree(schema, input);
        expect(checker(describe(schema)).safeParse(input).success).toBe(true);
      }
      const random = rng(name.length * 7919);
      for (const input of inputs) for (let i = 0; i < 400; i++) agree(schema, damage(input, random));
    }, 30_000); // thousands of parses: seconds on a busy machine, never a hang
  }

  it('string length bounds answer like zod at both edges', () => {
    const schema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(4)) });
    for (const id of ['', 'a', 'abcd', 'abcde', 'x'.repeat(100)]) {
      agree(schema, { id });
      expect(checker(describe(schema)).safeParse({ id }).success).toBe(id.length >= 1 && id.length <= 4);
    }
  });

  it('covers every schema a browser chunk can import', () => {
    const all = Object.values(SCHEMA_MODULES).flatMap((ns) => Object.entries(ns).filter(([, v]) => typeof v === 'object' && v !== null && '_zod' in v));
    for (const [name, schema] of all) expect(() => describe(schema, name)).not.toThrow();
  });

  it('keeps defaults apart between parses and never takes a __proto__ key', () => {
    const config = checker(describe(schemaOf('SiteConfigSchema')));
    const a = config.parse({}) as { store: { expressCheckout: boolean } };
    a.store.expressCheckout = true;
    expect((config.parse({}) as typeof a).store.expressCheckout).toBe(false);
    const product = checker(describe(schemaOf('ProductSchema'))).parse(JSON.parse('{"id":"p","structuredContent":{},"__proto__":{"polluted":1}}'));
    expect(Object.getPrototypeOf(product)).toBe(Object.prototype);
    expect((product as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps keys named like Object.prototype members in string maps and loose objects', () => {
    const input = JSON.parse('{"websiteId":"w","productMerchandisingContext":{"constructor":{"scarcityEnabled":true},"toString":{}},"hasOwnProperty":1,"valueOf":"x"}');
    agree(schemaOf('SiteConfigSchema'), input);
    const parsed = checker(describe(schemaOf('SiteConfigSchema'))).parse(input) as { productMerchandisingContext: Record<string, unknown> };
    expect(Object.keys(parsed.productMerchandisingContext)).toEqual(['constructor', 'toString']);
  });

  it('names the path of the first mismatch', () => {
    const r = checker(describe(schemaOf('ProductSchema'))).safeParse({ id: 'p', structuredContent: { variants: [{ qtyInStock: {} }] } });
    expect(r.success).toBe(false);
    if (!r.success) expect(r.error.message).toBe('structuredContent.variants.0.qtyInStock: expected number, received object');
  });

  it('refuses what it cannot check, at build time', () => {
    expect(() => describe(z.string().check(z.regex(/a/)), 'S')).toThrow(/S uses the string check string_format/);
    expect(() => describe(z.record(z.string(), z.string()), 'R')).toThrow(/R uses the record type/);
    expect(() => describe(z.pipe(z.string(), z.transform((s) => s.length)), 'T')).toThrow(/T uses the pipe type/);
  });

  group('the modules the build puts in place of the schema modules', () => {
    const dir = mkdtempSync(join(root, 'test/unit/contract/.compiled-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    for (const name of Object.keys(SCHEMA_MODULES)) {
      it(`${name}: every export is there, and the checkers answer like zod`, async () => {
        const file = join(dir, `${name}.mjs`);
        // link sibling modules to their compiled copies, as the build does
        writeFileSync(file, compiledModule(name).replace(/"[^"]*\/src\/contract\/(?!shape\.ts|constants\.ts)(\w+)\.ts"/g, '"./$1.mjs"'));
        for (const other of Object.keys(SCHEMA_MODULES))
          if (other !== name) writeFileSync(join(dir, `${other}.mjs`), compiledModule(other).replace(/"[^"]*\/src\/contract\/(?!shape\.ts|constants\.ts)(\w+)\.ts"/g, '"./$1.mjs"'));
        const compiled = (await import(file)) as Record<string, { safeParse(input: unknown): unknown }>;
        const source = SCHEMA_MODULES[name]!;
        expect(Object.keys(compiled).filter((k) => !k.endsWith('$shape')).sort()).toEqual(Object.keys(source).sort());
        for (const [key, schema] of Object.entries(source)) {
          if (typeof schema !== 'object' || schema === null || !('_zod' in schema)) {
            expect(compiled[key]).toBe(schema);
            continue;
          }
          for (const input of samples[key] ?? [{}, null, 'x'])
            expect(compiled[key]!.safeParse(input)).toStrictEqual(checker(describe(schema)).safeParse(input));
        }
      });
    }
  });
});

group('number and string checks', () => {
  const cases: [string, z.ZodMiniType, unknown[]][] = [
    ['int, 1 to 9999', z.number().check(z.int(), z.gte(1), z.lte(9999)), [0, 1, 1.5, 9999, 10000, -1, 2 ** 53, 1e20, NaN, Infinity, '3']],
    ['greater than 0, less than 10', z.number().check(z.gt(0), z.lt(10)), [0, 0.001, 9.99, 10, -5, 1e20, -1e20]],
    ['at least 2 characters', z.string().check(z.minLength(2)), ['', 'a', 'ab', 'abc', 2]],
    ['no option', z.union([]), [1, 'a', null]],
  ];
  for (const [name, schema, inputs] of cases)
    it(`${name}: answers like zod`, () => {
      for (const input of inputs) agree(schema, input);
    });
});
