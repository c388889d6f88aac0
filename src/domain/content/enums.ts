/**
 * Enumerations of content (docs/behaviour.md section 3, "Enumerations"), as plain
 * frozen objects: name -> numeric code.
 */

export const RecordType = /* @__PURE__ */ Object.freeze({
  text: 1,
  image: 2,
  quote: 4,
  link: 5,
  chat: 6,
  audio: 7,
  video: 8,
  review: 10,
  'store-item': 11,
  event: 12,
  gallery: 14,
  binary: 15,
  'css-asset': 16,
  'tweak-asset': 17,
  'digital-good': 18,
  attachment: 19,
  'wordpress-export': 20,
  'json-export': 21,
  'site-search': 30,
  'active-time': 31,
  tweet: 50,
  checkin: 52,
  kbarticle: 54,
} as const);
export type RecordTypeName = keyof typeof RecordType;

/**
 * The collection types of docs/behaviour.md §3 "Enumerations", by code. A TypeScript enum:
 * each use compiles to its number in the chunk that uses it (the product widget and the
 * tracking chunk share no module for it). A number outside the list is a collection of no
 * type the storefront knows: no type-specific rule applies (it is not the products list).
 */
export enum CollectionTypeCode {
  Generic = 1,
  Subscription = 2,
  Twitter = 3,
  Foursquare = 4,
  Instagram = 5,
  GalleryBlock = 6,
  TemplatePage = 7,
  SplashPage = 8,
  Page = 10,
  Fivehundredpix = 11,
  Flickr = 12,
  Products = 13,
  SlideGallery = 15,
  SlideAlbum = 16,
  SlideVideo = 17,
  AlbumBlock = 18,
}

/** The page and template-page collection types, for code that needs no other name (the engine's predicates). */
export const PAGE_COLLECTION_TYPE = CollectionTypeCode.Page;
export const TEMPLATE_PAGE_COLLECTION_TYPE = CollectionTypeCode.TemplatePage;

/** The same codes by the platform's lowercase names. */
export const CollectionType = /* @__PURE__ */ Object.freeze({
  generic: CollectionTypeCode.Generic,
  subscription: CollectionTypeCode.Subscription,
  twitter: CollectionTypeCode.Twitter,
  foursquare: CollectionTypeCode.Foursquare,
  instagram: CollectionTypeCode.Instagram,
  'gallery-block': CollectionTypeCode.GalleryBlock,
  'template-page': CollectionTypeCode.TemplatePage,
  'splash-page': CollectionTypeCode.SplashPage,
  page: CollectionTypeCode.Page,
  fivehundredpix: CollectionTypeCode.Fivehundredpix,
  flickr: CollectionTypeCode.Flickr,
  products: CollectionTypeCode.Products,
  'slide-gallery': CollectionTypeCode.SlideGallery,
  'slide-album': CollectionTypeCode.SlideAlbum,
  'slide-video': CollectionTypeCode.SlideVideo,
  'album-block': CollectionTypeCode.AlbumBlock,
} as const);
export type CollectionTypeName = keyof typeof CollectionType;

export const FolderBehavior = /* @__PURE__ */ Object.freeze({ index: 1, redirect: 2, none: 3 } as const);

export const BackgroundSource = /* @__PURE__ */ Object.freeze({
  undefined: -1,
  upload: 1,
  instagram: 2,
  video: 3,
  none: 4,
} as const);
export type BackgroundSourceName = keyof typeof BackgroundSource;

export const SliceType = /* @__PURE__ */ Object.freeze({
  heading: 1,
  body: 3,
  image: 4,
  gallery: 5,
  video: 6,
  'social-icons': 7,
  buttons: 8,
  navigation: 9,
  'custom-form': 10,
  newsletter: 11,
  album: 12,
  map: 13,
  logo: 14,
  action: 15,
  form: 16,
  lock: 17,
  password: 18,
  twitter: 19,
} as const);
export type SliceTypeName = keyof typeof SliceType;

/**
 * Block type names in docs/behaviour.md order. docs/behaviour.md gives codes 1 to 72 without
 * pairing each name to its code; the fixtures confirm image = 5, which the
 * listing order gives too, so codes follow the listing order here.
 */
