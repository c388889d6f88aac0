/**
 * Where the platform's CLDR data (the locale packs of its CLDR library) and the runtime's ICU
 * write `datetime` differently, found by probing the reference engine over every hour, width and
 * skeleton in the sites' locales (test/unit/site/content/locale-patterns.test.ts "th: no "น." after an Hm time; ja: an h skeleton counts…"; docs/site-engine.md "Rules the suite found"):
 * - a flexible day period (`B`, and the time styles of zh-TW) is "midnight" (午夜) in the first minute
 *   of the day where ICU has "in the morning" (凌晨); Traditional Chinese has 中午 from noon to 19:00
 *   (ICU: 下午 from 13:00) and joins date and time without a space (zh-TW, zh-HK);
 * - Czech numeric dates with a year have no spaces ("14.11.2023");
 * - Thai: no "น." after an `Hm` time; Japanese: an `h` skeleton counts hours 0 to 11 (午前0:07);
 * - Hebrew: a GMT offset west of Greenwich ends with two left-to-right marks.
 */
import { intlObject } from '../../../domain/intl-cache';

type Options = Intl.DateTimeFormatOptions;

const language = (locale: string): string => locale.slice(0, 2).toLowerCase();
/** Traditional Chinese: zh-TW, zh-HK, zh-MO, zh-Hant. */
const isHant = (locale: string): boolean => /^zh-(tw|hk|mo|hant)/i.test(locale);

/** The locale joins a date and a time with nothing between them. */
export { isHant as joinsWithoutSpace };

/** The Intl options for the platform's pattern of `options`. */
export function platformOptions(locale: string, options: Options): Options {
  return options.hourCycle === 'h12' && language(locale) === 'ja' ? { ...options, hourCycle: 'h11' } : options;
}

/** The day period at 00:00 where the platform's flexible day periods (`B`) have one and ICU's do not. */
const MIDNIGHT: Readonly<Record<string, string>> = { en: 'midnight', zh: '午夜' };

/** The parts of one formatted instant, rewritten where the platform's patterns differ. */
export function platformParts(parts: Intl.DateTimeFormatPart[], locale: string, options: Options, ms: number): Intl.DateTimeFormatPart[] {
  const lang = language(locale);
  // Czech numeric dates without spaces ("14.11.2023")
  if (lang === 'cs' && options.month === 'numeric' && options.day && options.year) {
    parts = parts.map((p) => (p.value === '. ' ? { ...p, value: '.' } : p));
  }
  // flexible day periods: `B`, and zh-TW's time styles (zh-HK's have am/pm)
  if (options.dayPeriod || (options.timeStyle && /^zh-(tw|hant)/i.test(locale))) {
    const clock = intlObject(`clock|${options.timeZone}`, () => new Intl.DateTimeFormat('en', { timeZone: options.timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }));
    const midnight = clock.format(ms) === '00:00' ? MIDNIGHT[lang] : undefined;
    parts = parts.map((p) => (p.type === 'dayPeriod' ? { ...p, value: midnight ?? (isHant(locale) && p.value === '下午' ? '中午' : p.value) } : p));
  }
  return lang === 'th' && !options.second && parts.at(-1)?.value === ' น.' ? parts.slice(0, -1) : parts;
}

/** A zone's name as the platform's locale writes it. */
export const platformZoneText = (name: string, locale: string): string =>
  language(locale) === 'he' && /-[\d:]+\u200e$/.test(name) && !name.endsWith('\u200e\u200e') ? `${name}\u200e` : name;
