import { describe, expect, it } from 'vitest';
import { hslaColor } from '../../../../src/domain/colors/hsla.js';
import { channels, colorWeight, isDarkByLuminance, parseHexColor } from '../../../../src/domain/colors/weight.js';

describe('website colour (hsla)', () => {
  it('formats a colour in bounds', () => {
    expect(hslaColor({ hue: 200, saturation: 0.3, lightness: 0.5, alpha: 0.9 })).toEqual({
      ok: true,
      css: 'hsla(200, 30%, 50%, 0.9)',
    });
    // without an alpha hsl(); two decimals at most; values read as the platform reads numbers (test/diff)
    expect(hslaColor({ hue: 0, saturation: 0.07, lightness: 1 })).toEqual({ ok: true, css: 'hsl(0, 7%, 100%)' });
    expect(hslaColor({ hue: 10.123456, saturation: 0.123456, lightness: '1e-1', alpha: 0.12345 })).toEqual({
      ok: true,
      css: 'hsla(10.12, 12.35%, 100%, 0.12)',
    });
    expect(hslaColor({ hue: true, saturation: null, lightness: [1], alpha: 'x' })).toEqual({ ok: true, css: 'hsla(1, 0%, 0%, NaN)' });
  });
  it('saturation or lightness that is no number is out of bounds; hue and alpha that are none are written NaN', () => {
    expect(hslaColor({ hue: 'abc', saturation: '', lightness: 'x' })).toEqual({
      ok: false,
      errors: ['Saturation out of bounds.', 'Lightness out of bounds.'],
    });
  });
  it('needs hue, saturation and lightness', () => {
    expect(hslaColor({ saturation: 0.9, lightness: 1 })).toEqual({ ok: false, errors: ['Missing an H/S/L value.'] });
    expect(hslaColor(undefined)).toEqual({ ok: false, errors: ['Missing an H/S/L value.'] });
  });
  it('lists every value out of bounds', () => {
    expect(hslaColor({ hue: 400, saturation: -0.3, lightness: 5, alpha: 3 })).toEqual({
      ok: false,
      errors: ['Hue out of bounds.', 'Saturation out of bounds.', 'Lightness out of bounds.', 'Alpha out of bounds.'],
    });
    expect(hslaColor({ hue: 360, saturation: 1, lightness: 0, alpha: 0 }).ok).toBe(true);
  });
});

describe('colour weight', () => {
  it('parses 3 to 6 hex characters, doubling 3', () => {
    expect(parseHexColor('#fff')).toBe(0xffffff);
    expect(parseHexColor('888888')).toBe(0x888888);
    expect(parseHexColor('#ff')).toBeUndefined();
    expect(parseHexColor('#1234567')).toBeUndefined();
    expect(parseHexColor('#ggg')).toBeUndefined();
  });
  it('is light above half of 16777215', () => {
    expect(colorWeight(0x888888)).toBe('light');
    expect(colorWeight(0x7fffff)).toBe('dark');
    expect(colorWeight(0x444444)).toBe('dark');
  });
  it('is dark by luminance below 0.65 of 256', () => {
    expect(isDarkByLuminance(...channels(0x888888))).toBe(true);
    expect(isDarkByLuminance(...channels(0xcccccc))).toBe(false);
  });
});
