/**
 * Contract validators compiled ahead of time. The contract is written once, as zod
 * schemas (this folder); `describe` (describe.ts) turns each schema into a `Shape`,
 * plain JSON data, at build time, and the script-tag build validates with
 * `checker(shape)` instead of zod's runtime: the same rules (a conformance test runs
 * both on the same inputs, test/unit/contract/shape.test.ts) in about 600 B gzip
 * instead of zod/mini's 7 kB, which a product page could not afford (issue 3: 16 kB).
 * Like zod's jitless mode, nothing here compiles code at run time (strict CSP).
 *
 * Only what the contract uses is supported; `describe` refuses anything else at
 * build time, so a new schema construct can never be checked loosely by mistake.
 */
export type Shape =
  | 'b' // boolean()
  | 'u' // unknown()
  | 's' // string()
  | 'n' // number()
  | ['s', StringChecks] // string() with checks
  | ['n', NumberChecks] // number() with checks
  | ['o', Record<string, Shape>, Shape?] // object(shape) with its catchall (looseObject: 'u')
  | ['a', Shape] // array(element)
  | ['?', Shape] // optional(inner)
  | ['~', Shape] // nullable(inner)
  | ['d', Shape, unknown] // _default(inner, value): undefined becomes a copy of value
  | ['!', Shape] // an object key that must be present although its value may be undefined (unknown())
  | ['|', Shape[]]; // union(options): the first option that accepts

export interface StringChecks {
  min?: number;
}

/** number() rejects NaN and ±Infinity; `int` is zod's int(): a safe integer. */
export interface NumberChecks {
  int?: 1;
  gte?: number;
  lte?: number;
  gt?: number;
  lt?: number;
}

/** What `Parser` (src/api/client.ts) asks of a schema: zod's `safeParse`, and `parse`. */
export interface Checker<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: { message: string } };
  parse(input: unknown): T;
}

type Path = readonly (string | number)[];
class Mismatch {
  constructor(
    readonly path: Path,
    readonly message: string,
  ) {}
}

const kind = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
const fail = (path: Path, expected: string, v: unknown): never => {
  throw new Mismatch(path, `expected ${expected}, received ${kind(v)}`);
};
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A key an output object must never take from its input (it would set the prototype). */
const UNSAFE_KEY = '__proto__';

const run = (shape: Shape, v: unknown, path: Path): unknown => {
  if (shape === 'u') return v;
  if (shape === 'b') return typeof v === 'boolean' ? v : fail(path, 'boolean', v);
  if (shape === 's') return typeof v === 'string' ? v : fail(path, 'string', v);
  if (shape === 'n') return typeof v === 'number' && Number.isFinite(v) ? v : fail(path, 'number', v);
  switch (shape[0]) {
    case 's': {
      const text = run('s', v, path) as string;
      if (shape[1].min !== undefined && text.length < shape[1].min) throw new Mismatch(path, `expected at least ${shape[1].min} characters`);
      return text;
    }
    case 'n': {
      const n = run('n', v, path) as number;
      const c = shape[1];
      const ok =
        (!c.int || Number.isSafeInteger(n)) &&
        (c.gte === undefined || n >= c.gte) &&
        (c.gt === undefined || n > c.gt) &&
        (c.lte === undefined || n <= c.lte) &&
        (c.lt === undefined || n < c.lt);
      if (!ok) throw new Mismatch(path, `number ${n} out of range`);
      return n;
    }
    case 'o': {
      if (!isObject(v)) return fail(path, 'object', v);
      const [, fields, rest] = shape;
      const out: Record<string, unknown> = {};
      for (const key of Object.keys(fields)) {
        const field = fields[key]!;
        if (field[0] === '!' && !(key in v)) throw new Mismatch([...path, key], 'required');
        const r = run(field, v[key], [...path, key]);
        if (r !== undefined || key in v) out[key] = r;
      }
      if (rest)
        for (const key of Object.keys(v))
          if (!(key in fields) && key !== UNSAFE_KEY) out[key] = run(rest, v[key], [...path, key]);
      return out;
    }
    case 'a':
      return Array.isArray(v) ? v.map((item, i) => run(shape[1], item, [...path, i])) : fail(path, 'array', v);
    case '!':
      return run(shape[1], v, path);
    case '?':
      return v === undefined ? v : run(shape[1], v, path);
    case '~':
      return v === null ? v : run(shape[1], v, path);
    case 'd':
      return v === undefined ? structuredCopy(shape[2]) : run(shape[1], v, path);
    case '|': {
      let first: unknown;
      for (const option of shape[1]) {
        try {
          return run(option, v, path);
        } catch (e) {
          first ??= e;
        }
      }
      throw first ?? new Mismatch(path, 'no union option');
    }
  }
};

/** Defaults are JSON data (describe.ts checks it); each parse answers its own copy. */
const structuredCopy = (value: unknown): unknown => (value === undefined ? value : JSON.parse(JSON.stringify(value)));

const describeFailure = (e: unknown): string => {
  if (!(e instanceof Mismatch)) throw e;
  return `${e.path.length ? e.path.join('.') : '(root)'}: ${e.message}`;
};

/** The validator of one compiled schema, answering like zod's `safeParse` and `parse`. */
export const checker = <T>(shape: Shape): Checker<T> => {
  const safeParse: Checker<T>['safeParse'] = (input) => {
    try {
      return { success: true, data: run(shape, input, []) as T };
    } catch (e) {
      return { success: false, error: { message: describeFailure(e) } };
    }
  };
  return {
    safeParse,
    parse(input) {
      const r = safeParse(input);
      if (r.success) return r.data;
      throw new TypeError(r.error.message);
    },
  };
};
