import { describe, expect, it } from 'vitest';
import { compactUtc, googleCalendarUrl } from '../../../../src/domain/dates/calendar-url.js';
import { eventListKind, eventsToShow, isPastEvent } from '../../../../src/domain/dates/event-lists.js';
import { INVALID_DATE_MESSAGE, timeSince, timeSinceText } from '../../../../src/domain/dates/timesince.js';
import { ISO_WEEKS, weekOfYear } from '../../../../src/domain/dates/weeks.js';
import { DATE_RANGE_MESSAGE, MAX_DATE_MS, MIN_DATE_MS, utcMs, zonedParts } from '../../../../src/domain/dates/zoned.js';
import { FIRST_DATE_MS } from '../../../../src/site/content/dates/platform-calendar.js';
import { render } from '../../../../src/site/index.js';

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;

describe('calendar links (docs/behaviour.md §7)', () => {
  it('writes compact UTC dates', () => {
    expect(compactUtc(Date.UTC(2013, 10, 15, 12, 30, 30))).toBe('20131115T123030Z');
    expect(compactUtc(Date.UTC(2030, 0, 1, 0, 0, 0))).toBe('20300101T000000Z');
    expect(compactUtc(NaN)).toBe('');
    expect(compactUtc(MAX_DATE_MS + 1)).toBe('');
  });
  it('adds the location only when there is an address; a missing date is the epoch, as the platform writes it', () => {
    const start = Date.UTC(2030, 2, 15, 17, 30);
    expect(googleCalendarUrl({ title: 'Atelier & thé', startDate: start })).toBe(
      'http://www.google.com/calendar/event?action=TEMPLATE&text=Atelier%20%26%20th%C3%A9&dates=20300315T173000Z/19700101T000000Z',
    );
    expect(googleCalendarUrl({ title: 'A', startDate: start, endDate: start + 3600_000, location: { addressLine1: '1 rue', addressLine2: ' ', addressCountry: 'France', mapLat: 1 } })).toBe(
      'http://www.google.com/calendar/event?action=TEMPLATE&text=A&dates=20300315T173000Z/20300315T183000Z&location=1%20rue%2C%20France',
    );
    expect(googleCalendarUrl({ title: 'A', location: { mapLat: 1, mapLng: 2 } })).toBe('http://www.google.com/calendar/event?action=TEMPLATE&text=A&dates=19700101T000000Z/19700101T000000Z');
    expect(googleCalendarUrl({ title: 'A', startDate: 'abc' })).toBe('');
  });
});

describe('date range Jan 1 4713 BC to Dec 31 8652 AD (docs/behaviour.md §5)', () => {
  it('puts its limits exactly there', () => {
    expect(MIN_DATE_MS).toBe(utcMs(-4712, 1, 1));
    expect(zonedParts(MIN_DATE_MS, 'UTC')).toMatchObject({ year: -4712, month: 1, day: 1, hour: 0 });
    expect(zonedParts(MAX_DATE_MS, 'UTC')).toMatchObject({ year: 8652, month: 12, day: 31, hour: 23, minute: 59, second: 59 });
    expect(zonedParts(MIN_DATE_MS - 1, 'UTC')).toBeUndefined();
    expect(zonedParts(MAX_DATE_MS + 1, 'UTC')).toBeUndefined();
  });
  it('is an error in the date formatters, reported and rendered empty', () => {
    const inRange = render('{d|date %Y}', { d: MAX_DATE_MS }, { timeZone: 'UTC' });
    expect(inRange.output).toBe('8652');
    expect(inRange.errors).toEqual([]);
    // the platform's range starts on Jan 1 4713 BC of the Julian calendar (platform-calendar.ts)
    expect(render('{d|date %Y %b %e}', { d: FIRST_DATE_MS }, { timeZone: 'UTC' }).output).toBe('4713 Jan  1');
    for (const d of [MAX_DATE_MS + 1, FIRST_DATE_MS - 1]) {
      const out = render('{d|date %Y}', { d }, { timeZone: 'UTC' });
      expect(out.output).toBe('');
      expect(out.errors).toHaveLength(1);
      expect(out.errors[0]?.message).toContain(DATE_RANGE_MESSAGE);
    }
    expect(render('{d|date %Y}', { d: 'NaN' }).output).toBe('');
    expect(render('{d|date %Y}', {}).errors).toEqual([]);
  });
});

