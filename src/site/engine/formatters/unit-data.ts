/**
 * Units a message's `{0 unit ...}` argument knows: CLDR unit ids (the
 * @phensley/cldr UnitType names, which are also the units Intl.NumberFormat
 * sanctions), each with its category and its size in the category's base unit,
 * so a value can be converted (`out:`) or broken down (`sequence:`).
 *
 * Sizes: a year is 365.2425 days and bytes are binary (a kilobyte is 1024
 * bytes), as the cldr-engine-java README's conversions show (753 days is "2 years
 * 22 days 12 hours 21 minutes 36 seconds"; 125.785 megabytes is 0.1228369140625
 * gigabytes; https://github.com/Squarespace/cldr-engine-java and
 * https://github.com/Squarespace/cldr README "Unit formatting"). Units outside
 * these tables (temperatures, degrees, ...) still format, but never convert.
 */
export type UnitCategory = 'duration' | 'digital' | 'length' | 'mass' | 'volume' | 'area';

export interface UnitInfo {
  readonly category: UnitCategory;
  /** The unit's size in the category's base unit (second, bit, meter, gram, liter, square meter). */
  readonly size: number;
}

const DAY = 86400;
const YEAR = 365.2425 * DAY;
const KB = 1024;

const TABLE: Readonly<Record<string, UnitInfo>> = {
  nanosecond: { category: 'duration', size: 1e-9 },
  microsecond: { category: 'duration', size: 1e-6 },
  millisecond: { category: 'duration', size: 1e-3 },
  second: { category: 'duration', size: 1 },
  minute: { category: 'duration', size: 60 },
  hour: { category: 'duration', size: 3600 },
  day: { category: 'duration', size: DAY },
  week: { category: 'duration', size: 7 * DAY },
  month: { category: 'duration', size: YEAR / 12 },
  year: { category: 'duration', size: YEAR },

  bit: { category: 'digital', size: 1 },
  kilobit: { category: 'digital', size: KB },
  megabit: { category: 'digital', size: KB ** 2 },
  gigabit: { category: 'digital', size: KB ** 3 },
  terabit: { category: 'digital', size: KB ** 4 },
  byte: { category: 'digital', size: 8 },
  kilobyte: { category: 'digital', size: 8 * KB },
  megabyte: { category: 'digital', size: 8 * KB ** 2 },
  gigabyte: { category: 'digital', size: 8 * KB ** 3 },
  terabyte: { category: 'digital', size: 8 * KB ** 4 },
  petabyte: { category: 'digital', size: 8 * KB ** 5 },

  millimeter: { category: 'length', size: 0.001 },
  centimeter: { category: 'length', size: 0.01 },
  meter: { category: 'length', size: 1 },
  kilometer: { category: 'length', size: 1000 },
  inch: { category: 'length', size: 0.0254 },
  foot: { category: 'length', size: 0.3048 },
  yard: { category: 'length', size: 0.9144 },
  mile: { category: 'length', size: 1609.344 },
  'mile-scandinavian': { category: 'length', size: 10000 },

  gram: { category: 'mass', size: 1 },
  kilogram: { category: 'mass', size: 1000 },
  ounce: { category: 'mass', size: 28.349523125 },
  pound: { category: 'mass', size: 453.59237 },
  stone: { category: 'mass', size: 6350.29318 },

  milliliter: { category: 'volume', size: 0.001 },
  liter: { category: 'volume', size: 1 },
  'fluid-ounce': { category: 'volume', size: 0.0295735295625 },
  gallon: { category: 'volume', size: 3.785411784 },

  hectare: { category: 'area', size: 10000 },
  acre: { category: 'area', size: 4046.8564224 },
};

/** The byte units `compact:bytes` chooses from, smallest first (the README's largest is TB). */
export const COMPACT_BYTES: readonly string[] = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'];

const IRREGULAR: Readonly<Record<string, string>> = { feet: 'foot', inches: 'inch' };

/**
 * A unit name as written in a message, as a CLDR unit id: lower case, `_` as `-`
 * (`KILOMETER`, `arc_minute`), and plurals (`seconds`, `bytes`, `inches`, `feet`)
 * as the singular when that is a known unit.
 */
export function unitId(name: string): string {
  const id = name.trim().toLowerCase().replace(/_/g, '-');
  const irregular = IRREGULAR[id];
  if (irregular) return irregular;
  if (TABLE[id]) return id;
  if (id.endsWith('s') && TABLE[id.slice(0, -1)]) return id.slice(0, -1);
  return id;
}

export function unitInfo(id: string): UnitInfo | undefined {
  return TABLE[id];
}

/** `value` in `from` expressed in `to`, or undefined when either is unknown or they measure different things. */
export function convert(value: number, from: string, to: string): number | undefined {
  if (from === to) return value;
  const a = TABLE[from];
  const b = TABLE[to];
  if (!a || !b || a.category !== b.category) return undefined;
  return (value * a.size) / b.size;
}
