import { describe, expect, it } from 'vitest';
import { compile } from '../../../../src/site/index.js';
import { compactUtc, googleCalendarUrl, locationText } from '../../../../src/domain/dates/calendar-url.js';
import { formatDatetime, parseDatetimeArgs } from '../../../../src/site/content/dates/datetime.js';
import { humanizeDuration } from '../../../../src/site/content/formatters/dates.js';
import { formatInterval } from '../../../../src/site/content/dates/interval.js';
import { zoneAbbreviation } from '../../../../src/site/content/dates/names.js';
import { relativeTime, relativeUnit } from '../../../../src/site/content/dates/relative-time.js';
import { strftime } from '../../../../src/site/content/dates/strftime.js';
import { timeSinceText } from '../../../../src/domain/dates/timesince.js';
import { ISO_WEEKS, SUNDAY_WEEKS, weekOfYear } from '../../../../src/domain/dates/weeks.js';
import {
  isInDateRange, isSameDay, MAX_DATE_MS, MIN_DATE_MS, pickTimeZone, utcMs, zonedParts,
} from '../../../../src/domain/dates/zoned.js';

const NY = 'America/New_York';
const T = 1613597165345; // 2021-02-17 16:26:05.345 EST

describe('zoned parts', () => {
  it('reads the calendar in the zone, with its offset', () => {
    const p = zonedParts(T, 'Asia/Tokyo');
    expect(p).toMatchObject({ year: 2021, month: 2, day: 18, hour: 6, minute: 26, weekday: 4, offsetMinutes: 540 });
    expect(zonedParts(T, NY)).toMatchObject({ day: 17, hour: 16, offsetMinutes: -300, dayOfYear: 47 });
  });
  it('refuses NaN and dates outside 4713 BC to 8652 AD', () => {
    expect(zonedParts(Number.NaN, NY)).toBeUndefined();
    expect(isInDateRange(MIN_DATE_MS)).toBe(true);
    expect(isInDateRange(MIN_DATE_MS - 1)).toBe(false);
    expect(isInDateRange(MAX_DATE_MS)).toBe(true);
    expect(isInDateRange(MAX_DATE_MS + 1)).toBe(false);
    expect(zonedParts(utcMs(-100, 6, 1, 12), 'UTC')).toMatchObject({ year: -100, month: 6, day: 1 });
  });
  it('falls back to America/New_York for unknown zones', () => {
    expect(pickTimeZone('Not/AZone', '')).toBe(NY);
    expect(pickTimeZone(undefined, 'Europe/Paris')).toBe('Europe/Paris');
  });
  it('compares days in the zone', () => {
    expect(isSameDay(1384518630000, 1384515030000, NY)).toBe(true);
    expect(isSameDay(1384518630000, 1384432230000, NY)).toBe(false);
  });
});

describe('weeks', () => {
  it('numbers ISO weeks with Monday first and 4 minimal days', () => {
    // 2021-01-01 (Friday) belongs to week 53 of 2020; 2024-12-30 to week 1 of 2025.
    expect(weekOfYear(2021, 0, 5, ISO_WEEKS)).toEqual({ week: 53, weekYear: 2020 });
    expect(weekOfYear(2024, 364, 1, ISO_WEEKS)).toEqual({ week: 1, weekYear: 2025 });
    expect(weekOfYear(2021, 47, 3, ISO_WEEKS)).toEqual({ week: 7, weekYear: 2021 });
  });
  it('starts Sunday weeks at January 1', () => {
    expect(weekOfYear(2021, 0, 5, SUNDAY_WEEKS)).toEqual({ week: 1, weekYear: 2021 });
    expect(weekOfYear(2021, 2, 0, SUNDAY_WEEKS)).toEqual({ week: 2, weekYear: 2021 });
  });
});

