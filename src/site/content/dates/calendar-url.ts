/** `google-calendar-url` as the platform writes it (test/diff). */
import { GOOGLE_CALENDAR_BASE, compactUtc } from '../../../domain/dates/calendar-url.js';
import { isRecord } from '../../../domain/json.js';
import { toText } from '../../engine/values.js';
import { instantOf } from './instant.js';

/**
 * The event's link: its title as UTF-8 text (encodeURIComponent; the platform's escape()
 * garbles letters beyond ASCII: docs/site-engine.md, deliberate divergences), its start and end read as
 * dates are (missing is the epoch; the end does not default to the start), and the
 * address lines, trimmed, that are not blank (encodeURIComponent-encoded); "" when a date is no
 * instant or out of range.
 */
export function googleCalendarUrl(event: unknown): string {
  const item = isRecord(event) ? event : {};
  const [start, end] = [item.startDate, item.endDate].map((d) => {
    const ms = instantOf(d);
    return ms === undefined ? '' : compactUtc(ms);
  });
  if (!start || !end) return '';
  let url = `${GOOGLE_CALENDAR_BASE}&text=${encodeURIComponent(toText(item.title))}&dates=${start}/${end}`;
  const location = item.location;
  if (isRecord(location)) {
    const lines = [location.addressLine1, location.addressLine2, location.addressCountry].map((line) => toText(line).trim());
    const where = lines.filter((line) => line !== '').join(', ');
    if (where !== '') url += `&location=${encodeURIComponent(where)}`;
  }
  return url;
}
