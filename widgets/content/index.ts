import type { Host, Unmount } from '../../src/runtime/host';
import { ContentSettingsSchema } from '../../src/contract/content';
import { readIslandJson } from '../common/read-json';
import { responsiveImages } from '../common/responsive-images';
import { externalComments, twitterLinks } from './comments';
import { likeButtons } from './likes';
import { shareButtons } from './share';
import { videos } from './video';
import { startTrackingAfterLoad } from '../../src/tracking/start';

/**
 * A content island (`data-storefront="content"`: a blog list or item; docs/
 * markup-contract.md "Content items"). Its JSON holds the website settings that
 * decide what comes alive: like buttons (simpleLikingEnabled), share buttons
 * (shareButtonOptions), the external comments provider (disqusShortname). Images are
 * sized and lazily loaded, Twitter names and tags become links, video
 * items get their player. Without valid JSON
 * only the images and links are enhanced.
 */
export const mount = (root: HTMLElement, _host: Host): Unmount => {
  startTrackingAfterLoad(); // after load and idle, once (src/tracking/start.ts)
  const settings = readIslandJson(root, ContentSettingsSchema, 'content settings');
  const stops = [videos(root), responsiveImages(root), twitterLinks(root)]; // videos first: they size their thumbnails
  if (settings) {
    if (settings.simpleLikingEnabled) stops.push(likeButtons(root));
    if (settings.shareButtonOptions !== undefined) stops.push(shareButtons(root, settings.shareButtonOptions));
    stops.push(externalComments(root, settings));
  }
  return () => stops.forEach((stop) => stop());
};
