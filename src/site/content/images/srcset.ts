/** The `image-srcset` formatter's attribute, from the shared variant rule (src/domain/images/srcset.ts). */
import { isRecord } from '../../../domain/json.js';
import { imageVariants, srcsetCandidates } from '../../../domain/images/srcset.js';

/** The whole `srcset="..."` attribute, or "" when the image has no variants. */
export function srcsetAttribute(image: unknown, escapeAttr: (text: string) => string): string {
  if (!isRecord(image) || typeof image.assetUrl !== 'string') return '';
  const candidates = srcsetCandidates(image.assetUrl, imageVariants(image));
  return candidates === '' ? '' : `srcset="${escapeAttr(candidates)}"`;
}
