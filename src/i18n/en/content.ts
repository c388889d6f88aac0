import type { frContent } from '../content';

/** English of src/i18n/content.ts (same keys, checked by tsc and test/unit/i18n/catalogues.test.ts). */
export const enContent: Record<keyof typeof frContent, string> = {
  gallery: 'Gallery',
  carousel: 'carousel',
  slide: 'slide',
  slideOf: 'Image {n} of {total}',
  previous: 'Previous image',
  next: 'Next image',
  showSlide: 'Show image {n}',
  thumbnails: 'Thumbnails',
  indicators: 'Choose an image',
  pause: 'Pause the slideshow',
  play: 'Play the slideshow',
  openLightbox: 'Enlarge image {n}',
  lightbox: 'Viewer',
  closeLightbox: 'Close',
  like: 'Like',
  likeCount: '{n} likes',
  likeCountOne: '1 like',
  likeFailed: 'Unable to save your like',
  shareOn: 'Share on {service}',
  shareByEmail: 'Share by email',
  comments: 'Comments',
  playVideo: 'Play the video',
  videoTitle: '{provider} video',
};
