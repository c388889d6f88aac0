/**
 * Where the platform's CLDR data (the locale packs of its CLDR library) and the runtime's ICU
 * write `datetime` differently, found by probing the reference engine over every hour, width and
 * skeleton in the sites' locales (test/diff; docs/site-engine.md "Rules the suite found"):
 * - Traditional Chinese (zh-TW, zh-HK, zh-Hant): date and time joined without a space; the
 *   flexible day period of the time styles and `B` skeletons is 午夜 in the first minute of the
 *   day and 中午 from noon to 19:00 (ICU: 凌晨, and 下午 from 13:00);
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

/** The parts of one formatted instant, rewritten where the platform's patterns differ. */
export function platformParts(parts: Intl.DateTimeFormatPart[], locale: string, options: Options): Intl.DateTimeFormatPart[] {
  const { language, script } = maximized(locale);
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
