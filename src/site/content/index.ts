/** Content plugin of the template engine; its rules live in src/domain (shared with the widgets). */
export { contentFormatters, contentPredicates } from './registry.js';
export { imageWidthBucket, IMAGE_WIDTH_BUCKETS } from '../../domain/images/width-bucket.js';
export { parseSize, type Size } from '../../domain/images/size.js';
export { imageAltText } from '../../domain/images/alt-text.js';
export { focalPoint, type FocalPoint } from '../../domain/images/focal-point.js';
export { assertImageProps } from '../../domain/images/template-assertions.js';
export { colorWeight, parseHexColor } from '../../domain/colors/weight.js';
export { hslaColor } from '../../domain/colors/hsla.js';
export { commentCountText } from '../../domain/content/comments.js';
export * from '../../domain/content/enums.js';