describe('strftime', () => {
  it('formats in the zone', () => {
    expect(strftime(T, '%Y-%m-%d %H:%M:%S %Z', NY)).toBe('2021-02-17 16:26:05 EST');
    expect(strftime(T, '%c', 'Asia/Tokyo')).toBe('Thu, Feb 18, 2021 6:26:05 AM JST');
    expect(strftime(T, '%z %k|%l %j %N %G-W%V %U %W', 'Asia/Tokyo')).toBe('+09:00  6| 6 049 345000000 2021-W07 08 08');
    expect(strftime(T, '100%% %Q', NY)).toBe('100% '); // an unknown conversion writes nothing (test/diff)
    expect(strftime(-7, '%s %v %i|%', NY)).toBe('0 31-Dec-1969 6|%');
  });
  it('gives nothing for NaN', () => {
    expect(strftime(Number.NaN, '%Y', NY)).toBeUndefined();
  });
  it('names zones without an English abbreviation by offset, as tzdata does (test/diff)', () => {
    expect(zoneAbbreviation(T, 'Etc/GMT-4', 240)).toBe('+04');
    expect(zoneAbbreviation(T, 'Asia/Kathmandu', 345)).toBe('+0545');
    expect(zoneAbbreviation(T, 'America/Sao_Paulo', -180)).toBe('-03');
  });
  it("names Africa's zones by the en-ZA data, as tzdata does (test/diff)", () => {
    expect(zoneAbbreviation(T, 'Africa/Nairobi', 180)).toBe('EAT');
    expect(zoneAbbreviation(T, 'Africa/Lagos', 60)).toBe('WAT');
    expect(zoneAbbreviation(T, 'Africa/Johannesburg', 120)).toBe('SAST');
  });
});

describe('datetime', () => {
  const t = 1582571080000; // 2020-02-24 14:04:40 EST
  const f = (args: string): string | undefined => formatDatetime(t, parseDatetimeArgs(args ? args.split(' ') : []), 'en', NY);
  it('defaults to the long date', () => {
    expect(f('')).toBe('February 24, 2020');
  });
  it('keeps ICU spacing (U+202F before the day period)', () => {
    expect(f('date:short time:short')).toBe('2/24/20, 2:04\u202fPM');
  });
  it('joins skeletons with the glue of a style', () => {
    expect(f('date:medium time:hm wrap:full')).toBe('Feb 24, 2020 at 2:04\u202fPM');
    expect(f('date:yMd time:hm')).toBe('2/24/2020, 2:04\u202fPM');
    expect(f('skeleton:Bh')).toBe('2 in the afternoon');
  });
  it('writes a numeric month or day of a skeleton without the zero of the locale\'s pattern', () => {
    const in_ = (locale: string, args: string[]) => formatDatetime(t, parseDatetimeArgs(args), locale, NY);
    expect(in_('fr', ['skeleton:yMd'])).toBe('24/2/2020');
    expect(in_('fr-CA', ['Md'])).toBe('2-24');
    expect(in_('de', ['skeleton:MMdd'])).toBe('24.02.');
    expect(in_('fr', ['date:short'])).toBe('24/02/2020'); // a style's pattern keeps its zero
  });
  it('adds up bare skeletons, and lets a width for both parts win over a skeleton', () => {
    expect(f('yMMMd Hm')).toBe('Feb 24, 2020, 14:04');
    expect(f('skeleton:Hm yMMMd')).toBe('Feb 24, 2020, 14:04');
    expect(f('yMMMd skeleton:Hm')).toBe('14:04');
    expect(f('long yMMMd')).toBe(f('skeleton:yMMMd datetime:long'));
    expect(f('long yMMMd')).toBe('February 24, 2020 at 2:04:40\u202fPM EST');
  });
  it('writes the Buddhist, Japanese and Persian calendars (ar\'s digits kept), any other in the Gregorian one', () => {
    expect(compile('{u|datetime date:long calendar:buddhist}').template.render({ u: t }, { locale: 'ar' }).output).toBe('٢٤ فبراير ٢٥٦٣ BE');
    expect(['islamic', 'hebrew', 'gregorian'].map((c) => f(`date:long calendar:${c}`))).toEqual(Array(3).fill('February 24, 2020'));
    expect(f('date:long calendar:persian')).toBe('Esfand 5, 1398 AP');
  });
  it('capitalizes at the start of a sentence and supports calendars', () => {
    expect(formatDatetime(t, parseDatetimeArgs(['date:full', 'calendar:japanese']), 'ja', NY)).toBe('令和2年2月24日月曜日');
    expect(formatDatetime(t, parseDatetimeArgs(['MMMM', 'context:begin-sentence']), 'fr', NY)).toBe('Février');
  });
});

