/**
 * Calendar-event creation links (docs/behaviour.md §7), shared by the `google-calendar-url`
 * formatter and the events widget: the title as text, the start and end in compact
 * UTC form, and the location when the event has an address.
 */
import { isRecord, str } from '../json.js';
import { looseNumber as num } from '../loose.js';
import { zonedParts } from './zoned.js';

export const GOOGLE_CALENDAR_BASE = 'http://www.google.com/calendar/event?action=TEMPLATE';

const pad = (n: number): string => String(n).padStart(2, '0');

/** `20131115T123030Z` (year, month, day, T, hour, minute, second, Z); "" for NaN or out of range. */
export function compactUtc(ms: number): string {
  const p = zonedParts(ms, 'UTC');
  if (!p) return '';
  return `${p.year}${pad(p.month)}${pad(p.day)}T${pad(p.hour)}${pad(p.minute)}${pad(p.second)}Z`;
}

/** `addressLine1, addressLine2, addressCountry`, blanks left out. */
export function locationText(location: unknown): string {
  if (!isRecord(location)) return '';
  return [location.addressLine1, location.addressLine2, location.addressCountry]
    .filter((line): line is string => typeof line === 'string' && line.trim() !== '')
    .join(', ');
}

/** The link for an event item (title, startDate, endDate in epoch ms, location); the end defaults to the start. */
export function googleCalendarUrl(event: unknown): string {
  const item = isRecord(event) ? event : {};
  const start = num(item.startDate);
  const end = num(item.endDate) ?? start;
  let url = `${GOOGLE_CALENDAR_BASE}&text=${encodeURIComponent(str(item.title))}`;
  if (start !== undefined && end !== undefined) url += `&dates=${compactUtc(start)}/${compactUtc(end)}`;
  const where = locationText(item.location);
  if (where !== '') url += `&location=${encodeURIComponent(where)}`;
  return url;
}
