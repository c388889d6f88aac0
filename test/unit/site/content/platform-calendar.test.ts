import { describe, expect, it } from 'vitest';
import { compile } from '../../../../src/site/index.js';
import { platformDate } from '../../../../src/site/content/dates/platform-calendar.js';

/**
 * The platform's calendar arithmetic (src/site/content/dates/platform-calendar.ts), derived by
 * probing the reference engine (test/diff): doubles for the local time, the day held between
 * Jan 1 4713 BC and Dec 31 8652 AD, the Julian calendar before 15 Oct 1582.
 */
const out = (source: string, data: unknown, locale = 'en') => compile(source).template.render(data, { locale, now: 1700050000000 }).output;
const utc = (t: unknown) => ({ t, website: { timeZone: 'UTC' } });

describe('the platform calendar', () => {
  it('holds an instant past Dec 31 8652 on that day, the time of day from the instant in doubles', () => {
    expect(out('{t|datetime skeleton:yMMMdHmsSSS}', utc(1e21))).toBe('Dec 31, 8652, 01:47:02.528');
    expect(out('{t|datetime short}', { t: 1e21 })).toBe('12/31/52, 8:47\u202fPM'); // New York
    expect(out('{t|datetime short}', { t: 1.7976931348623157e308 })).toBe('12/31/52, 12:00\u202fAM');
    expect(out('{t|datetime short}', { t: 9007199254740994 })).toBe('12/31/52, 3:59\u202fAM');
  });

  it('holds one before Jan 1 4713 BC (Julian) there, a Monday, named in the zone\'s standard time', () => {
    expect(out('{t|datetime skeleton:GyMMMdEHms}', utc(-1e21))).toBe('Mon, Jan 1, 4713 BC, 22:12:33');
    expect(out('{t|datetime full}', { t: -1e21 })).toBe('Monday, January 1, 4713 at 5:15:28\u202fPM Eastern Standard Time');
    expect(out('{t|datetime time:long}', { t: -1e21, website: { timeZone: 'Europe/Paris' } })).toBe('10:21:18\u202fPM GMT+0:09');
  });

  it('writes days before 15 Oct 1582 in the Julian calendar, with their true weekday', () => {
    expect(out('{t|datetime skeleton:yMMMEd}', utc(-12219292800001))).toBe('Thu, Oct 4, 1582');
    expect(out('{t|datetime skeleton:yMMMEd}', utc(-12219292800000))).toBe('Fri, Oct 15, 1582');
    expect(out('{t|date %Y-%m-%d %a %j}', utc(-100000000000000))).toBe('1200-02-26 Thu 057'); // 1200 BC: the era's year
    expect(out('{t,u|datetime-interval yMMMdEEEE}', { t: -1e14, u: 0 })).toBe('Thursday, Feb 26, 1200\u2009\u2013\u2009Wednesday, Dec 31, 1969');
  });

  it('date: a day past the range fails (Julian Jan 1 4713 BC is in it); %N and %s as the platform computes them', () => {
    expect(out('{t|date %Y}|{u|date %Y}', { t: 1e15, u: -210866785438000 })).toBe('|4713');
    expect(out('{t|date %N}', { t: 0.30000000000000004 })).toBe('299999.99701976776');
    expect(out('{t|date %N}', { t: 1e-7 })).toBe('0.1043081283569336');
    expect(out('{t|date %s}', { t: 3e12 })).toBe('-1294967296'); // a 32-bit integer
  });

  it('platformDate gives an instant Intl writes as the platform\'s date', () => {
    const d = platformDate(-62135596800000, 'UTC'); // Jan 1, 1 AD proleptic Gregorian
    expect(d).toMatchObject({ year: 1, month: 1, day: 3, weekday: 1, held: false });
    expect(platformDate(1e21, 'UTC')).toMatchObject({ year: 8652, month: 12, day: 31, held: true, hour: 1, minute: 47, second: 2, millisecond: 528 });
  });
});

describe('Czech numeric dates', () => {
  it('have no spaces with a year (the platform\'s pattern), as without one', () => {
    const ts = { ts: 1700000000000 };
    expect(out('{ts|datetime skeleton:yMd}|{ts|datetime skeleton:Md}', ts, 'cs')).toBe('14.11.2023|14. 11.');
  });
});

describe('flexible day periods', () => {
  it('name the first minute of the day midnight (en, zh), noon stays noon', () => {
    const t = (ms: number) => ({ t: ms, website: { timeZone: 'UTC' } });
    expect(out('{t|datetime skeleton:Bh}', t(0))).toBe('12 midnight');
    expect(out('{t|datetime skeleton:Bhm}|{u|datetime skeleton:Bhm}', { ...t(60000), u: 43200000 })).toBe('12:01 in the morning|12:00 noon');
    expect(out('{t|datetime skeleton:Bhm}', t(0), 'zh-CN')).toBe('午夜12:00');
  });
});
