/** Content plugin of the template engine; its rules live in src/domain (shared with the widgets). */
export { contentFormatters, contentPredicates } from './registry';
export { imageWidthBucket, IMAGE_WIDTH_BUCKETS } from '../../domain/images/width-bucket';
export { parseSize, type Size } from '../../domain/images/size';
export { imageAltText } from '../../domain/images/alt-text';
export { focalPoint, type FocalPoint } from '../../domain/images/focal-point';
export { assertImageProps } from '../../domain/images/template-assertions';
export { colorWeight, parseHexColor } from '../../domain/colors/weight';
export { hslaColor } from '../../domain/colors/hsla';
export { commentCountText } from '../../domain/content/comments';
export * from '../../domain/content/enums';
