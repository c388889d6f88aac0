import type { Formatter } from '../engine/api.js';
import { field, scalarText } from './read-product.js';

/** `{variant|variant-descriptor}`: the variant's option values, "blue / large / normal". */
export const variantDescriptor: Formatter = (variant, ctx) => {
  const values = field(variant, 'optionValues');
  if (!Array.isArray(values)) return '';
  return ctx.escape.html(values.map((v) => scalarText(field(v, 'value'))).join(' / '));
};
