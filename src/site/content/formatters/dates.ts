/** Date formatters, in the site's time zone (ctx.timeZone, default America/New_York). */
import type { Formatter } from '../../engine/api';
import { googleCalendarUrl } from '../../../domain/dates/calendar-url';
import { formatDatetime, parseDatetimeArgs } from '../dates/datetime';
import { formatInterval, intervalSkeletons } from '../dates/interval';
import { parseRelativeTimeArgs, relativeTime } from '../dates/relative-time';
import { strftime } from '../dates/strftime';
import { instantOf } from '../../../domain/dates/instant';
import { INVALID_DATE_MESSAGE, timeSinceText } from '../../../domain/dates/timesince';
import { DATE_RANGE_MESSAGE, MAX_DATE_MS, MIN_DATE_MS } from '../../../domain/dates/zoned';
import { zoneOf } from '../dates/site-zone';


/** The instant of `value` floored and held within the date range, as the relative-time formatters do (test/unit/site/content/dates.test.ts "holds datetime, datetime-interval, relative-time and…"), or `undefined`. */
function clampedInstant(value: unknown): number | undefined {
  const ms = instantOf(value);
  return ms === undefined ? undefined : Math.min(Math.max(Math.floor(ms), MIN_DATE_MS), MAX_DATE_MS);
}

/**
 * No format gives "" whatever the value; with one, a value that is no instant or one out of
 * range stops the chain (`.var` keeps its value), as the platform (test/unit/site/engine/platform-rules.test.ts "date: no format gives ""; with one, no instant stops…").
 */
const date: Formatter = (value, ctx) => {
  const format = ctx.args.join(' ');
  if (format === '') return '';
  const ms = instantOf(value);
  if (ms === undefined) return ctx.fail('not a date');
  // names in English whatever the locale; a day past the range fails (platform-calendar.ts)
  return strftime(ms, format, zoneOf(ctx)) ?? ctx.fail(DATE_RANGE_MESSAGE);
};

// the platform's calendar (src/site/content/dates/platform-calendar.ts): no clamping here
const datetime: Formatter = (value, ctx) => {
  const ms = instantOf(value);
  if (ms === undefined) return '';
  return formatDatetime(ms, parseDatetimeArgs(ctx.args), ctx.locale, zoneOf(ctx)) ?? '';
};

const datetimeInterval: Formatter = (_value, ctx) => {
  if (ctx.values.length < 2) return '';
  const start = instantOf(ctx.values[0]);
  const end = instantOf(ctx.values[1]);
  if (start === undefined || end === undefined) return '';
  return formatInterval(start, end, intervalSkeletons(ctx.args), ctx.locale, zoneOf(ctx)) ?? '';
};

/** `{t|relative-time}` is measured from now; `{start,end|relative-time}` between the two. */
const relative: Formatter = (_value, ctx) => {
  const options = parseRelativeTimeArgs(ctx.args);
  const first = clampedInstant(ctx.values[0]);
  if (first === undefined) return '';
  if (ctx.values.length > 1) {
    const second = clampedInstant(ctx.values[1]);
    return second === undefined ? '' : relativeTime(first, second, ctx.locale, options);
  }
  return relativeTime(ctx.now, first, ctx.locale, options);
};

/** The wording of the instant held within the date range; `data-date` the instant as read (test/unit/site/content/dates.test.ts "holds datetime, datetime-interval, relative-time and…"). */
const timesince: Formatter = (value, ctx) => {
  const ms = instantOf(value);
  const clamped = clampedInstant(value);
  if (ms === undefined || clamped === undefined) {
    ctx.error(INVALID_DATE_MESSAGE, 'FORMATTER_FAILED');
    return INVALID_DATE_MESSAGE;
  }
  const text = ctx.escape.html(timeSinceText(clamped, ctx.now));
  return `<span class="timesince" data-date="${ctx.escape.htmlattr(String(ms))}">${text}</span>`;
};

/**
 * Milliseconds as `minutes:seconds` (no hours: "61:01"), as the platform writes them
 * (test/unit/site/content/dates.test.ts "humanizes durations"): whole seconds toward zero as a 32-bit integer, the seconds padded to two
 * digits unless negative ("0:-1"). Text with no number is 0.
 */
export function humanizeDuration(ms: number): string {
  const total = Math.trunc(ms / 1000) | 0;
  const seconds = total % 60;
  return `${Math.trunc(total / 60)}:${seconds >= 0 && seconds < 10 ? '0' : ''}${seconds}`;
}

const duration: Formatter = (value) => humanizeDuration(instantOf(value) ?? 0);

export const dateFormatters: Readonly<Record<string, Formatter>> = {
  date,
  datetime,
  'datetime-interval': datetimeInterval,
  'relative-time': relative,
  timesince,
  humanizeDuration: duration,
  'google-calendar-url': (value) => googleCalendarUrl(value),
};
