/**
 * Alt text of an image (docs/behaviour.md §9): the title, then the body stripped of
 * tags and cut to 250 characters, then the file name. In an image block
 * the image's own altText wins, even when empty.
 */
import { isRecord } from '../json';

export const ALT_BODY_MAX = 250;

/** Replaces every tag with a space, as the platform does. */
export function stripTags(html: string): string {
  return html.replace(/<[^>]*>/g, ' ');
}

export function imageAltText(image: unknown, inImageBlock = false): string {
  if (!isRecord(image)) return '';
  if (inImageBlock && typeof image.altText === 'string') return image.altText;
  const { title, body, filename } = image;
  if (typeof title === 'string' && title !== '') return title;
  if (typeof body === 'string' && body !== '') return stripTags(body).slice(0, ALT_BODY_MAX);
  if (typeof filename === 'string') return filename;
  return '';
}
