/**
 * A message's `unit` argument: `{0 unit in:byte}`, `{0 unit compact:bytes}`,
 * `{1 unit in:second sequence:hour,minute,second format:long}`.
 *
 * Options (the message form of @phensley/cldr's UnitFormatOptions, as the
 * platform's CLDR library documents them):
 * - `in:UNIT`: the unit of the value (a CLDR unit id; plurals such as `seconds`
 *   also work). Without a unit the value is a plain locale number ("The unit is
 *   optional, and will fall back to normal decimal number formatting",
 *   https://github.com/phensley/cldr-engine docs/units.md).
 * - `out:UNIT`: convert to that unit first (same kind of unit only; else ignored).
 * - `length:` or `format:` `long` | `short` | `narrow` (UnitLength: "17 inches",
 *   "17 in", "17″"). The default is `long`, formatQuantity's default
 *   ("3,413 miles", cldr-engine-java README; "17.989 terabits per minute",
 *   https://phensley.github.io/cldr-engine/docs/en/api-quantity).
 * - `sequence:U1,U2,...`: the value broken down into those units, each whole but
 *   the last, zero parts left out, joined with the locale's unit list pattern
 *   ("3 miles, 1 yard, 23 feet, 9.6 inches" / "3 mi, 1 yd, 23 ft, 9.6 in" /
 *   "3mi 1yd 23′ 9.6″", .../docs/en/api-cldr-units#formatquantitysequence).
 *   Without `in:` the value is taken to be in the sequence's last unit.
 * - `compact:bytes`: a byte count (or `in:` any digital unit) in the largest of
 *   B, kB, MB, GB, TB that keeps it at 1 or more, binary (1024), with one
 *   fraction digit unless digit options say otherwise ("1.1GB" for 1234567890,
 *   https://github.com/Squarespace/cldr README "Message Formatter").
 * - the number options of the decimal formatter: `style:` decimal | short | long |
 *   scientific (UnitFormatStyleType; "12.3 thousand meters" for 12345 meters with
 *   `style:long minimumFractionDigits:1`, docs/units.md), digit options, `group`,
 *   `round`. The defaults are the decimal ones: at most 3 fraction digits, grouping,
 *   half-even ("1,353.76 miles per hour" for 1353.75999).
 *
 * Never throws: a unit Intl.NumberFormat does not know (or a misspelt one) gives
 * the plain locale number.
 */
import { listFormat, numberFormat } from './intl-cache.js';
import { formatNumber, numberFormatOptions } from './number-format.js';
import { COMPACT_BYTES, convert, unitId, unitInfo } from './unit-data.js';

type Length = 'long' | 'short' | 'narrow';

interface UnitOptions {
  readonly in: string;
  readonly out: string;
  readonly length: Length;
  readonly sequence: readonly string[];
  readonly compact: string;
  /** The remaining (number) options, for numberFormatOptions. */
  readonly number: readonly string[];
}

const LENGTHS = new Set(['long', 'short', 'narrow']);
const UNIT_STYLES = new Set(['decimal', 'short', 'long', 'scientific']);
const DIGIT_KEYS = /^(min|max)/i;

export function parseUnitOptions(options: readonly string[]): UnitOptions {
  let input = '';
  let out = '';
  let length: Length = 'long';
  let sequence: string[] = [];
  let compact = '';
  const number: string[] = [];
  for (const option of options) {
    const i = option.indexOf(':');
    const key = i === -1 ? option : option.slice(0, i);
    const value = i === -1 ? '' : option.slice(i + 1);
    if (key === 'in') input = unitId(value);
    else if (key === 'out') out = unitId(value);
    else if ((key === 'length' || key === 'format' || key === 'width') && LENGTHS.has(value.toLowerCase())) {
      length = value.toLowerCase() as Length;
    } else if (key === 'sequence') sequence = value.split(',').map(unitId).filter(Boolean);
    else if (key === 'compact') compact = value.toLowerCase();
    else if (key === 'style') {
      if (UNIT_STYLES.has(value)) number.push(option);
    } else number.push(option);
  }
  return { in: input, out, length, sequence, compact, number };
}

const hasDigits = (options: readonly string[]): boolean =>
  options.some((o) => DIGIT_KEYS.test(o) && o.includes('Digits'));

