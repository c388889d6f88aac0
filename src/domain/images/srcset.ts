/**
 * Image variants (docs/behaviour.md §3 "Images": systemDataVariants) and the `srcset` they give
 * (docs/behaviour.md §9 width buckets), as the platform's `image-srcset` formatter writes it
 * (docs/site-engine.md "Rules the suite found"; test/unit/site/content/images.test.ts
 * "sizes and srcset"): each comma-separated entry that ends in `w`, as written, then the
 * original file at the next width bucket above the last entry when that entry is a
 * bucket. The formatter and the widgets (which read the same text from
 * `data-image-variants`) call this one rule.
 */
import { IMAGE_WIDTH_BUCKETS } from './width-bucket';

/** The width entries of systemDataVariants: each entry that ends in `w`, as written (no trimming). */
export function widthVariants(raw: unknown): string[] {
  return typeof raw === 'string' ? raw.split(',').filter((v) => v.endsWith('w')) : [];
}

/** Candidates as `url?format=300w 300w`, joined by commas (no attribute); "" without a width entry. */
export function srcsetCandidates(assetUrl: string, rawVariants: unknown): string {
  const widths = widthVariants(rawVariants);
  const candidates = widths.map((w) => `${assetUrl}?format=${w} ${w}`);
  const last = IMAGE_WIDTH_BUCKETS.findIndex((b) => `${b}w` === widths[widths.length - 1]);
  const next = last < 0 ? undefined : IMAGE_WIDTH_BUCKETS[last + 1];
  if (next !== undefined) candidates.push(`${assetUrl}?format=original ${next}w`);
  return candidates.join(',');
}
