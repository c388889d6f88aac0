/**
 * Calendar-event creation links (docs/behaviour.md §7), as the platform's
 * `google-calendar-url` formatter writes them (docs/site-engine.md "Rules the suite
 * found"; test/unit/site/content/dates.test.ts "google-calendar-url"): the formatter and
 * the library entry call this one rule.
 */
import { isRecord, scalarText } from '../json';
import { instantOf } from './instant';
import { zonedParts } from './zoned';

export const GOOGLE_CALENDAR_BASE = 'http://www.google.com/calendar/event?action=TEMPLATE';

const pad = (n: number): string => String(n).padStart(2, '0');

/** `20131115T123030Z` (year, month, day, T, hour, minute, second, Z); "" for NaN or out of range. */
export function compactUtc(ms: number): string {
  const p = zonedParts(ms, 'UTC');
  if (!p) return '';
  return `${p.year}${pad(p.month)}${pad(p.day)}T${pad(p.hour)}${pad(p.minute)}${pad(p.second)}Z`;
}

/** `addressLine1, addressLine2, addressCountry`, each as text and trimmed, blanks left out. */
export function locationText(location: unknown): string {
  if (!isRecord(location)) return '';
  const lines = [location.addressLine1, location.addressLine2, location.addressCountry].map((line) => scalarText(line).trim());
  return lines.filter((line) => line !== '').join(', ');
}

/**
 * The link for an event item: its title as UTF-8 text (encodeURIComponent; the platform's
 * escape() garbles letters beyond ASCII: docs/site-engine.md, deliberate divergences), its
 * start and end read as dates are (instant.ts: missing is the epoch; the end does not
 * default to the start), and the location when the address has a line; "" when a date
 * is no instant or out of range.
 */
export function googleCalendarUrl(event: unknown): string {
  const item = isRecord(event) ? event : {};
  const [start, end] = [item.startDate, item.endDate].map((d) => {
    const ms = instantOf(d);
    return ms === undefined ? '' : compactUtc(ms);
  });
  if (!start || !end) return '';
  let url = `${GOOGLE_CALENDAR_BASE}&text=${encodeURIComponent(scalarText(item.title))}&dates=${start}/${end}`;
  const where = locationText(item.location);
  if (where !== '') url += `&location=${encodeURIComponent(where)}`;
  return url;
}
