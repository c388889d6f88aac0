/** Data formatters: JSON output, lookups, counting and numbers. */
import type { Formatter } from '../api.js';
import { descend, isObject, toJson } from '../values.js';
import { argValue, asNumber } from './args.js';

const keyText = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** `get a b`: walks the value by the resolved arguments, one key each. */
const get: Formatter = (value, ctx) => {
  const keys = ctx.args.flatMap((a) => (a.trim() ? [keyText(argValue(ctx, a))] : []));
  return descend(value, keys);
};

/** `prop a.b c`: walks the value by literal keys (dotted paths allowed). */
const prop: Formatter = (value, ctx) => descend(value, ctx.args.flatMap((a) => a.trim().split('.').filter(Boolean)));

/** `lookup path`: the path's value names the key to read from the value. */
const lookup: Formatter = (value, ctx) => {
  const key = keyText(argValue(ctx, ctx.args[0] ?? ''));
  return key ? descend(value, key.split('.')) : undefined;
};

/** `key-by path`: an array of objects to an object keyed by each one's path. */
const keyBy: Formatter = (value, ctx) => {
  if (!Array.isArray(value)) return undefined;
  const path = (ctx.args[0] ?? '').trim().split('.').filter(Boolean);
  const out: Record<string, unknown> = {};
  for (const item of value) {
    const key = keyText(descend(item, path));
    if (key) out[key] = item;
  }
  return out;
};

const count: Formatter = (value) => {
  if (Array.isArray(value)) return value.length;
  if (isObject(value)) return Object.keys(value).length;
  if (typeof value === 'string') return value.length;
  return 0;
};

const json: Formatter = (value) => (value === undefined ? '' : toJson(value));
const jsonPretty: Formatter = (value) => (value === undefined ? '' : toJson(value, 2));
const raw: Formatter = (value) => (value === undefined ? '' : (JSON.stringify(value) ?? ''));

const cycle: Formatter = (value, ctx) => {
  const n = ctx.args.length;
  const i = Math.trunc(asNumber(value));
  if (!n || Number.isNaN(i)) return undefined;
  return ctx.args[(((i - 1) % n) + n) % n];
};

const mod: Formatter = (value, ctx) => {
  const n = asNumber(value);
  const m = ctx.args[0] === undefined ? 2 : asNumber(argValue(ctx, ctx.args[0]));
  const r = n % m;
  return Number.isNaN(r) ? undefined : r;
};

const round: Formatter = (value) => {
  const n = asNumber(value);
  return Number.isNaN(n) ? undefined : Math.round(n);
};

const iter: Formatter = (_value, ctx) => ctx.resolve('@index');

const pluralize: Formatter = (value, ctx) => {
  const [a, b] = ctx.args;
  const singular = b === undefined ? '' : (a ?? '');
  const plural = b === undefined ? (a ?? 's') : b;
  return asNumber(value) === 1 ? singular : plural;
};

export const dataFormatters: Record<string, Formatter> = {
  get,
  prop,
  lookup,
  'key-by': keyBy,
  count,
  json,
  'json-pretty': jsonPretty,
  raw,
  cycle,
  mod,
  round,
  iter,
  pluralize,
};
