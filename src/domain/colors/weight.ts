/**
 * Light or dark (docs/behaviour.md §9): a site colour is light when its value is above
 * half of 16777215 (0xffffff), otherwise dark. Elsewhere a colour is dark
 * when its luminance is below 0.65 of 256.
 */

export const MAX_COLOR_VALUE = 0xffffff;

/** `#abc`, `abc`, `#aabbcc`: 3 to 6 hex characters; 3 are doubled. */
export function parseHexColor(text: unknown): number | undefined {
  if (typeof text !== 'string') return undefined;
  const hex = text.trim().replace(/^#/, '');
  if (!/^[0-9a-f]{3,6}$/i.test(hex)) return undefined;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return parseInt(full, 16);
}

export type ColorWeight = 'light' | 'dark';

export function colorWeight(value: number): ColorWeight {
  return value > MAX_COLOR_VALUE / 2 ? 'light' : 'dark';
}

/** Relative luminance on a 0-255 scale (Rec. 601 weights). */
export function luminance(red: number, green: number, blue: number): number {
  return 0.299 * red + 0.587 * green + 0.114 * blue;
}

export function isDarkByLuminance(red: number, green: number, blue: number): boolean {
  return luminance(red, green, blue) < 0.65 * 256;
}

/** Splits a 0xRRGGBB value into its channels. */
export function channels(value: number): [number, number, number] {
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}
