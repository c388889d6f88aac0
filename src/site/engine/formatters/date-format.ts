/**
 * Date formatting for message placeholders: `{0 datetime}` (long date),
 * `{0 datetime full}` (date and time in one style), `{0 datetime date:short
 * time:full}`, a CLDR skeleton (`yMMMd`, `EEEE`, `hm`), and
 * `{0;1 datetime-interval [skeleton]}` ranges.
 */
import { dateTimeFormat } from './intl-cache.js';

type Options = Intl.DateTimeFormatOptions;
/** CLDR's range separator: an en dash between thin spaces. */
const DASH = '\u2009\u2013\u2009';
const STYLES = new Set(['full', 'long', 'medium', 'short']);
type Style = 'full' | 'long' | 'medium' | 'short';

/** Intl options for a CLDR skeleton such as `yMMMMdEEEE` or `hm`. */
export function skeletonOptions(skeleton: string): Options {
  const out: Options = {};
  for (const m of skeleton.matchAll(/([A-Za-z])\1*/g)) {
    const run = m[0];
    const n = run.length;
    switch (run[0]) {
      case 'y': out.year = n === 2 ? '2-digit' : 'numeric'; break;
      case 'M': case 'L':
        out.month = n >= 5 ? 'narrow' : n === 4 ? 'long' : n === 3 ? 'short' : n === 2 ? '2-digit' : 'numeric';
        break;
      case 'd': out.day = n === 2 ? '2-digit' : 'numeric'; break;
      case 'E': case 'c': out.weekday = n >= 5 ? 'narrow' : n === 4 ? 'long' : 'short'; break;
      case 'h': case 'K': out.hour = n === 2 ? '2-digit' : 'numeric'; out.hour12 = true; break;
      case 'H': case 'k': out.hour = n === 2 ? '2-digit' : 'numeric'; out.hour12 = false; break;
      case 'j': out.hour = 'numeric'; break;
      case 'm': out.minute = n === 2 ? '2-digit' : 'numeric'; break;
      case 's': out.second = n === 2 ? '2-digit' : 'numeric'; break;
      case 'z': out.timeZoneName = n >= 4 ? 'long' : 'short'; break;
      case 'v': case 'V': out.timeZoneName = n >= 4 ? 'longGeneric' : 'shortGeneric'; break;
      default: break;
    }
  }
  return out;
}

function dateTimeOptions(args: readonly string[]): Options {
  if (args.length === 0) return { dateStyle: 'long' };
  const out: Options = {};
  for (const arg of args) {
    const [key = '', value = ''] = arg.split(':');
    if (STYLES.has(key) && !value) {
      out.dateStyle = key as Style;
      out.timeStyle = key as Style;
    } else if (key === 'date' && STYLES.has(value)) out.dateStyle = value as Style;
    else if (key === 'time' && STYLES.has(value)) out.timeStyle = value as Style;
    else if ((key === 'date' || key === 'time') && value) Object.assign(out, skeletonOptions(value));
    else if (key === 'skeleton' && value) Object.assign(out, skeletonOptions(value));
    else if (!value) Object.assign(out, skeletonOptions(key));
  }
  return out;
}

/**
 * The platform's CLDR data puts a narrow no-break space before AM/PM; some
 * ICU builds print a plain space there.
 */
export function cldr(text: string): string {
  return text.replace(/(\d) ([AP]M)\b/g, '$1\u202f$2');
}

function formatter(locale: string, timeZone: string, options: Options): Intl.DateTimeFormat {
  return dateTimeFormat(locale, { ...options, timeZone });
}

export function formatDateTime(epoch: number, locale: string, timeZone: string, args: readonly string[]): string {
  return cldr(formatter(locale, timeZone, dateTimeOptions(args)).format(epoch));
}

function sameDay(a: number, b: number, timeZone: string): boolean {
  const f = formatter('en', timeZone, { year: 'numeric', month: 'numeric', day: 'numeric' });
  return f.format(a) === f.format(b);
}

/** A date range; without a skeleton: the times on one day, else `yMMMd`. */
export function formatInterval(start: number, end: number, locale: string, timeZone: string, skeleton?: string): string {
  let options: Options;
  if (skeleton) {
    options = skeletonOptions(skeleton);
    const hasDate = options.year || options.month || options.day;
    const hasTime = options.hour || options.minute;
    if (!hasDate && !hasTime) {
      const day = formatter(locale, timeZone, options);
      const time = formatter(locale, timeZone, { hour: 'numeric', minute: 'numeric' });
      const one = (t: number): string => `${day.format(t)}, ${time.format(t)}`;
      return cldr(`${one(start)}${DASH}${one(end)}`);
    }
  } else {
    options = sameDay(start, end, timeZone)
      ? { hour: 'numeric', minute: 'numeric' }
      : { year: 'numeric', month: 'short', day: 'numeric' };
  }
  const f = formatter(locale, timeZone, options);
  return cldr(start <= end ? f.formatRange(start, end) : `${f.format(start)}${DASH}${f.format(end)}`);
}
