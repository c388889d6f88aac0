import { _default, array, boolean, int, looseObject, maxLength, minLength, number, object, optional, string, unknown } from './zod';
import { ID_MAX } from './constants';
import type { output } from './zod';

/**
 * Content blocks (blog, gallery and event items; docs/behaviour.md §3 "Content items and
 * collections") and the like call. The like call is not shown in docs/behaviour.md: the
 * reference backend's design is documented in docs/backend.md "Likes".
 */

/**
 * The website settings a content island carries in its JSON
 * (`<script type="application/json" data-storefront-json>`): comments, the external
 * comments provider (either spelling of its short name), likes and share buttons.
 */
export const ContentSettingsSchema = looseObject({
  commentsEnabled: _default(boolean(), false),
  simpleLikingEnabled: _default(boolean(), false),
  disqusShortname: optional(string()),
  disqusShortName: optional(string()),
  /** A list of service names, or a map of service name to true (src/domain/content/share.ts). */
  shareButtonOptions: optional(unknown()),
});
export type ContentSettings = output<typeof ContentSettingsSchema>;

/** POST /api/content/likes: one like of the visitor for an item. */
export const LikeRequestSchema = object({ itemId: string().check(minLength(1), maxLength(ID_MAX)) });
export type LikeRequest = output<typeof LikeRequestSchema>;

export const LikeStateSchema = object({
  itemId: string(),
  likeCount: number().check(int()),
  /** Whether this visitor has liked the item. */
  liked: boolean(),
});
export type LikeState = output<typeof LikeStateSchema>;

/** Answer of POST /api/content/likes. */
export const LikeResponseSchema = LikeStateSchema;

/** Answer of GET /api/content/likes?itemIds=a,b: the visitor's state for each known item. */
export const LikesResponseSchema = object({ likes: array(LikeStateSchema) });
export type LikesResponse = output<typeof LikesResponseSchema>;
