import { describe, expect, it } from 'vitest';
import { compile } from '../../../../src/site/index.js';

/**
 * `datetime` where the platform's CLDR data and the runtime's ICU differ (found by probing the
 * reference engine over every hour, width and skeleton of the sites' locales: test/diff).
 */
const out = (source: string, data: unknown, locale: string) =>
  compile(source).template.render(data, { locale, now: 1700050000000 }).output;
const at = (h: number, m = 0, s = 0) => ({ ts: Date.UTC(2023, 10, 14, h + 5, m, s) }); // America/New_York, EST

describe('platform locale patterns', () => {
  it('zh-TW: 中午 from noon to 19:00, 午夜 in the first minute of the day, for the flexible day period only', () => {
    const hours = [0, 1, 11, 12, 13, 18, 19].map((h) => out('{ts|datetime time:short}', at(h), 'zh-TW'));
    expect(hours).toEqual(['午夜12:00', '凌晨1:00', '上午11:00', '中午12:00', '中午1:00', '中午6:00', '晚上7:00']);
    expect(out('{ts|datetime time:short}', at(0, 0, 59), 'zh-TW')).toBe('午夜12:00');
    expect(out('{ts|datetime time:short}', at(0, 1), 'zh-TW')).toBe('凌晨12:01');
    expect(out('{ts|datetime skeleton:hm}', at(13), 'zh-TW')).toBe('下午1:00'); // `a`, not `B`
  });

  it('Traditional Chinese joins date and time without a space', () => {
    expect(out('{ts|datetime date:full time:short}', at(20), 'zh-TW')).toBe('2023年11月14日 星期二晚上8:00');
    expect(out('{ts|datetime datetime:short}', at(20), 'zh-TW')).toBe('2023/11/14晚上8:00');
    expect(out('{ts|datetime date:short time:short}', at(20), 'zh-HK')).toBe('14/11/2023下午8:00');
    expect(out('{ts|datetime date:short time:short}', at(20), 'zh-CN')).toBe('2023/11/14 20:00');
  });

  it('th: no "น." after an Hm time; ja: an h skeleton counts 0 to 11', () => {
    expect(out('{ts|datetime skeleton:Hm}|{ts|datetime time:short}', at(19, 5), 'th')).toBe('19:05|19:05');
    expect(out('{ts|datetime skeleton:hm}', at(0, 7), 'ja')).toBe('午前0:07');
    expect(out('{ts|datetime skeleton:hm}', at(12, 7), 'ja')).toBe('午後0:07');
  });

  it('he: a GMT offset west of Greenwich ends with two left-to-right marks; UTC is "GMT"', () => {
    expect(out('{ts|datetime time:long}', at(19), 'he')).toBe('19:00:00 GMT-5\u200e\u200e');
    expect(out('{ts|datetime time:long}', { ...at(19), website: { timeZone: 'Asia/Tokyo' } }, 'he')).toBe('9:00:00 GMT\u200e+9\u200e');
    expect(out('{ts|datetime time:long}', { ...at(19), website: { timeZone: 'UTC' } }, 'he')).toBe('0:00:00 GMT');
  });
});
