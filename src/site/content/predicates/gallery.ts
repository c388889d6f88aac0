/**
 * Gallery block settings (docs/behaviour.md §3): `{.gallery-design-grid?}`,
 * `{.gallery-meta-position-top-left?}`, `{.gallery-active-alignment-center?}`,
 * boolean flags such as `{.gallery-autoplay?}`, and `{.gallery-meta?}`
 * (the gallery shows controls or indicators). Settings are read from the
 * `options` in scope; a missing setting matches nothing.
 */
import type { Predicate, PredicateContext } from '../../engine/api';
import {
  GALLERY_ACTIVE_ALIGNMENTS,
  GALLERY_BOOLEAN_OPTIONS,
  GALLERY_DESIGNS,
  GALLERY_META_POSITIONS,
} from '../../../domain/content/enums';
import { getPath } from '../../../domain/json';
import { platformBoolean } from '../../../domain/platform-number';
import { isTruthy } from '../../engine/values';

const option = (ctx: PredicateContext, name: string): unknown => getPath(ctx.resolve('options'), name);

function equals(name: string, expected: string): Predicate {
  return (ctx) => option(ctx, name) === expected;
}

/** A flag as the platform reads one (platformBoolean). */
function flag(name: string): Predicate {
  return (ctx) => platformBoolean(option(ctx, name));
}

export const galleryPredicates: Readonly<Record<string, Predicate>> = Object.fromEntries([
  ...GALLERY_DESIGNS.map((v) => [`gallery-design-${v}?`, equals('design', v)]),
  ...GALLERY_META_POSITIONS.map((v) => [`gallery-meta-position-${v}?`, equals('meta-position', v)]),
  ...GALLERY_ACTIVE_ALIGNMENTS.map((v) => [`gallery-active-alignment-${v}?`, equals('active-alignment', v)]),
  ...GALLERY_BOOLEAN_OPTIONS.map((v) => [`gallery-${v}?`, flag(v)]),
  ['gallery-meta?', (ctx: PredicateContext) => isTruthy(option(ctx, 'controls')) || isTruthy(option(ctx, 'indicators'))],
]);
