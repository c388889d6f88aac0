/**
 * Image template assertions (docs/behaviour.md §5): the checks an image component's
 * props must pass. Returns every failed check; an empty list means valid.
 */
import { isRecord } from '../json';

export const IMAGE_LOADERS = Object.freeze(['sqs', 'raw', 'vimeo', 'youtube'] as const);
export type ImageLoader = (typeof IMAGE_LOADERS)[number];
export const IMAGE_PRIORITIES = Object.freeze(['high', 'low'] as const);
export const VIDEO_THUMBNAIL_FORMATS = Object.freeze(['jpg', 'webp'] as const);

function isPositiveInteger(value: unknown): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

function isOneOf(value: unknown, list: readonly string[]): boolean {
  return typeof value === 'string' && list.includes(value);
}

export function assertImageProps(props: unknown): string[] {
  if (!isRecord(props)) return ['Image props must be an object.'];
  const errors: string[] = [];
  const { width, height, priority, loader, format, videoId, src, srcset, sizes } = props;
  if (!isPositiveInteger(width)) errors.push('width must be a positive integer.');
  if (!isPositiveInteger(height)) errors.push('height must be a positive integer.');
  if (priority !== undefined && priority !== null && !isOneOf(priority, IMAGE_PRIORITIES)) {
    errors.push('priority must be "high", "low" or null.');
  }
  if (!isOneOf(loader, IMAGE_LOADERS)) errors.push('loader must be one of sqs, raw, vimeo, youtube.');
  const isVideo = loader === 'vimeo' || loader === 'youtube';
  if (format !== undefined) {
    if (!isVideo) errors.push('format is only allowed with the vimeo and youtube loaders.');
    else if (!isOneOf(format, VIDEO_THUMBNAIL_FORMATS)) errors.push('format must be jpg or webp.');
  }
  if (loader === 'youtube') {
    if (typeof videoId !== 'string' || videoId === '') errors.push('videoId is required with the youtube loader.');
  } else if (typeof src !== 'string' || src === '') {
    errors.push('src is required.');
  }
  if (srcset !== undefined && loader !== 'raw') errors.push('srcset is only allowed with the raw loader.');
  if (loader === 'sqs' && (typeof sizes !== 'string' || sizes === '')) {
    errors.push('sizes is required with the sqs loader.');
  }
  return errors;
}

/** Thrown by `assertValidImageProps`: every failed check, one per line, in `problems`. */
export class ImagePropsError extends TypeError {
  declare readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(`Invalid image props:\n- ${problems.join('\n- ')}`);
    this.name = 'ImagePropsError';
    this.problems = problems;
  }
}

/** The image template assertions as a clear error: throws an ImagePropsError naming each failed check. */
export function assertValidImageProps(props: unknown): void {
  const problems = assertImageProps(props);
  if (problems.length > 0) throw new ImagePropsError(problems);
}
