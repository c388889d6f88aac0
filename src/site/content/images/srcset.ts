/** The `image-srcset` formatter as the platform writes it (test/diff). */
import { isRecord } from '../../../domain/json.js';
import { IMAGE_WIDTH_BUCKETS } from '../../../domain/images/width-bucket.js';
import { toText } from '../../engine/values.js';

/**
 * ` srcset="..."`: each systemDataVariants entry that ends in `w` as written, then the
 * original file at the next width bucket above the last entry when that entry is a
 * bucket. A value without entries (`{}`, no `w` entry) or that is no object passes through as it is.
 */
export function srcsetAttribute(image: unknown, escapeAttr: (text: string) => string): unknown {
  if (!isRecord(image)) return image;
  const raw = image.systemDataVariants;
  const widths = typeof raw === 'string' ? raw.split(',').filter((v) => v.endsWith('w')) : [];
  if (widths.length === 0) return image; // no width variant: the value passes through (as the platform, test/diff)
  const url = toText(image.assetUrl);
  const candidates = widths.map((w) => `${url}?format=${w} ${w}`);
  const last = IMAGE_WIDTH_BUCKETS.findIndex((b) => `${b}w` === widths[widths.length - 1]);
  const next = last < 0 ? undefined : IMAGE_WIDTH_BUCKETS[last + 1];
  if (next !== undefined) candidates.push(`${url}?format=original ${next}w`);
  return ` srcset="${escapeAttr(candidates.join(','))}"`;
}
