/**
 * `datetime`, `datetime-interval` and their message forms against the examples of
 * the CLDR library the platform's formatters use (@phensley/cldr), June 27, 2018
 * 4:23:00 AM in America/New_York (1530087780000) as on those pages.
 */
import { describe, expect, it } from 'vitest';
import { compile } from '../../../../src/site/index.js';

const T = 1530087780000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function render(source: string, data: Record<string, unknown>): string {
  const { template, errors } = compile(source);
  expect(errors).toEqual([]);
  return template.render({ website: { timeZone: 'America/New_York' }, t: T, ...data }, { locale: 'en' }).output;
}

describe('datetime (DateFormatOptions)', () => {
  // https://phensley.github.io/cldr-engine/docs/en/api-dateformatoptions
  // { datetime: 'full', ca: 'japanese' } -> "Wednesday, June 27, 30 Heisei at 4:23:00 AM Eastern Daylight Time"
  it('datetime:WIDTH and ca:', () => {
    const full = 'Wednesday, June 27, 30 Heisei at 4:23:00\u202fAM Eastern Daylight Time';
    expect(render('{t|datetime datetime:full ca:japanese}', {})).toBe(full);
    expect(render('{m|message t}', { m: '{0 datetime datetime:full ca:japanese}' })).toBe(full);
  });

  it('the page\'s other examples', () => {
    expect(render('{t|datetime time:long}', {})).toBe('4:23:00\u202fAM EDT');
    expect(render('{t|datetime date:short}', {})).toBe('6/27/18');
    expect(render('{t|datetime skeleton:yMMMEEEEdhm}', {})).toBe('Wednesday, Jun 27, 2018, 4:23\u202fAM');
  });

  // a message's datetime takes the formatter's options, `wrap:` among them
  it('wrap: in a message', () => {
    expect(render('{m|message t}', { m: '{0 datetime date:long time:short wrap:short}' })).toBe('June 27, 2018, 4:23\u202fAM');
  });
});

describe('datetime-interval (DateIntervalFormatOptions)', () => {
  // https://phensley.github.io/cldr-engine/docs/en/api-dateintervalformatoptions
  // { date: 'EEEyMMMd', time: ... }: the date skeleton when the dates differ by a day or more,
  // "Wed, Jun 27 – Thu, Jun 28, 2018", "Wed, Jun 27 – Sat, Jul 7, 2018"
  it('date: and time: skeletons chosen by the range', () => {
    const opts = 'date:EEEyMMMd time:hm';
    expect(render(`{t,e|datetime-interval ${opts}}`, { e: T + 1.5 * DAY })).toBe('Wed, Jun 27\u2009\u2013\u2009Thu, Jun 28, 2018');
    expect(render(`{t,e|datetime-interval ${opts}}`, { e: T + 10.5 * DAY })).toBe('Wed, Jun 27\u2009\u2013\u2009Sat, Jul 7, 2018');
    expect(render(`{t,e|datetime-interval ${opts}}`, { e: T + 1.5 * HOUR })).toBe('4:23\u2009\u2013\u20095:53\u202fAM');
    expect(render('{m|message t e}', { m: `{0;1 datetime-interval ${opts}}`, e: T + 1.5 * DAY })).toBe(
      'Wed, Jun 27\u2009\u2013\u2009Thu, Jun 28, 2018',
    );
  });

  // { skeleton: 'yMMMMd' }: 1.2 days "June 27 – 28, 2018", 1000 days "June 27, 2018 – March 23, 2021"
  it('a skeleton', () => {
    expect(render('{t,e|datetime-interval yMMMMd}', { e: T + 1.2 * DAY })).toBe('June 27\u2009\u2013\u200928, 2018');
    expect(render('{t,e|datetime-interval skeleton:yMMMMd}', { e: T + 1000 * DAY })).toBe(
      'June 27, 2018\u2009\u2013\u2009March 23, 2021',
    );
  });
});
