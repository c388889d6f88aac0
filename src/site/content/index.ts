/** Content plugin of the template engine, and the content rules widgets share. */
export { contentFormatters, contentPredicates } from './registry.js';
export { imageWidthBucket, IMAGE_WIDTH_BUCKETS } from './images/width-bucket.js';
export { parseSize, type Size } from './images/size.js';
export { imageAltText } from './images/alt-text.js';
export { focalPoint, type FocalPoint } from './images/focal-point.js';
export { assertImageProps } from './images/template-assertions.js';
export { colorWeight, parseHexColor } from './colors/weight.js';
export { hslaColor } from './colors/hsla.js';
export { commentCountText } from './social/comments.js';
export * from './enums.js';