/** One quantity, or undefined when Intl does not know the unit. */
function formatQuantity(value: number, unit: string, length: Length, locale: string, number: readonly string[]): string | undefined {
  const intl: Intl.NumberFormatOptions = { ...numberFormatOptions(number) };
  // a compact style with only a minimum: that many digits ("12.3 thousand meters")
  if (intl.notation === 'compact' && intl.minimumFractionDigits !== undefined && !number.some((o) => o.startsWith('maximumFractionDigits'))) {
    intl.maximumFractionDigits = intl.minimumFractionDigits;
  }
  try {
    const text = numberFormat(locale, { ...intl, style: 'unit', unit, unitDisplay: length }).format(value);
    return intl.notation === 'scientific' ? text.replace(/E(\d)/, 'E+$1') : text;
  } catch {
    return undefined;
  }
}

/** Whether Intl.NumberFormat formats this unit. */
function knownToIntl(unit: string): boolean {
  try {
    numberFormat('en', { style: 'unit', unit });
    return true;
  } catch {
    return false;
  }
}

function compactBytes(value: number, from: string, o: UnitOptions, locale: string): string | undefined {
  const bytes = convert(value, from, 'byte');
  if (bytes === undefined) return undefined;
  let unit = 'byte';
  for (const u of COMPACT_BYTES) if (Math.abs(bytes) >= (unitInfo(u)?.size ?? 8) / 8) unit = u;
  const scaled = convert(bytes, 'byte', unit) ?? bytes;
  const number = hasDigits(o.number) ? o.number : [...o.number, 'maximumFractionDigits:1'];
  return formatQuantity(scaled, unit, o.length, locale, number);
}

/** The value broken down into the sequence's units (whole numbers but the last). */
function breakdown(value: number, from: string, units: readonly string[]): { unit: string; value: number }[] | undefined {
  const base = unitInfo(from);
  if (!base || !units.every((u) => unitInfo(u)?.category === base.category && knownToIntl(u))) return undefined;
  const sign = value < 0 ? -1 : 1;
  let rest = Math.abs(value) * base.size;
  const parts: { unit: string; value: number }[] = [];
  units.forEach((unit, i) => {
    const size = (unitInfo(unit) as { size: number }).size;
    if (i === units.length - 1) {
      parts.push({ unit, value: rest / size });
      return;
    }
    // a hair of tolerance, so 3 hours in seconds is 3 hours and not 2 hours 59 minutes 59.999...
    const whole = Math.floor(rest / size + 1e-9);
    parts.push({ unit, value: whole });
    rest = Math.max(0, rest - whole * size);
  });
  const shown = parts.filter((p) => p.value > 1e-9);
  const out = shown.length ? shown : parts.slice(-1);
  if (sign < 0 && out[0]) out[0] = { unit: out[0].unit, value: -out[0].value };
  return out;
}

function sequence(value: number, from: string, o: UnitOptions, locale: string): string | undefined {
  const parts = breakdown(value, from, o.sequence);
  if (!parts) return undefined;
  const texts: string[] = [];
  parts.forEach((p, i) => {
    const last = i === parts.length - 1;
    const text = formatQuantity(p.value, p.unit, o.length, locale, last ? o.number : o.number.filter((n) => !DIGIT_KEYS.test(n)));
    if (text !== undefined) texts.push(text);
  });
  return listFormat(locale, { type: 'unit', style: o.length }).format(texts);
}

/** The text of `{N unit ...}` for a numeric value. */
export function formatUnitArg(value: number, options: readonly string[], locale: string): string {
  const o = parseUnitOptions(options);
  const from = o.in || (o.compact === 'bytes' ? 'byte' : o.sequence[o.sequence.length - 1] ?? '');
  let text: string | undefined;
  if (o.compact === 'bytes') text = compactBytes(value, from, o, locale);
  else if (o.sequence.length) text = sequence(value, from, o, locale);
  if (text === undefined && from) {
    const to = o.out && convert(value, from, o.out) !== undefined ? o.out : from;
    text = formatQuantity(convert(value, from, to) ?? value, to, o.length, locale, o.number);
  }
  return text ?? formatNumber(value, locale, o.number);
}
