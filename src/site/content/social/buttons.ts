/**
 * Like, share and follow buttons, and the audio player placeholder, that
 * the platform's scripts enhance (docs/behaviour.md §1 and 3: website settings, social
 * account).
 */
import { getPath, isRecord } from '../../../domain/json';
import { isTruthy, outputText, toText } from '../../engine/values';
import type { Lookup } from '../reads';

export type EscapeAttr = (text: string) => string;

/**
 * The like button of an item that is true as a template reads it, when the scopes'
 * websiteSettings.simpleLikingEnabled is; its id and count as the template writes them.
 */
export function likeButtonHtml(item: unknown, at: Lookup, escapeAttr: EscapeAttr): string {
  if (!isTruthy(item) || !isTruthy(at('websiteSettings.simpleLikingEnabled'))) return '';
  const id = escapeAttr(outputText(at('id')));
  const count = escapeAttr(outputText(at('likeCount')));
  return (
    `\n  <span class="sqs-simple-like" data-item-id="${id}" data-like-count="${count}">\n` +
    '    <span class="like-icon"></span>\n' +
    '    <span class="like-count"></span>\n' +
    '  </span>\n'
  );
}

/** Share buttons: block (`div`, button style) or inline (`span`). */
export function socialButtonHtml(item: unknown, inline: boolean, escapeAttr: EscapeAttr): string {
  const node = isRecord(item) ? item : {};
  // an image's own id and URL where the item has the key (null too), else its main image's, whatever its record type (test/unit/site/content/social.test.ts "takes each of the id and URL from the item where it has…")
  const systemDataId = 'systemDataId' in node ? node.systemDataId : node.mainImageId;
  const assetUrl = 'assetUrl' in node ? node.assetUrl : getPath(node, 'mainImage.assetUrl');
  const tag = inline ? 'span' : 'div';
  const style = inline ? 'inline-style' : 'button-style';
  const attrs = [
    `data-system-data-id="${escapeAttr(toText(systemDataId))}"`,
    `data-asset-url="${escapeAttr(toText(assetUrl))}"`,
    `data-record-type="${escapeAttr(toText(node.recordType))}"`,
    `data-full-url="${escapeAttr(toText(node.fullUrl))}"`,
    `data-title="${escapeAttr(toText(node.title))}"`,
  ];
  return `<${tag} class="squarespace-social-buttons ${style}" ${attrs.join(' ')}></${tag}>`;
}

const FOLLOW_SCRIPT =
  "<script>Y.use('squarespace-follow-buttons', function(Y) { Y.on('domready', function() " +
  '{ Y.Squarespace.FollowButtonUtils.renderAll(); }); });</script>';

/** The account's user name as text when it writes something, else what follows the profile URL's last `/`. */
function followUserName(account: unknown): string {
  const node = isRecord(account) ? account : {};
  const name = toText(node.userName);
  return name !== '' ? name : toText(node.profileUrl).replace(/^[\s\S]*\//, '');
}

export function twitterFollowButtonHtml(account: unknown, escapeAttr: EscapeAttr): string {
  const name = escapeAttr(followUserName(account));
  return `${FOLLOW_SCRIPT}<div class="squarespace-follow-button" data-username="${name}"></div>`;
}

export function audioPlayerHtml(item: unknown, escapeAttr: EscapeAttr): string {
  const node = isRecord(item) ? item : {};
  const id = escapeAttr(outputText(node.id));
  const url = escapeAttr(outputText(getPath(node, 'structuredContent.audioAssetUrl')));
  return (
    "<script>Y.use('squarespace-audio-player-frontend');</script>\n" +
    `<div class="squarespace-audio-player" data-audio-asset-url="${url}" data-item-id="${id}" ` +
    `id="audio-player-${id}"></div>`
  );
}
