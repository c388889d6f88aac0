/** The content rules shared by the template engine and the content widgets (docs/content-blocks.md), for the library entry. */
export { GALLERY_RANGES, GALLERY_LIGHTBOX_THEMES, parseGallerySettings, type GallerySettings, type ParsedGallerySettings } from '../gallery/settings.js';
export { readImage, type ImageModel } from '../images/model.js';
export { responsiveImage, type ResponsiveImage } from '../images/responsive.js';
export { IMAGE_WIDTH_BUCKETS, imageWidthBucket } from '../images/width-bucket.js';
export { ALT_BODY_MAX, imageAltText } from '../images/alt-text.js';
export { ImagePropsError, assertImageProps, assertValidImageProps } from '../images/template-assertions.js';
export { oembedPlayerUrl } from '../images/video.js';
export { commentCountText, commentsShown, disqusShortname, publicCommentCount } from './comments.js';
export { isClickable } from './items.js';
export { socialUserName, twitterLinkParts, type TextPart } from './social.js';
export { SHARE_SERVICES, shareLinks, type ShareLink, type ShareService } from './share.js';
export { compactUtc, googleCalendarUrl } from '../dates/calendar-url.js';
export { INVALID_DATE_MESSAGE, timeSince, timeSinceText } from '../dates/timesince.js';
export { INVALID_DATE_TEXT, displayDate, isDisplayableInstant } from '../dates/display-date.js';
export { DATE_RANGE_MESSAGE, MAX_DATE_MS, MIN_DATE_MS, isInDateRange } from '../dates/zoned.js';
export { eventListKind, eventsToShow, isPastEvent } from '../dates/event-lists.js';
export { hslaColor } from '../colors/hsla.js';
export { colorWeight, isDarkByLuminance, parseHexColor } from '../colors/weight.js';
export {
  BackgroundSource, BlockType, CollectionType, CollectionTypeCode, FolderBehavior, RecordType, SliceType, blockTypeName,
  type BlockTypeName, type CollectionTypeName,
} from './enums.js';
