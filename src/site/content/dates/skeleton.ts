/**
 * CLDR date/time skeletons (`yMMMEEEd`, `Bh`, `hm`) as Intl.DateTimeFormat
 * options. Fields Intl has no option for (quarters, weeks) are ignored.
 */

/** Intl's options, and whether a month or weekday is asked stand-alone (`L`, `c`; Intl ignores it): `datetime.ts` writes other names in their format form. */
export type DateOptions = Intl.DateTimeFormatOptions & { standAlone?: boolean };
type Options = DateOptions;
const textWidth = (count: number): 'short' | 'long' | 'narrow' =>
  count >= 5 ? 'narrow' : count === 4 ? 'long' : 'short';
const digits = (count: number): '2-digit' | 'numeric' => (count === 2 ? '2-digit' : 'numeric');

/** The hour cycle a skeleton's hour letter fixes (`j`, `J` and `C`: the locale's). */
const HOUR_CYCLES: Readonly<Record<string, Intl.DateTimeFormatOptions['hourCycle']>> = { h: 'h12', K: 'h11', H: 'h23', k: 'h24' };

/** Each field's letters and the options a run of `count` of them sets. */
const FIELDS: readonly (readonly [letters: string, apply: (options: Options, count: number, letter: string) => void])[] = [
  ['G', (o, n) => (o.era = textWidth(n))],
  ['yYu', (o, n) => (o.year = digits(n))],
  ['ML', (o, n) => (o.month = n > 2 ? textWidth(n) : digits(n))],
  ['d', (o, n) => (o.day = digits(n))],
  ['Ece', (o, n) => (o.weekday = textWidth(n))],
  // hour, minute and second as the locale's pattern writes them, whatever their letters' count (`hh` is "9 AM",
  // fr `HHmm` "09:04", es "9:04" on the platform: test/unit/site/engine/platform-rules.test.ts "datetime: hours, minutes and seconds as the locale's…")
  ['hKHkjJC', (o, n, letter) => {
    o.hour = 'numeric';
    const cycle = HOUR_CYCLES[letter];
    if (cycle) o.hourCycle = cycle;
  }],
  ['m', (o) => (o.minute = 'numeric')],
  ['s', (o) => (o.second = 'numeric')],
  ['S', (o, n) => (o.fractionalSecondDigits = Math.min(n, 3) as 1 | 2 | 3)],
  ['Bb', (o, n) => (o.dayPeriod = textWidth(n))],
  ['z', (o, n) => (o.timeZoneName = n >= 4 ? 'long' : 'short')],
  ['v', (o, n) => (o.timeZoneName = n >= 4 ? 'longGeneric' : 'shortGeneric')],
  ['OZXx', (o, n) => (o.timeZoneName = n >= 4 ? 'longOffset' : 'shortOffset')],
];

/** Options for a skeleton (`yMMMd`: numeric year, abbreviated month, numeric day). */
export function skeletonOptions(skeleton: string): Options {
  const options: Options = {};
  // each run of one letter (`MMM`) is one field
  for (const [run, letter = ''] of skeleton.matchAll(/(.)\1*/gs)) {
    FIELDS.find(([letters]) => letters.includes(letter))?.[1](options, run.length, letter);
  }
  // a month or weekday asked stand-alone (`LLLL`, `ccc`): `datetime.ts` writes other names in their format form
  if (/[Lc]/.test(skeleton)) options.standAlone = true;
  // a weekday with a month and no day is a day's date on the platform ("Mon, Feb 24" for `MMMEEE`: test/unit/site/engine/platform-rules.test.ts "datetime: a weekday with a month and no day writes the…")
  if (options.weekday && options.month) options.day ??= 'numeric';
  return options;
}

const DATE_LETTERS = /[GyYuMLdEce]/;
const TIME_LETTERS = /[hHkKjJCmsSBbzvOZXx]/;

export function hasDateFields(skeleton: string): boolean {
  return DATE_LETTERS.test(skeleton);
}

export function hasTimeFields(skeleton: string): boolean {
  return TIME_LETTERS.test(skeleton);
}

/** Whether a skeleton has a date field other than the weekday (`EEE` has none). */
export const hasDayFields = (skeleton: string): boolean => /[GyYuMLd]/.test(skeleton);


/** Looks like a skeleton: only pattern letters. */
export function isSkeleton(text: string): boolean {
  return /^[A-Za-z]+$/.test(text);
}
