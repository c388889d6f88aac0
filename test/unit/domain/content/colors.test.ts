import { describe, expect, it } from 'vitest';
import { ALPHA_MESSAGE, HUE_MESSAGE, LIGHTNESS_MESSAGE, SATURATION_MESSAGE, hslaColor } from '../../../../src/domain/colors/hsla.js';
import { MAX_COLOR_VALUE, colorWeight, isDarkByLuminance, parseHexColor } from '../../../../src/domain/colors/weight.js';

describe('colour ranges (docs/behaviour.md §5)', () => {
  const hsl = (hue: number, saturation = 0.5, lightness = 0.5, alpha?: number) => hslaColor({ hue, saturation, lightness, alpha });
  it('keeps hue 0 to 360 and the fractions 0 to 1, limits included', () => {
    for (const c of [hsl(0), hsl(360), hsl(10, 0, 0, 0), hsl(10, 1, 1, 1)]) expect(c.ok).toBe(true);
  });
  it('names each value just outside its range', () => {
    expect(hsl(-0.1)).toEqual({ ok: false, errors: [HUE_MESSAGE] });
    expect(hsl(360.5)).toEqual({ ok: false, errors: ['Hue out of bounds.'] });
    expect(hsl(1, 1.01)).toEqual({ ok: false, errors: [SATURATION_MESSAGE] });
    expect(hsl(1, 0.5, -0.01)).toEqual({ ok: false, errors: [LIGHTNESS_MESSAGE] });
    expect(hsl(1, 0.5, 0.5, 1.5)).toEqual({ ok: false, errors: [ALPHA_MESSAGE] });
    expect(hslaColor({ hue: 1, saturation: 1 })).toEqual({ ok: false, errors: ['Missing an H/S/L value.'] });
  });
  it('parses hex colours of 3 to 6 characters only', () => {
    expect(parseHexColor('#abc')).toBe(0xaabbcc);
    expect(parseHexColor('abcd')).toBe(0xabcd);
    expect(parseHexColor('#a1b2c3')).toBe(0xa1b2c3);
    expect(parseHexColor('ab')).toBeUndefined();
    expect(parseHexColor('#a1b2c3d')).toBeUndefined();
    expect(parseHexColor('#ggg')).toBeUndefined();
  });
  it('is light above half of 16777215, dark at half and below', () => {
    const half = MAX_COLOR_VALUE / 2;
    expect(colorWeight(Math.floor(half))).toBe('dark');
    expect(colorWeight(Math.ceil(half))).toBe('light');
    expect(colorWeight(0xffffff)).toBe('light');
  });
  it('is dark by luminance below 0.65 of 256 (166.4)', () => {
    expect(isDarkByLuminance(166, 166, 166)).toBe(true);
    expect(isDarkByLuminance(167, 167, 167)).toBe(false);
  });
});
