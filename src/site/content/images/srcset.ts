/** The `image-srcset` formatter: the shared rule of src/domain/images/srcset.ts in an attribute. */
import { isRecord } from '../../../domain/json';
import { srcsetCandidates } from '../../../domain/images/srcset';
import { toText } from '../../engine/values';

/**
 * ` srcset="..."` (src/domain/images/srcset.ts). A value without a width entry (`{}`, no
 * entry ending in `w`) or that is no object passes through as it is
 * (test/unit/site/content/images.test.ts "sizes and srcset").
 */
export function srcsetAttribute(image: unknown, escapeAttr: (text: string) => string): unknown {
  if (!isRecord(image)) return image;
  const candidates = srcsetCandidates(toText(image.assetUrl), image.systemDataVariants);
  return candidates === '' ? image : ` srcset="${escapeAttr(candidates)}"`;
}
