/**
 * The `google-calendar-url` formatter (SPEC.md 7): a calendar-event
 * creation link with the title as text, the start and end in compact UTC
 * form, and the location when the event has an address.
 */
import { isRecord, num, str } from '../lib/values.js';
import { strftime } from './strftime.js';

export const GOOGLE_CALENDAR_BASE = 'http://www.google.com/calendar/event?action=TEMPLATE';

/** `20131115T123030Z`. */
export function compactUtc(ms: number): string {
  return strftime(ms, '%Y%m%dT%H%M%SZ', 'UTC') ?? '';
}

/** `addressLine1, addressLine2, addressCountry`, blanks left out. */
export function locationText(location: unknown): string {
  if (!isRecord(location)) return '';
  return [location.addressLine1, location.addressLine2, location.addressCountry]
    .filter((line): line is string => typeof line === 'string' && line.trim() !== '')
    .join(', ');
}

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
