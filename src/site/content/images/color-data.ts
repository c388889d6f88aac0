/** `image-color` as the platform writes it (test/unit/site/content/images.test.ts "writes the five regions, a region, or says it is not…"): the colorData region averages. */
import { isRecord } from '../../../domain/json';
import { toText } from '../../engine/values';
import { COLOR_REGIONS } from '../../../domain/images/color-data';

export { COLOR_REGIONS } from '../../../domain/images/color-data';

type EscapeAttr = (text: string) => string;

/** The text of a region's average (`${region}Average`), "" when absent. */
export const average = (data: unknown, region: string): string => toText(isRecord(data) ? data[`${region}Average`] : undefined);

/**
 * Without a region, `data-color-topLeft="#111" ` for each of the five regions (empty when
 * absent); with one, `#hex` (`property: #hex` with a second argument), or
 * `"region" not found.`. An image without colorData gives no value (undefined).
 */
export function imageColor(image: unknown, args: readonly string[], escapeAttr: EscapeAttr): string | undefined {
  const data = isRecord(image) ? image.colorData : undefined;
  if (data === undefined) return undefined;
  const [region, property] = args;
  if (region === undefined) return COLOR_REGIONS.map((r) => `data-color-${r}="#${escapeAttr(average(data, r))}" `).join('');
  const color = average(data, region);
  if (color === '') return `"${region}" not found.`;
  const hex = `#${escapeAttr(color)}`;
  return args.length > 1 ? `${property}: ${hex}` : hex;
}
