/**
 * Content item predicates (docs/behaviour.md §3 "Content items and collections",
 * 4 "Comments and links on content items").
 */
import type { Predicate, PredicateContext } from '../../engine/api';
import { PROMOTED_BLOCK_TYPES } from '../../../domain/content/enums';
import { recordTypePredicates } from './record-types';
import { getPath, hasText, isRecord } from '../../../domain/json';
import { isSameDay } from '../../../domain/dates/zoned';
import { commentsShown } from '../../../domain/content/comments';
import { isTruthy } from '../../engine/values';
import { field } from '../reads';
import { instantOf } from '../../../domain/dates/instant';


/** A main image or system data id that is true as a template reads it (docs/site-engine.md "Rules the suite found"). */
export function hasMainImage(node: unknown): boolean {
  return isRecord(node) && (isTruthy(node.mainImageId) || isTruthy(node.systemDataId));
}

/**
 * Comments show when commentState is 1 or the public count is above 0;
 * they are hidden when website settings are present without commentsEnabled.
 */
const comments: Predicate = (ctx) => commentsShown(ctx.value, ctx.resolve('websiteSettings'), isTruthy);

/**
 * An excerpt with text once its markup is dropped (test/unit/site/engine/generated-template-rules.test.ts "excerpt? is false for an excerpt that is only markup…"): each `<` to the next `>` (or
 * the end) and each lone `>` go, so "  <p></p>" and "<br>" are empty, "a<b" is not.
 */
const excerpt: Predicate = (ctx) => {
  const value = field(ctx, 'excerpt');
  const html = isRecord(value) ? value.html : value;
  return typeof html === 'string' && hasText(html.replace(/<[^>]*>?|>/g, ''));
};


/** The location has both coordinates, whatever they hold (docs/site-engine.md "Rules the suite found"). */
const location: Predicate = (ctx) => {
  const place = field(ctx, 'location');
  return isRecord(place) && Object.hasOwn(place, 'mapLat') && Object.hasOwn(place, 'mapLng');
};

/** The first child item has an image. */
const childImages: Predicate = (ctx) => {
  const items = field(ctx, 'items');
  return Array.isArray(items) && items.length > 0 && hasMainImage(items[0]);
};

/** Start and end read as the date formatters read instants (missing is the epoch). */
/** The largest time value a Date holds (ECMA-262 "Time Values and Time Range"). */
const MAX_TIME = 8.64e15;

/** A start or end that is no date ("x", "", -1e21) fails, so neither branch renders (as the platform). */
const sameDay: Predicate = (ctx) => {
  const [start, end] = [instantOf(field(ctx, 'startDate')), instantOf(field(ctx, 'endDate'))];
  if (start === undefined || end === undefined || Math.abs(start) > MAX_TIME || Math.abs(end) > MAX_TIME) throw new RangeError('invalid date');
  return isSameDay(start, end, 'UTC'); // in UTC, whatever the site's zone (as the platform, test/unit/site/content/predicates.test.ts "compares days in UTC, whatever the site time zone (as…")
};

const promoted = PROMOTED_BLOCK_TYPES.map((type): [string, Predicate] => [
  `promoted${type.toUpperCase()}?`,
  (ctx) => field(ctx, 'promotedBlockType') === type,
]);

export const itemPredicates: Readonly<Record<string, Predicate>> = {
  'comments?': comments,
  // either spelling (docs/behaviour.md §3); the platform reads the capital-N one only (docs/site-engine.md)
  'disqus?': (ctx) => {
    const settings = ctx.resolve('websiteSettings');
    return isTruthy(getPath(settings, 'disqusShortName')) || isTruthy(getPath(settings, 'disqusShortname'));
  },
  'excerpt?': excerpt,
  'external-link?': (ctx) => isTruthy(field(ctx, 'externalLink')),
  // a video post or one promoting a video block, whatever its player (as the platform: test/unit/site/content/predicates.test.ts "counts a post promoting an image, link, quote, video or…")
  'external-video?': recordTypePredicates['video?'] as Predicate,
  'location?': location,
  'main-image?': (ctx) => hasMainImage(ctx.value),
  'child-images?': childImages,
  // the source URL as text that is not empty: 0 and false are, a list or object is not (as the platform, test/unit/site/engine/generated-template-rules.test.ts "passthrough? needs a source URL that is text, not empty…")
  'passthrough?': (ctx) => {
    const url = field(ctx, 'sourceUrl');
    return isTruthy(field(ctx, 'passthrough')) && typeof url !== 'object' && url !== undefined && url !== '';
  },
  'same-day?': sameDay,
  ...Object.fromEntries(promoted),
};