const BLOCK_TYPE_NAMES = [
  'navigation', 'html', 'logo', 'map', 'image', 'twitter', 'journal', 'gallery', 'form', 'geo',
  'index', 'collectionlink', 'link', 'tagcloud', 'comments', 'folder', 'menu', 'sociallinks',
  'summary', 'spacer', 'embed', 'code', 'foursquare', 'instagram', 'calendar', 'postsbyauthor',
  'postsbytag', 'postsbycategory', 'postsbymonth', 'quote', 'video', 'search', 'audio',
  'fivehundredpix', 'product', 'markdown', 'flickr', 'amazon', 'horizontalrule',
  'socialaccountlinks', 'rss', 'opentable', 'newsletter', 'donation', 'button',
  'socialaccountlinks-v2', 'summary-v2', 'soundcloud', 'emailfooter', 'in-browser-message-link',
  'tourdates', 'album', 'archive', 'chart', 'zola', 'acuity', 'opentable-v2', 'member-area',
  'tock', 'accordion',
] as const;
/**
 * Later block types docs/behaviour.md names without pinning their codes (the list runs to 72):
 * the codes are the project's choice, the last three of the range; 61 to 69 name nothing
 * the storefront knows. And the website component, outside the numbered list.
 */
const LATER_BLOCK_TYPES = { marquee: 70, shape: 71, 'pricing-plan': 72, 'website-component': 1337 } as const;
export type BlockTypeName = (typeof BLOCK_TYPE_NAMES)[number] | keyof typeof LATER_BLOCK_TYPES;

export const BlockType: Readonly<Record<BlockTypeName, number>> = /* @__PURE__ */ Object.freeze({
  .../* @__PURE__ */ (Object.fromEntries(/* @__PURE__ */ BLOCK_TYPE_NAMES.map((name, i) => [name, i + 1])) as Record<(typeof BLOCK_TYPE_NAMES)[number], number>),
  ...LATER_BLOCK_TYPES,
});
/** The image block (`BLOCK_TYPE_NAMES` position 5), for code that needs no other name. */
export const IMAGE_BLOCK_TYPE = 5;
/** A website component, outside the numbered list. */
export const WEBSITE_COMPONENT_BLOCK_TYPE = LATER_BLOCK_TYPES['website-component'];

/**
 * The name of a block type code, or undefined for a code the storefront does not know (61 to
 * 69, past 72, text): such a block is shown as its markup says, with no type-specific rule.
 */
export function blockTypeName(code: unknown): BlockTypeName | undefined {
  if (typeof code !== 'number') return undefined;
  return (Object.keys(BlockType) as BlockTypeName[]).find((name) => BlockType[name] === code);
}

export const PROMOTED_BLOCK_TYPES = /* @__PURE__ */ Object.freeze([
  'map', 'embed', 'image', 'code', 'quote', 'twitter', 'link', 'video', 'foursquare', 'instagram', 'form',
] as const);
export type PromotedBlockType = (typeof PROMOTED_BLOCK_TYPES)[number];

/** Gallery block settings (docs/behaviour.md §3, "Gallery block settings"). */
export const GALLERY_DESIGNS = /* @__PURE__ */ Object.freeze(['grid', 'slideshow', 'slider', 'stacked'] as const);
export const GALLERY_META_POSITIONS = /* @__PURE__ */ Object.freeze([
  'top', 'top-left', 'top-right', 'center', 'bottom', 'bottom-left', 'bottom-right',
] as const);
export const GALLERY_ACTIVE_ALIGNMENTS = /* @__PURE__ */ Object.freeze(['center', 'left', 'right'] as const);
export const GALLERY_BOOLEAN_OPTIONS = /* @__PURE__ */ Object.freeze([
  'autoplay', 'auto-crop', 'controls', 'lightbox', 'square-thumbs', 'show-meta', 'show-meta-basic',
  'show-meta-only-title', 'show-meta-on-hover', 'thumbnails', 'indicators', 'newWindow',
  'transparentBackground',
] as const);

/**
 * Comment state of an item or collection. Not in docs/behaviour.md: inferred from the
 * fixtures (0 shows no comments, 1 accepts them, 2 keeps existing ones).
 */
export const CommentState = /* @__PURE__ */ Object.freeze({ off: 0, open: 1, closed: 2 } as const);
