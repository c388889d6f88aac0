/**
 * Image variants (docs/behaviour.md §3 "Images": systemDataVariants) and the `srcset` they give
 * (docs/behaviour.md §9 width buckets). The list holds width variants (`300w`) and the original
 * size (`1500x983`). An image whose variants stop short of the largest bucket serves
 * its original file at that width. Shared by the image formatters and the widgets.
 */
import { isRecord } from '../json.js';
import { parseSize } from './size.js';
import { IMAGE_WIDTH_BUCKETS } from './width-bucket.js';

const LARGEST = `${IMAGE_WIDTH_BUCKETS[IMAGE_WIDTH_BUCKETS.length - 1]}w`;

/** The comma-separated variants as a list, blanks removed. */
export function parseVariants(raw: unknown): string[] {
  if (typeof raw !== 'string') return [];
  return raw.split(',').map((part) => part.trim()).filter((part) => part !== '');
}

/** The image's systemDataVariants as a list. */
export function imageVariants(image: unknown): string[] {
  return parseVariants(isRecord(image) ? image.systemDataVariants : undefined);
}

/** Candidates as `url?format=300w 300w`, joined by commas (no attribute). */
export function srcsetCandidates(assetUrl: string, variants: readonly string[]): string {
  const widths = variants.filter((v) => /^\d+w$/.test(v));
  const candidates = widths.map((w) => `${assetUrl}?format=${w} ${w}`);
  const hasOriginal = variants.some((v) => parseSize(v) !== undefined);
  if (hasOriginal && !widths.includes(LARGEST)) {
    candidates.push(`${assetUrl}?format=original ${LARGEST}`);
  }
  return candidates.join(',');
}
