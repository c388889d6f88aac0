import type { NumberChecks, Shape, StringChecks } from './shape';

/**
 * Build time only (never bundled into the browser): turns one of the contract's zod
 * schemas into its `Shape` (shape.ts), reading zod's own schema definitions
 * (`schema._zod.def`). Anything the interpreter does not implement (a refinement, a
 * transform, a regex, a record, ...) is refused with the path to it, so the build
 * fails instead of checking less than the contract says.
 */
interface Def {
  type: string;
  shape?: Record<string, unknown>;
  catchall?: unknown;
  innerType?: unknown;
  defaultValue?: unknown;
  options?: unknown[];
  element?: unknown;
  checks?: unknown[];
}
interface CheckDef {
  check: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
}

const defOf = (schema: unknown, where: string): Def => {
  const zod = (schema as { _zod?: { def?: Def } } | null)?._zod;
  if (!zod?.def || typeof zod.def.type !== 'string') throw new Error(`describe: ${where} is not a zod schema`);
  return zod.def;
};

const checkDefs = (def: Def): CheckDef[] =>
  (def.checks ?? []).map((c) => (c as { _zod: { def: CheckDef } })._zod.def);

const refuse = (where: string, what: string): never => {
  throw new Error(`describe: ${where} uses ${what}, which the compiled validators do not support (src/contract/shape.ts)`);
};

const isJson = (value: unknown): boolean => {
  try {
    return JSON.stringify(JSON.parse(JSON.stringify(value))) === JSON.stringify(value);
  } catch {
    return false;
  }
};

/**
 * `named` may name a sub-schema (one exported on its own, like MoneySchema): it is then
 * described as `{ $ref: name }` for the caller to link, instead of being inlined.
 */
export const describe = (schema: unknown, where = 'schema', named?: (schema: unknown) => string | undefined): Shape => {
  const def = defOf(schema, where);
  const inner = (s: unknown, suffix: string): Shape => {
    const name = named?.(s);
    return name ? ({ $ref: name } as unknown as Shape) : describe(s, `${where}${suffix}`, named);
  };
  switch (def.type) {
    case 'boolean':
    case 'unknown':
      if (def.checks?.length) refuse(where, `checks on ${def.type}`);
      return def.type === 'boolean' ? 'b' : 'u';
    case 'string': {
      const checks = checkDefs(def);
      if (!checks.length) return 's';
      const out: StringChecks = {};
      for (const c of checks) {
        if (c.check === 'min_length' && typeof c.minimum === 'number') out.min = c.minimum;
        else if (c.check === 'max_length' && typeof c.maximum === 'number') out.max = c.maximum;
        else refuse(where, `the string check ${c.check}`);
      }
      return ['s', out];
    }
    case 'number': {
      const checks = checkDefs(def);
      if (!checks.length) return 'n';
      const out: NumberChecks = {};
      for (const c of checks) {
        if (c.check === 'number_format' && c.format === 'safeint') out.int = 1;
        else if (c.check === 'greater_than' && typeof c.value === 'number') out[c.inclusive ? 'gte' : 'gt'] = c.value;
        else if (c.check === 'less_than' && typeof c.value === 'number') out[c.inclusive ? 'lte' : 'lt'] = c.value;
        else refuse(where, `the number check ${c.check}${c.format ? ` (${c.format})` : ''}`);
      }
      return ['n', out];
    }
    case 'object': {
      if (def.checks?.length) refuse(where, 'checks on an object');
      const fields: Record<string, Shape> = {};
      for (const [key, value] of Object.entries(def.shape ?? {})) {
        // zod refuses an absent key unless its schema is optional or defaulted (`optin`),
        // even when the schema accepts undefined (unknown()): mark those keys
        const field = inner(value, `.${key}`);
        const optin = (value as { _zod?: { optin?: string } })._zod?.optin;
        const acceptsUndefined = (value as { safeParse?: (v: unknown) => { success: boolean } }).safeParse?.(undefined).success;
        fields[key] = !optin && acceptsUndefined ? ['!', field] : field;
      }
      if (def.catchall === undefined) return ['o', fields];
      return ['o', fields, inner(def.catchall, '.*')];
    }
    case 'array':
      if (def.checks?.length) refuse(where, 'checks on an array');
      return ['a', inner(def.element, '[]')];
    case 'optional':
      return ['?', inner(def.innerType, '')];
    case 'nullable':
      return ['~', inner(def.innerType, '')];
    case 'default':
      if (!isJson(def.defaultValue)) refuse(where, 'a default that is not JSON data');
      return ['d', inner(def.innerType, ''), def.defaultValue];
    case 'union':
      return ['|', (def.options ?? []).map((o, i) => inner(o, `|${i}`))];
    default:
      return refuse(where, `the ${def.type} type`);
  }
};
