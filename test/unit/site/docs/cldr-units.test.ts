/**
 * A message's `{N unit ...}` argument, checked against the unit formatting the
 * platform's CLDR library documents (@phensley/cldr, ported to Java as
 * cldr-engine-java with a compatible API). Expected values are the docs' outputs.
 */
import { describe, expect, it } from 'vitest';
import { compile } from '../../../../src/site/index.js';

function message(msg: string, args: Record<string, unknown>, locale = 'en'): string {
  const names = Object.keys(args).join(' ');
  const { template, errors } = compile(`{msg|message ${names}}`);
  expect(errors).toEqual([]);
  return template.render({ msg, ...args }, { locale }).output;
}

describe('unit: the default length is long (formatQuantity)', () => {
  // https://github.com/Squarespace/cldr-engine-java README: formatQuantity(3413 mile, null) → "3,413 miles"
  it('formats the value in its unit, long, grouped', () => {
    expect(message('{0 unit in:mile}', { a: '3413' })).toBe('3,413 miles');
  });

  // https://phensley.github.io/cldr-engine/docs/en/api-quantity: { value: '17.9887', unit: 'terabit',
  // per: 'minute' } with no options → "17.989 terabits per minute" (long, at most 3 fraction digits)
  it('defaults to at most three fraction digits', () => {
    expect(message('{0 unit in:terabit-per-minute}', { a: '17.9887' })).toBe('17.989 terabits per minute');
  });

  // https://phensley.github.io/cldr-engine/docs/en/api-cldr-units#formatquantitytoparts:
  // 1353.75999 mile-per-hour, long → "1,353.76 miles per hour"
  it('a compound unit, long', () => {
    expect(message('{0 unit in:mile-per-hour length:long}', { a: '1353.75999' })).toBe('1,353.76 miles per hour');
  });

  // the development fixture plugins/resources/f-message-plural-1.html holds this message (never rendered there)
  it('in:byte and in:bit inside a plural', () => {
    const recurse = '{0 plural one{{1} to bytes: {1 unit in:byte}} other{{1} to bits: {1 unit in:bit}}}';
    expect(message(recurse, { one: 1, data: '1234567890' })).toBe('1234567890 to bytes: 1,234,567,890 bytes');
    expect(message(recurse, { five: 5, data: '1234567890' })).toBe('1234567890 to bits: 1,234,567,890 bits');
  });
});

describe('unit: length long | short | narrow (UnitLength, UnitFormatOptions)', () => {
  // https://phensley.github.io/cldr-engine/docs/en/api-unitformatoptions: 17 inch → "17 inches", "17 in", "17″"
  it.each([
    ['long', '17 inches'],
    ['short', '17 in'],
    ['narrow', '17″'],
  ])('length:%s', (length, expected) => {
    expect(message(`{0 unit in:inch length:${length}}`, { a: '17' })).toBe(expected);
  });

  // https://phensley.github.io/cldr-engine/docs/en/api-quantity: 123.57399 meter-per-second, narrow → "123.574m/s"
  it('narrow compound unit', () => {
    expect(message('{0 unit in:meter-per-second length:narrow}', { a: '123.57399' })).toBe('123.574m/s');
  });

  // https://github.com/Squarespace/cldr README "Message Formatter" writes the length as format:long
  it('format: is another name for length:', () => {
    expect(message('{0 unit in:inch format:short}', { a: '17' })).toBe('17 in');
  });
});

describe('unit: plurals and number styles (docs/units.md)', () => {
  // https://github.com/phensley/cldr-engine/blob/master/docs/units.md "Plurals":
  // 1 pound → "1 pound"; with minimumFractionDigits 1 → "1.0 pounds"
  it('chooses the plural form from the formatted number', () => {
    expect(message('{0 unit in:pound}', { a: '1' })).toBe('1 pound');
    expect(message('{0 unit in:pound minimumFractionDigits:1}', { a: '1' })).toBe('1.0 pounds');
  });

  // docs/units.md: formatQuantity(12345 meter, { style: 'long', minimumFractionDigits: 1 }) → "12.3 thousand meters"
  it('style:long is the long compact form', () => {
    expect(message('{0 unit in:meter style:long minimumFractionDigits:1}', { a: '12345' })).toBe('12.3 thousand meters');
  });

  // docs/units.md: "The unit is optional, and will fall back to normal decimal number formatting."
  it('without a unit, a plain number', () => {
    expect(message('{0 unit}', { a: '1234.5' })).toBe('1,234.5');
  });
});

