/**
 * The `video` formatter's markup (docs/behaviour.md §3 "Video"): a wrapper carrying
 * the oEmbed HTML for the platform's player script, and an overlay with the
 * thumbnail when the video has one.
 */
import { getPath, isRecord, scalarText } from '../../../domain/json';
import { isTruthy } from '../../engine/values';
import { average, COLOR_REGIONS } from './color-data';
import { focalPointText } from './meta';

export type EscapeAttr = (text: string) => string;

export interface VideoOptions {
  /** `load-false`: the wrapper waits for the loader script (the thumbnail always does). */
  readonly loadFalse: boolean;
  /** `color-data`: the thumbnail carries its average colours. */
  readonly colorData: boolean;
}

export function parseVideoArgs(args: readonly string[]): VideoOptions {
  return { loadFalse: args.includes('load-false'), colorData: args.includes('color-data') };
}

function thumbnailHtml(video: Readonly<Record<string, unknown>>, options: VideoOptions, esc: EscapeAttr): string {
  const attrs = [
    'data-load="false"',
    `data-src="${esc(scalarText(video.assetUrl))}"`,
    `data-image-dimensions="${esc(scalarText(video.originalSize))}"`,
    `data-image-focal-point="${esc(focalPointText(video))}"`,
  ];
  // every region, empty when absent, when colorData is template-truthy (test/unit/site/engine/platform-rules.test.ts "video color-data: the region colours only when…")
  if (options.colorData && isTruthy(video.colorData)) {
    for (const region of COLOR_REGIONS) {
      attrs.push(`data-color-${region.toLowerCase()}="#${esc(average(video.colorData, region))}"`);
    }
  }
  return `<img ${attrs.join(' ')} />`;
}

export function videoHtml(value: unknown, options: VideoOptions, esc: EscapeAttr): string {
  const video = isRecord(value) ? value : {};
  const html = esc(scalarText(getPath(video, 'oembed.html')));
  const provider = esc(scalarText(getPath(video, 'oembed.providerName')));
  const load = options.loadFalse ? '  data-load="false"' : '';
  let out = `<div class="sqs-video-wrapper"${load} data-html="${html}" data-provider-name="${provider}">`;
  if (isTruthy(video.overlay)) {
    const hasThumb = isTruthy(video.mainImageId) || isTruthy(video.systemDataId);
    out += `<div class="sqs-video-overlay${hasThumb ? '' : ' no-thumb'}" style="opacity: 0;">`;
    if (hasThumb) out += thumbnailHtml(video, options, esc);
    out += '<div class="sqs-video-opaque"> </div><div class="sqs-video-icon"></div></div>';
  }
  return `${out}</div>`;
}
