import type { Formatter } from '../engine/api';
import { field, listItems, scalarText } from './read-product';

/** `{variant|variant-descriptor}`: the variant's option values, "blue / large / normal" (a list or an object by index, as the platform). */
export const variantDescriptor: Formatter = (variant, ctx) =>
  ctx.escape.html(listItems(field(variant, 'optionValues')).map((v) => scalarText(field(v, 'value'))).join(' / '));
