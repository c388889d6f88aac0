/**
 * Where the platform's CLDR data (the locale packs of its CLDR library) and the runtime's ICU
 * write `datetime` differently, found by probing the reference engine over every hour, width and
 * skeleton in the sites' locales (test/diff; docs/site-engine.md "Rules the suite found"):
 * - Traditional Chinese (zh-TW, zh-HK, zh-Hant): date and time joined without a space; the
 *   flexible day period of the time styles and `B` skeletons is 午夜 in the first minute of the
 *   day and 中午 from noon to 19:00 (ICU: 凌晨, and 下午 from 13:00);
 * - month and weekday names in their format form even without a day (the platform has no stand-alone
 *   forms: "listopadu 2023", "Nov.", "Di."), Czech numeric dates without spaces ("14.11.2023");
 * - Thai: no "น." after an `Hm` time; Japanese: an `h` skeleton counts hours 0 to 11 (午前0:07);
 * - Hebrew: a GMT offset west of Greenwich ends with two left-to-right marks.
 */
import { intlObject, memoResult } from '../../../domain/intl-cache.js';

type Options = Intl.DateTimeFormatOptions;

function maximized(locale: string): Intl.Locale {
  return intlObject(`locale|${locale}`, () => {
    try {
      return new Intl.Locale(locale).maximize();
    } catch {
      return new Intl.Locale('en');
    }
  });
}

/** The locale joins a date and a time with nothing between them. */
export const joinsWithoutSpace = (locale: string): boolean => maximized(locale).script === 'Hant';

/** The locale's pattern for `options` names flexible day periods (`B`: 晚上 at 20:00, where `a` has 下午). */
function flexibleDayPeriod(locale: string, options: Options): boolean {
  if (options.timeStyle === undefined && options.dayPeriod === undefined) return false;
  return memoResult(`flexible|${locale}|${JSON.stringify(options)}`, () => {
    const evening = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).formatToParts(Date.UTC(2020, 0, 1, 20));
    return evening.some((p) => p.type === 'dayPeriod' && p.value === '晚上');
  });
}

/** The Intl options for the platform's pattern of `options`. */
export function platformOptions(locale: string, options: Options): Options {
  return options.hourCycle === 'h12' && maximized(locale).language === 'ja' ? { ...options, hourCycle: 'h11' } : options;
}

/**
 * A month or weekday name in its format form, as in a date with its day ("listopadu", "Nov."), where ICU
 * writes a skeleton without a day with the stand-alone form ("listopad", "Nov").
 */
export function formatFormName(locale: string, options: Options, type: 'month' | 'weekday', ms: number): string | undefined {
  const width = options[type];
  if (options.day !== undefined || (width !== 'long' && width !== 'short' && width !== 'narrow')) return undefined;
  const name = (withDay: boolean): string | undefined =>
    intlObject(`form|${locale}|${options.timeZone}|${type}|${width}|${withDay}`, () =>
      new Intl.DateTimeFormat(locale, { calendar: 'gregory', timeZone: options.timeZone, [type]: width, ...(withDay ? { day: 'numeric' } : {}) }),
    )
      .formatToParts(ms)
      .find((p) => p.type === type)?.value;
  // where a date with its day writes the month as a number (fi, cs, zh), the name on its own
  const form = name(true);
  return form !== undefined && /\p{L}/u.test(form) ? form : name(false);
}

/** The parts of one formatted instant, rewritten where the platform's patterns differ. */
export function platformParts(parts: Intl.DateTimeFormatPart[], locale: string, options: Options, ms: number): Intl.DateTimeFormatPart[] {
  const { language, script } = maximized(locale);
  if (options.day === undefined && (options.month !== undefined || options.weekday !== undefined)) {
    const named = (p: Intl.DateTimeFormatPart): boolean => (p.type === 'month' || p.type === 'weekday') && /\p{L}/u.test(p.value);
    parts = parts.map((p) => (named(p) ? { ...p, value: formatFormName(locale, options, p.type as 'month' | 'weekday', ms) ?? p.value } : p));
  }
  // Czech numeric dates without spaces ("14.11.2023")
  if (language === 'cs' && options.month === 'numeric' && options.day !== undefined && options.year !== undefined) {
    parts = parts.map((p) => (p.type === 'literal' && p.value === '. ' ? { ...p, value: '.' } : p));
  }
  if (script === 'Hant' && flexibleDayPeriod(locale, options)) {
    const at = parts.findIndex((p) => p.type === 'dayPeriod');
    const period = parts[at];
    if (period) {
      const hour = parts.find((p) => p.type === 'hour')?.value;
      const minute = parts.find((p) => p.type === 'minute')?.value;
      const value = period.value === '下午' ? '中午' : period.value === '凌晨' && hour === '12' && minute === '00' ? '午夜' : period.value;
      if (value !== period.value) parts = parts.map((p, i) => (i === at ? { type: 'dayPeriod', value } : p));
    }
  }
  if (language === 'th' && options.second === undefined && parts.at(-1)?.value === ' น.') return parts.slice(0, -1);
  return parts;
}

/** A zone's name as the platform's locale writes it. */
export function platformZoneText(name: string, locale: string): string {
  return maximized(locale).language === 'he' && /-[\d:]+\u200e$/.test(name) && !name.endsWith('\u200e\u200e') ? `${name}\u200e` : name;
}