describe('intervals', () => {
  it('shows times within a day and dates across days', () => {
    expect(formatInterval(1582571080000, 1582591080000, undefined, 'en', NY)).toBe('2:04\u2009\u2013\u20097:38\u202fPM');
    expect(formatInterval(1582571080000, 1692591080000, 'yMMM', 'en', NY)).toBe('Feb 2020\u2009\u2013\u2009Aug 2023');
  });
  it('writes a numeric day or month of the skeleton without the zero of the locale\'s pattern', () => {
    expect(formatInterval(0, 1583763910000, undefined, 'it', NY)).toBe('31 dic 1969\u2009\u2013\u20099 mar 2020');
  });
});

describe('relative time', () => {
  it('picks the largest unit reached', () => {
    expect(relativeUnit(994200000, false)).toBe('day');
    expect(relativeUnit(994200000, true)).toBe('week');
    expect(relativeUnit(40000000, false)).toBe('hour');
    expect(relativeUnit(5000, false)).toBe('second');
  });
  it('words with Intl', () => {
    expect(relativeTime(0, 7200000, 'en', { capitalize: true })).toBe('In 2 hours');
    expect(relativeTime(40000000, 0, 'en')).toBe('11 hours ago');
  });
});

describe('timesince', () => {
  const now = 1627849845000;
  it('says about N units ago, rounded down', () => {
    expect(timeSinceText(-607001400000, now)).toBe('about 70 years ago');
    expect(timeSinceText(1577987019000, now)).toBe('about a year ago');
    expect(timeSinceText(now - 3 * 3600_000, now)).toBe('about 3 hours ago');
    expect(timeSinceText(now - 3600_000, now)).toBe('about an hour ago');
    expect(timeSinceText(now - 10_000, now)).toBe('less than a minute ago');
  });
});

describe('durations and calendar links', () => {
  it('humanizes durations', () => {
    expect(humanizeDuration(125000)).toBe('2:05');
    // minutes past the hour, truncated toward zero, 32-bit (test/diff)
    expect([3725000, -1000, -61000, -42.125, 1e21].map(humanizeDuration)).toEqual(['62:05', '0:-1', '-1:-1', '0:00', '-24776977:-4']);
  });
  it('builds the calendar URL', () => {
    expect(compactUtc(1384518630000)).toBe('20131115T123030Z');
    expect(locationText({ addressLine1: 'a', addressLine2: ' ', addressCountry: 'US' })).toBe('a, US');
    expect(googleCalendarUrl({ title: 'A & B', startDate: 1384518630000, endDate: 1384518630000 })).toBe(
      'http://www.google.com/calendar/event?action=TEMPLATE&text=A%20%26%20B&dates=20131115T123030Z/20131115T123030Z',
    );
  });
});

describe('google-calendar-url, as the platform writes it (test/diff)', () => {
  const url = (event: unknown): string => compile('{v|google-calendar-url}').template.render({ v: event }, { locale: 'en' }).output;
  it('dates default to the epoch, each on its own; the title as UTF-8 (a deliberate divergence); blank address lines left out', () => {
    expect(url({ startDate: 1700000000000, title: "é/?#'~" })).toBe(
      "http://www.google.com/calendar/event?action=TEMPLATE&text=%C3%A9%2F%3F%23'~&dates=20231114T221320Z/19700101T000000Z",
    );
    expect(url(5)).toBe('http://www.google.com/calendar/event?action=TEMPLATE&text=&dates=19700101T000000Z/19700101T000000Z');
    expect(url({ location: { addressLine1: ' ', addressLine2: 5, addressCountry: 'FR' } })).toMatch(/&location=5%2C%20FR$/);
    expect(url({ location: { addressLine1: '(a)/b+' } })).toMatch(/&location=\(a\)%2Fb%2B$/); // encodeURIComponent
    expect(url({ location: { addressLine1: '\u2028 a ', addressCountry: ' FR' } })).toMatch(/&location=a%2C%20FR$/); // lines trimmed
  });
  it('writes nothing when a date is no instant or out of range', () => {
    expect([url({ startDate: 'abc' }), url({ endDate: 1e21 })]).toEqual(['', '']);
  });
});

