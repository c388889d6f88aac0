/** The content rules shared by the template engine and the content widgets (docs/content-blocks.md), for the library entry. */
export { GALLERY_RANGES, GALLERY_LIGHTBOX_THEMES, parseGallerySettings, type GallerySettings, type ParsedGallerySettings } from '../gallery/settings';
export { readImage, type ImageModel } from '../images/model';
export { responsiveImage, type ResponsiveImage } from '../images/responsive';
export { IMAGE_WIDTH_BUCKETS, imageWidthBucket } from '../images/width-bucket';
export { ALT_BODY_MAX, imageAltText } from '../images/alt-text';
export { ImagePropsError, assertImageProps, assertValidImageProps } from '../images/template-assertions';
export { oembedPlayerUrl } from '../images/video';
export { commentCountText, commentsShown, disqusShortname, publicCommentCount } from './comments';
export { isClickable } from './items';
export { socialUserName, twitterLinkParts, type TextPart } from './social';
export { SHARE_SERVICES, shareLinks, type ShareLink, type ShareService } from './share';
export { compactUtc, googleCalendarUrl } from '../dates/calendar-url';
export { INVALID_DATE_MESSAGE, timeSince, timeSinceText } from '../dates/timesince';
export { INVALID_DATE_TEXT, displayDate, isDisplayableInstant } from '../dates/display-date';
export { DATE_RANGE_MESSAGE, MAX_DATE_MS, MIN_DATE_MS, isInDateRange } from '../dates/zoned';
export { eventListKind, eventsToShow, isPastEvent } from '../dates/event-lists';
export { hslaColor } from '../colors/hsla';
export { colorWeight, isDarkByLuminance, parseHexColor } from '../colors/weight';
export {
  BackgroundSource, BlockType, CollectionType, CollectionTypeCode, FolderBehavior, RecordType, SliceType, blockTypeName,
  type BlockTypeName, type CollectionTypeName,
} from './enums';