describe('relative time wording (docs/behaviour.md §9)', () => {
  const now = Date.UTC(2026, 5, 1);
  it('says about N units ago, or less than a minute ago', () => {
    expect(timeSinceText(now - 59_999, now)).toBe('less than a minute ago');
    expect(timeSinceText(now - MINUTE, now)).toBe('about a minute ago');
    expect(timeSinceText(now - 5 * MINUTE, now)).toBe('about 5 minutes ago');
    expect(timeSinceText(now - 3 * 60 * MINUTE, now)).toBe('about 3 hours ago');
    expect(timeSinceText(now - 2 * DAY, now)).toBe('about 2 days ago');
    expect(timeSinceText(now - 14 * DAY, now)).toBe('about 2 weeks ago');
    expect(timeSinceText(now - 60 * DAY, now)).toBe('about 2 months ago');
    expect(timeSinceText(now - 800 * DAY, now)).toBe('about 2 years ago');
  });
  it('answers "Invalid date." for NaN, missing or out-of-range input', () => {
    expect(timeSince(undefined, now)).toBe(INVALID_DATE_MESSAGE);
    expect(timeSince(NaN, now)).toBe('Invalid date.');
    expect(timeSince(MAX_DATE_MS + 1, now)).toBe('Invalid date.');
    expect(timeSince(now - 2 * DAY, now)).toBe('about 2 days ago');
    expect(render('{d|timesince}', { d: 'hier' }).output).toBe('Invalid date.');
  });
});

describe('ISO weeks (first day 2 = Monday, min days 4)', () => {
  const week = (y: number, m: number, d: number) => {
    const p = zonedParts(utcMs(y, m, d), 'UTC')!;
    return weekOfYear(p.year, p.dayOfYear, p.weekday, ISO_WEEKS);
  };
  it('puts Jan 1 in the last week of the year before when it falls late in the week', () => {
    expect(week(2021, 1, 1)).toEqual({ week: 53, weekYear: 2020 });
    expect(week(2026, 1, 1)).toEqual({ week: 1, weekYear: 2026 });
    expect(week(2024, 12, 30)).toEqual({ week: 1, weekYear: 2025 });
    expect(week(2030, 3, 15)).toEqual({ week: 11, weekYear: 2030 });
  });
});

describe('past or upcoming events (showPastOrUpcomingEvents)', () => {
  const now = Date.UTC(2026, 0, 1);
  const e = (id: string, startDate?: number, endDate?: number) => ({ id, startDate, endDate });
  const events = [e('later', now + 2 * DAY), e('soon', now + DAY, now + DAY + 1), e('running', now - 1, now + 1), e('done', now - 2 * DAY, now - DAY), e('old', now - 9 * DAY), e('undated')];
  it('lists upcoming soonest first and past latest first', () => {
    expect(eventListKind('past')).toBe('past');
    expect(eventListKind(undefined)).toBe('upcoming');
    expect(eventsToShow(events, 'upcoming', now).map((x) => x.id)).toEqual(['running', 'soon', 'later']);
    expect(eventsToShow(events, 'past', now).map((x) => x.id)).toEqual(['done', 'old']);
  });
  it('makes an event past once its end (else its start) is before now', () => {
    expect(isPastEvent({ startDate: now - 5, endDate: now }, now)).toBe(false);
    expect(isPastEvent({ startDate: now - 5, endDate: now - 1 }, now)).toBe(true);
    expect(isPastEvent({ startDate: now - 1 }, now)).toBe(true);
    expect(isPastEvent({}, now)).toBe(false);
  });
});
