/** Comment, like, share and follow formatters, item classes and links. */
import type { Formatter, FormatterContext } from '../../engine/api';
import { RecordType } from '../../../domain/content/enums';
import { getPath, isRecord, scalarText } from '../../../domain/json';
import { platformNumber } from '../../../domain/platform-number';
import { audioPlayerHtml, likeButtonHtml, socialButtonHtml, twitterFollowButtonHtml } from '../social/buttons';
import { commentCountText, commentLinkHtml, commentsHtml, publicCommentCount } from '../social/comments';
import { scopedLookup } from '../reads';
import { itemClasses, positionOf } from '../social/item-classes';
import { activateTwitterLinks } from '../social/twitter-links';

/**
 * Share buttons are on when the scopes' website lists share options (a non-empty list or
 * object); else the website settings' (docs/behaviour.md §3 lists shareButtonOptions among them; the
 * platform reads only website's: docs/site-engine.md, deliberate divergences).
 */
function shareButtonsOn(value: unknown, ctx: FormatterContext): boolean {
  const at = scopedLookup(value, ctx);
  const options = at('website.shareButtonOptions') ?? at('websiteSettings.shareButtonOptions');
  if (Array.isArray(options)) return options.length > 0;
  return isRecord(options) && Object.keys(options).length > 0;
}

const itemClassesFormatter: Formatter = (value, ctx) => {
  const isStoreItem = isRecord(value) && platformNumber(value.recordType) === RecordType['store-item'];
  const classes = itemClasses(scopedLookup(value, ctx), {
    index: positionOf(ctx.resolve('@index')),
    onSale: isStoreItem && ctx.test('on-sale?', value),
    soldOut: isStoreItem && ctx.test('sold-out?', value),
  });
  return ctx.escape.htmlattr(classes);
};

/** `{url|AbsUrl}`: the data's `base-url`, a `/` and the value, as written (test/unit/site/content/formatters.test.ts "absolute URLs: base-url, a slash, the value"). */
const absUrl: Formatter = (value, ctx) => `${scalarText(ctx.resolve('base-url'))}/${scalarText(value)}`;

export const socialFormatters: Readonly<Record<string, Formatter>> = {
  'comment-count': (value) => commentCountText(publicCommentCount(value)),
  'comment-link': (value, ctx) => commentLinkHtml(scopedLookup(value, ctx), ctx.escape.htmlattr),
  comments: (value, ctx) => commentsHtml(scopedLookup(value, ctx), ctx.escape.htmlattr),
  'like-button': (value, ctx) => likeButtonHtml(value, scopedLookup(value, ctx), ctx.escape.htmlattr),
  'social-button': (value, ctx) => (shareButtonsOn(value, ctx) ? socialButtonHtml(value, false, ctx.escape.htmlattr) : ''),
  'social-button-inline': (value, ctx) =>
    shareButtonsOn(value, ctx) ? socialButtonHtml(value, true, ctx.escape.htmlattr) : '',
  'twitter-follow-button': (value, ctx) => twitterFollowButtonHtml(value, ctx.escape.htmlattr),
  'activate-twitter-links': (value) => activateTwitterLinks(scalarText(value)),
  'audio-player': (value, ctx) => audioPlayerHtml(value, ctx.escape.htmlattr),
  'item-classes': itemClassesFormatter,
  AbsUrl: absUrl,
};