describe('unit: sequence: breakdowns (formatQuantitySequence)', () => {
  // https://github.com/Squarespace/cldr README "Message Formatter": 12345 with
  // "{1 unit in:second sequence:hour,minute,second format:long}" → 3 hours, 25 minutes, 45 seconds.
  // That older README joins them with spaces; the cldr-engine docs join a sequence with the
  // locale's unit list pattern (below), which we follow.
  it('breaks seconds down into hours, minutes and seconds', () => {
    expect(message('{0 unit in:second sequence:hour,minute,second format:long}', { a: '12345' })).toBe(
      '3 hours, 25 minutes, 45 seconds',
    );
  });

  // https://phensley.github.io/cldr-engine/docs/en/api-cldr-units#formatquantitysequence: the quantities
  // 3 mile, 1 yard, 23 foot, 9.6 inch → "3 miles, 1 yard, 23 feet, 9.6 inches" / "3 mi, 1 yd, 23 ft, 9.6 in" /
  // "3mi 1yd 23′ 9.6″". A breakdown never gives 23 feet (3 feet make a yard), so this value breaks down
  // into 3 mi 1 yd 2 ft 9.6 in, joined the way the page shows for each length.
  it.each([
    ['long', '3 miles, 1 yard, 2 feet, 9.6 inches'],
    ['short', '3 mi, 1 yd, 2 ft, 9.6 in'],
    ['narrow', '3mi 1yd 2′ 9.6″'],
  ])('joins the parts with the unit list pattern, %s', (length, expected) => {
    const inches = 3 * 63360 + 36 + 2 * 12 + 9.6;
    expect(message(`{0 unit in:inch sequence:mile,yard,foot,inch length:${length}}`, { a: String(inches) })).toBe(expected);
  });

  // https://github.com/Squarespace/cldr-engine-java README: a SHORT sequence of 17 hour and
  // 37.2 minute → "17 hr, 37.2 min" (en-US), "17 h y 37.2 min" (es-419)
  it('short, in two locales', () => {
    const msg = '{0 unit in:minute sequence:hour,minute length:short}';
    expect(message(msg, { a: String(17 * 60 + 37.2) })).toBe('17 hr, 37.2 min');
    expect(message(msg, { a: String(17 * 60 + 37.2) }, 'es-419')).toBe('17 h y 37.2 min');
  });

  // https://github.com/Squarespace/cldr README "Unit sequence formatting": 753 days as a duration →
  // 2 years 22 days 12 hours 21 minutes 36 seconds (a year of 365.2425 days; empty units left out)
  it('a year is 365.2425 days, zero parts are left out', () => {
    expect(message('{0 unit in:day sequence:year,month,day,hour,minute,second}', { a: '753' })).toBe(
      '2 years, 22 days, 12 hours, 21 minutes, 36 seconds',
    );
  });
});

describe('unit: compact:bytes and conversion', () => {
  // https://github.com/Squarespace/cldr README "Message Formatter": "{0 unit compact:bytes}" of 1234567890
  // → "1.1GB" (binary: 1234567890 / 1024³ = 1.15, one fraction digit). That README's default length was
  // narrow; the cldr-engine default is long, so the narrow form needs length:narrow.
  it('chooses the largest byte unit, one fraction digit', () => {
    expect(message('{0 unit compact:bytes length:narrow}', { a: '1234567890' })).toBe('1.1GB');
    expect(message('{0 unit compact:bytes}', { a: '1234567890' })).toBe('1.1 gigabytes');
  });

  // https://github.com/Squarespace/cldr README "Unit formatting": 112233445566778899 bytes → "102,075.7TB"
  it('terabytes are the largest', () => {
    expect(message('{0 unit in:byte compact:bytes length:narrow}', { a: '112233445566778899' })).toBe('102,075.7TB');
  });

  // https://github.com/Squarespace/cldr README "Unit formatting": 1234567 foot converted to kilometer →
  // 376.2960216 km, "376.3km" (with that library's one fraction digit)
  it('out: converts between units of one kind', () => {
    expect(message('{0 unit in:foot out:kilometer length:narrow maximumFractionDigits:1}', { a: '1234567' })).toBe('376.3km');
  });
});
