import { describe, expect, it } from 'vitest';
import { count, longDay, money, utcTime } from '../../../examples/server/owner/formats.js';

/**
 * The owner pages' formats come from the engine's Intl cache (examples/server/owner/formats.ts)
 * instead of a formatter built per table cell: the text stays what the per-cell calls wrote.
 */
describe('owner page formats', () => {
  const instants = [0, Date.UTC(2026, 10, 27, 14, 3, 9), Date.UTC(2026, 0, 1), 1_733_500_000_123];

  it('writes what the per-cell Intl calls wrote', () => {
    for (const locale of ['fr-FR', 'en', 'de-DE', 'ja-JP']) {
      for (const value of [0, 0.5, 49.9, 1_234_567]) {
        expect(count(value, locale)).toBe(value.toLocaleString(locale));
        for (const currency of ['EUR', 'JPY', 'USD']) expect(money(value, currency, locale)).toBe(new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value));
      }
      expect(longDay('2026-11-27', locale)).toBe(new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 10, 27)));
    }
    for (const ms of instants) {
      expect(utcTime(ms)).toBe(`<time datetime="${new Date(ms).toISOString()}">${new Date(ms).toLocaleString('fr-FR', { timeZone: 'UTC' })} UTC</time>`);
    }
  });

  it('reads as the owner pages show it', () => {
    expect(count(1_234_567, 'fr-FR')).toBe('1\u202f234\u202f567');
    expect(longDay('2026-11-27', 'fr-FR')).toBe('27 novembre 2026');
    expect(utcTime(Date.UTC(2026, 10, 27, 14, 3, 9))).toBe('<time datetime="2026-11-27T14:03:09.000Z">27/11/2026 14:03:09 UTC</time>');
  });
});
