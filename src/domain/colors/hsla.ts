/**
 * Site colours held as hue/saturation/lightness/alpha (SPEC.md 5, 8): hue
 * 0 to 360; saturation, lightness and alpha 0 to 1.
 */
import { isRecord } from '../json.js';
import { looseNumber as num } from '../loose.js';

export const MISSING_HSL_MESSAGE = 'Missing an H/S/L value.';
export const HUE_MESSAGE = 'Hue out of bounds.';
export const SATURATION_MESSAGE = 'Saturation out of bounds.';
export const LIGHTNESS_MESSAGE = 'Lightness out of bounds.';
export const ALPHA_MESSAGE = 'Alpha out of bounds.';

export type HslaResult =
  | { readonly ok: true; readonly css: string }
  | { readonly ok: false; readonly errors: readonly string[] };

const inUnit = (n: number): boolean => n >= 0 && n <= 1;

/** Percent text without float noise: 0.3 -> "30". */
function percent(fraction: number): string {
  return String(Math.round(fraction * 100 * 1e6) / 1e6);
}

export function hslaColor(value: unknown): HslaResult {
  const color = isRecord(value) ? value : {};
  const hue = num(color.hue);
  const saturation = num(color.saturation);
  const lightness = num(color.lightness);
  if (hue === undefined || saturation === undefined || lightness === undefined) {
    return { ok: false, errors: [MISSING_HSL_MESSAGE] };
  }
  const alpha = num(color.alpha) ?? 1;
  const errors: string[] = [];
  if (hue < 0 || hue > 360) errors.push(HUE_MESSAGE);
  if (!inUnit(saturation)) errors.push(SATURATION_MESSAGE);
  if (!inUnit(lightness)) errors.push(LIGHTNESS_MESSAGE);
  if (!inUnit(alpha)) errors.push(ALPHA_MESSAGE);
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, css: `hsla(${hue}, ${percent(saturation)}%, ${percent(lightness)}%, ${alpha})` };
}
