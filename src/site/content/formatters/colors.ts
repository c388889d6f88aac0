/** Colour formatters: website-color (hsla) and color-weight (light/dark). */
import type { Formatter } from '../../engine/api.js';
import { hslaColor } from '../../../domain/colors/hsla.js';
import { colorWeight, parseHexColor } from '../../../domain/colors/weight.js';
import { scalarText } from '../../../domain/json.js';

/** Errors are written out as text (the platform shows them in place of the colour). */
const websiteColor: Formatter = (value, ctx) => {
  const result = hslaColor(value);
  if (result.ok) return result.css;
  const text = result.errors.join(' ');
  ctx.error(text, 'FORMATTER_FAILED');
  return text;
};

const weight: Formatter = (value, ctx) => {
  const color = parseHexColor(value);
  if (color === undefined) {
    ctx.error(`Not a hex colour (3 to 6 hex characters): "${scalarText(value)}".`, 'FORMATTER_FAILED');
    return '';
  }
  return colorWeight(color);
};

export const colorFormatters: Readonly<Record<string, Formatter>> = {
  'website-color': websiteColor,
  'color-weight': weight,
};
