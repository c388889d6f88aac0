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
  max?: number;
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

/** A mismatch, thrown from deep in the input; the message names the path to it. */
class Mismatch {
  // assigned, not a class field: a field needs esbuild's __publicField helper, which then
  // becomes a chunk of its own that every widget chunk, product page included, imports
  declare readonly message: string;
  constructor(message: string) {
    this.message = message;
  }
}
const mismatch = (path: string, message: string): never => {
  throw new Mismatch(`${path.slice(1) || '(root)'}: ${message}`);
};
const kind = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
const expected = (path: string, what: string, v: unknown): never => mismatch(path, `expected ${what}, received ${kind(v)}`);

/** Fields are plain objects: "constructor" or "toString" in the input are not fields of the shape. */
const hasOwn = Object.prototype.hasOwnProperty;
/** A key an output object must never take from its input (it would set the prototype). */
const UNSAFE_KEY = '__proto__';

/** Checks `v` against `shape` at `path` (".a.0.b"), answering zod's output or throwing a Mismatch. */
const run = (shape: Shape, v: unknown, path: string): unknown => {
  if (shape === 'u') return v;
  if (typeof shape === 'string') {
    const type = shape === 'b' ? 'boolean' : shape === 's' ? 'string' : 'number';
    return typeof v === type && (type !== 'number' || Number.isFinite(v)) ? v : expected(path, type, v);
  }
  switch (shape[0]) {
    case 's': {
      const text = run('s', v, path) as string;
      const { min = 0, max = Infinity } = shape[1];
      return text.length < min || text.length > max ? mismatch(path, `expected ${min} to ${max} characters`) : text;
    }
    case 'n': {
      const n = run('n', v, path) as number;
      const c = shape[1];
      const ok = (!c.int || Number.isSafeInteger(n)) && !(n < (c.gte ?? n) || n > (c.lte ?? n) || n <= (c.gt ?? -Infinity) || n >= (c.lt ?? Infinity));
      return ok ? n : mismatch(path, `number ${n} out of range`);
    }
    case 'o': {
      if (typeof v !== 'object' || v === null || Array.isArray(v)) return expected(path, 'object', v);
      const input = v as Record<string, unknown>;
      const [, fields, rest] = shape;
      const out: Record<string, unknown> = {};
      for (const key of Object.keys(fields)) {
        const field = fields[key]!;
        const present = key in input;
        if (field[0] === '!' && !present) mismatch(`${path}.${key}`, 'required');
        const r = run(field, input[key], `${path}.${key}`);
        if (r !== undefined || present) out[key] = r;
      }
      if (rest)
        for (const key of Object.keys(input))
          if (!hasOwn.call(fields, key) && key !== UNSAFE_KEY) out[key] = run(rest, input[key], `${path}.${key}`);
      return out;
    }
    case 'a':
      return Array.isArray(v) ? v.map((item, i) => run(shape[1], item, `${path}.${i}`)) : expected(path, 'array', v);
    case '!':
      return run(shape[1], v, path);
    case '?':
      return v === undefined ? v : run(shape[1], v, path);
    case '~':
      return v === null ? v : run(shape[1], v, path);
    case 'd':
      // defaults are JSON data (describe.ts checks it); each parse answers its own copy
      return v === undefined ? JSON.parse(JSON.stringify(shape[2])) : run(shape[1], v, path);
    case '|': {
      let first: unknown;
      for (const option of shape[1]) {
        try {
          return run(option, v, path);
        } catch (e) {
          first ??= e;
        }
      }
      throw first ?? new Mismatch(`${path.slice(1) || '(root)'}: no option`);
    }
  }
};

/** The validator of one compiled schema, answering like zod's `safeParse` and `parse`. */
export const checker = <T>(shape: Shape): Checker<T> => {
  const safeParse: Checker<T>['safeParse'] = (input) => {
    try {
      return { success: true, data: run(shape, input, '') as T };
    } catch (e) {
      if (!(e instanceof Mismatch)) throw e;
      return { success: false, error: { message: e.message } };
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