describe('dates, as the platform writes them (test/diff)', () => {
  const out = (source: string, data: unknown): string =>
    compile(source).template.render(data, { locale: 'en', now: 1700050000000 }).output;
  it('names a zone before 1970 as after it: EST, EDT, Eastern Daylight Time; LMT before its first rule', () => {
    expect(out('{a|date %c}|{b|date %Z}|{c|date %Z}', { a: -7, b: -15552000000, c: -3000000000000 })).toBe(
      'Wed, Dec 31, 1969 6:59:59 PM EST|EDT|LMT',
    );
    expect(out('{b|datetime full}', { b: -15552000000 })).toBe('Friday, July 4, 1969 at 8:00:00\u202fPM Eastern Daylight Time');
  });
  it('holds datetime, datetime-interval, relative-time and timesince within the date range; date writes nothing past it', () => {
    expect(out('{a|datetime}|{z,a|datetime-interval}|{a|relative-time}|{a|date %Y}', { a: 1e21, z: 0 })).toBe(
      'December 31, 8652|Dec 31, 1969\u2009\u2013\u2009Dec 31, 8652|in 6,629 years|',
    );
    expect(out('{a|timesince}', { a: -1e21 })).toBe('<span class="timesince" data-date="-1e+21">about 6740 years ago</span>');
  });
  it('timesince: a date still to come is less than a minute ago', () => {
    expect(out('{a|timesince}', { a: 1734610000000 })).toContain('>less than a minute ago<');
  });
  it('datetime-interval keeps its order when the start is the later date', () => {
    expect(out('{a,b|datetime-interval}', { a: 1582571080000, b: 0 })).toBe('Feb 24, 2020\u2009\u2013\u2009Dec 31, 1969');
  });
  it('relative-time counts months and years by the calendar', () => {
    const day = 86_400_000;
    const now = 1700050000000;
    expect([45, 50, 75, -75].map((d) => out('{a|relative-time}', { a: now + d * day }))).toEqual([
      'next month', 'in 2 months', 'in 2 months', '2 months ago',
    ]);
  });
  it('relative-time: a unit from a whole calendar month on, the rest in months of 30.44 days, halves to even', () => {
    const rel = (now: string, at: string, args = ' numericOnly:true'): string =>
      compile(`{a|relative-time${args}}`).template.render({ a: Date.parse(at) }, { locale: 'en', now: Date.parse(now) }).output;
    // a calendar month, not 30 days: from Feb 15 a month is Mar 15 (28 days); from Jul 31 back one is Jun 30
    expect(rel('2019-02-15T22:00:00Z', '2019-03-16T04:00:00Z')).toBe('in 1 month');
    expect(rel('2019-07-31T06:00:00Z', '2019-07-01T03:00:00Z')).toBe('30 days ago');
    expect(rel('2019-07-31T06:00:00Z', '2019-06-30T06:00:00Z')).toBe('1 month ago');
    // a day the month lacks, going on, is the next month's first: Jan 30 on one month is Mar 1
    expect(rel('2027-01-30T16:00:00Z', '2027-03-01T15:00:00Z')).toBe('in 30 days');
    expect(rel('2027-01-30T16:00:00Z', '2027-03-01T16:00:00Z')).toBe('in 1 month');
    // the rest past the whole months: 15.22 days is half a month, whatever the month's length
    expect(rel('2023-11-15T12:00:00Z', '2023-12-30T17:16:00Z')).toBe('in 1 month');
    expect(rel('2023-11-15T12:00:00Z', '2023-12-30T17:17:00Z')).toBe('in 2 months');
    expect(rel('2023-11-15T12:00:00Z', '2023-09-30T06:00:00Z')).toBe('2 months ago');
    expect(rel('2023-11-15T12:00:00Z', '2023-09-30T07:00:00Z')).toBe('1 month ago');
    // 12 whole months make years: 18 months is 1.5 years, rounded to 2
    expect(rel('2023-11-15T12:00:00Z', '2022-05-15T12:00:00Z')).toBe('2 years ago');
    // halves round to even, in every unit; half a second is 0, in the past too
    expect(rel('2023-11-15T12:00:00Z', '2023-12-06T00:00:00Z')).toBe('in 20 days');
    expect(rel('2023-11-15T12:00:00Z', '2023-12-07T00:00:00Z')).toBe('in 22 days');
    expect(rel('2023-11-15T12:00:00Z', '2023-11-15T14:30:00Z')).toBe('in 2 hours');
    expect(rel('2023-11-15T12:00:00Z', '2023-11-15T11:59:59.500Z')).toBe('0 seconds ago');
    // an option takes `:true`: a bare name is nothing
    expect(rel('2023-11-15T12:00:00Z', '2023-11-25T12:00:00Z', ' allowWeeks')).toBe('in 10 days');
    expect(rel('2023-11-15T12:00:00Z', '2023-11-25T12:00:00Z', ' allowWeeks:true')).toBe('next week');
    expect(rel('2023-11-15T12:00:00Z', '2023-12-25T12:00:00Z', ' numericOnly')).toBe('next month');
    // field:quarter is no field
    expect(rel('2023-11-15T12:00:00Z', '2024-06-01T12:00:00Z', ' numericOnly:true field:quarter')).toBe('in 7 months');
  });
  it('floors a fraction of a millisecond: -0.5 is the millisecond before the epoch', () => {
    expect(out('{a|date %Y-%m-%d %H:%M:%S}', { a: -0.5, website: { timeZone: 'UTC' } })).toBe('1969-12-31 23:59:59');
    expect(compile('{a|datetime short}').template.render({ a: -1e-7 }, { locale: 'en' }).output).toBe('12/31/69, 6:59\u202fPM');
    expect(out('{a|google-calendar-url}', { a: { startDate: -0.5, endDate: 0.5 } })).toContain('dates=19691231T235959Z/19700101T000000Z');
    expect(out('{a|date %Z %z}', { a: -42.125 })).toBe('EST -05:00');
    // relative-time floors both instants: 1234.56 to 1234.5 is no distance, and so is to come ("in 0 seconds")
    expect(out('{a,b|relative-time numericOnly:true}', { a: 1234.56, b: 1234.5 })).toBe('in 0 seconds');
  });
  it('a website time zone that is there but no zone (null, "", "GMT+2") is UTC; none is New York', () => {
    const zone = (website: unknown): string => out('{a|date %H %Z}', { a: 0, website });
    expect([zone({ timeZone: 'UNKNOWN_VALUE' }), zone({ timeZone: null }), zone({ timeZone: 'GMT+2' }), zone({})]).toEqual([
      '00 UTC', '00 UTC', '00 UTC', '19 EST',
    ]);
  });
  it('reads text with a point like parseFloat, other text like parseInt', () => {
    expect(out('{a|date %s}|{b|date %s}|{c|date %s}', { a: '1e3', b: '1.5e3', c: '5e3 .' })).toBe('0|1|5');
  });
  it('datetime-interval within a day uses the locale\'s own hour cycle', () => {
    const r = (locale: string): string => compile('{a,b|datetime-interval}').template.render({ a: 0, b: 3600000 }, { locale }).output;
    expect([r('fr'), r('de'), r('en')]).toEqual(['19:00\u2009–\u200920:00', '19:00–20:00 Uhr', '7:00\u2009–\u20098:00\u202fPM']);
  });
});
