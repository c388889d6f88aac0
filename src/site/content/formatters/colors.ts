/** Colour formatters: website-color (hsla) and color-weight (light/dark). */
import type { Formatter } from '../../engine/api';
import { ALPHA_MESSAGE, hslaColor, MISSING_HSL_MESSAGE } from '../../../domain/colors/hsla';
import { colorWeight, parseHexColor } from '../../../domain/colors/weight';
import { scalarText } from '../../../domain/json';

/** Errors are written out as text, as the platform writes them in place of the colour. */
const websiteColor: Formatter = (value, ctx) => {
  const result = hslaColor(value);
  if (result.ok) return result.css;
  const text = result.errors.map((e) => (e === ALPHA_MESSAGE || e === MISSING_HSL_MESSAGE ? e : `${e} `)).join('');
  ctx.error(text, 'FORMATTER_FAILED');
  return text;
};

/** A hex colour as text or a number's digits (123456 is #123456), not trimmed; nothing (undefined) otherwise. */
const weight: Formatter = (value, ctx) => {
  const text = typeof value === 'number' ? String(value) : value;
  const color = typeof text === 'string' && text.trim() === text ? parseHexColor(text) : undefined;
  if (color === undefined) {
    ctx.error(`Not a hex colour (3 to 6 hex characters): "${scalarText(value)}".`, 'FORMATTER_FAILED');
    return undefined;
  }
  return colorWeight(color);
};

export const colorFormatters: Readonly<Record<string, Formatter>> = {
  'website-color': websiteColor,
  'color-weight': weight,
};
