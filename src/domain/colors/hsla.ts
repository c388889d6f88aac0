/**
 * Site colours held as hue/saturation/lightness/alpha (docs/behaviour.md §5, 8): hue
 * 0 to 360; saturation, lightness and alpha 0 to 1.
 */
import { isRecord } from '../json';
import { platformNumber } from '../platform-number';

export const MISSING_HSL_MESSAGE = 'Missing an H/S/L value.';
export const HUE_MESSAGE = 'Hue out of bounds.';
export const SATURATION_MESSAGE = 'Saturation out of bounds.';
export const LIGHTNESS_MESSAGE = 'Lightness out of bounds.';
export const ALPHA_MESSAGE = 'Alpha out of bounds.';

export type HslaResult =
  | { readonly ok: true; readonly css: string }
  | { readonly ok: false; readonly errors: readonly string[] };

const inUnit = (n: number): boolean => n >= 0 && n <= 1; // NaN is out
const outOfRange = (n: number, max: number): boolean => n < 0 || n > max; // NaN is in

/** At most two decimals: 0.123456 -> "0.12". */
const short = (n: number): string => String(Math.round(n * 100) / 100);

/**
 * `hsl(h, s%, l%)`, or `hsla(...)` when the colour has an alpha, as the platform writes
 * it (test/unit/site/content/colors.test.ts "saturation or lightness that is no number is out of…"): every value read as platformNumber (src/domain/platform-number.ts), two decimals at most; a missing hue,
 * saturation or lightness is an error, and so is a value out of range (saturation and
 * lightness that are no number too; hue and alpha that are no number are written NaN).
 */
export function hslaColor(value: unknown): HslaResult {
  const color = isRecord(value) ? value : {};
  if (color.hue === undefined || color.saturation === undefined || color.lightness === undefined) {
    return { ok: false, errors: [MISSING_HSL_MESSAGE] };
  }
  const [hue, saturation, lightness] = [color.hue, color.saturation, color.lightness].map(platformNumber) as [number, number, number];
  const alpha = color.alpha === undefined ? undefined : platformNumber(color.alpha);
  const errors: string[] = [];
  if (outOfRange(hue, 360)) errors.push(HUE_MESSAGE);
  if (!inUnit(saturation)) errors.push(SATURATION_MESSAGE);
  if (!inUnit(lightness)) errors.push(LIGHTNESS_MESSAGE);
  if (alpha !== undefined && outOfRange(alpha, 1)) errors.push(ALPHA_MESSAGE);
  if (errors.length > 0) return { ok: false, errors };
  const hsl = `${short(hue)}, ${short(saturation * 100)}%, ${short(lightness * 100)}%`;
  return { ok: true, css: alpha === undefined ? `hsl(${hsl})` : `hsla(${hsl}, ${short(alpha)})` };
}
