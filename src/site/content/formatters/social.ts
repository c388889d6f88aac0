/** Comment, like, share and follow formatters, item classes and links. */
import type { Formatter, FormatterContext } from '../../engine/api.js';
import { RecordType } from '../../../domain/content/enums.js';
import { getPath, isRecord, scalarText } from '../../../domain/json.js';
import { looseNumber as num } from '../../../domain/loose.js';
import { audioPlayerHtml, likeButtonHtml, socialButtonHtml, twitterFollowButtonHtml } from '../social/buttons.js';
import { commentCountText, commentLinkHtml, commentsHtml, platformCommentCount } from '../social/comments.js';
import { scopedLookup } from '../reads.js';
import { itemClasses, positionOf } from '../social/item-classes.js';
import { activateTwitterLinks } from '../social/twitter-links.js';

/** Share buttons are on when the website (or its settings) lists share options. */
function shareButtonsOn(ctx: FormatterContext): boolean {
  const options =
    getPath(ctx.resolve('website'), 'shareButtonOptions') ??
    getPath(ctx.resolve('websiteSettings'), 'shareButtonOptions');
  if (Array.isArray(options)) return options.length > 0;
  return isRecord(options) && Object.keys(options).length > 0;
}

const itemClassesFormatter: Formatter = (value, ctx) => {
  const isStoreItem = isRecord(value) && num(value.recordType) === RecordType['store-item'];
  const classes = itemClasses(scopedLookup(value, ctx), {
    index: positionOf(ctx.resolve('@index')),
    onSale: isStoreItem && ctx.test('on-sale?', value),
    soldOut: isStoreItem && ctx.test('sold-out?', value),
  });
  return ctx.escape.htmlattr(classes);
};

/** `{url|AbsUrl}`: the path under the data's `base-url`. */
const absUrl: Formatter = (value, ctx) => {
  const base = scalarText(ctx.resolve('base-url')).replace(/\/+$/, '');
  const path = scalarText(value).replace(/^\/+/, '');
  return `${base}/${path}`;
};

export const socialFormatters: Readonly<Record<string, Formatter>> = {
  'comment-count': (value) => commentCountText(platformCommentCount(value)),
  'comment-link': (value, ctx) => commentLinkHtml(scopedLookup(value, ctx), ctx.escape.htmlattr),
  comments: (value, ctx) => commentsHtml(scopedLookup(value, ctx), ctx.escape.htmlattr),
  'like-button': (value, ctx) =>
    getPath(ctx.resolve('websiteSettings'), 'simpleLikingEnabled') === true
      ? likeButtonHtml(value, ctx.escape.htmlattr)
      : '',
  'social-button': (value, ctx) => (shareButtonsOn(ctx) ? socialButtonHtml(value, false, ctx.escape.htmlattr) : ''),
  'social-button-inline': (value, ctx) =>
    shareButtonsOn(ctx) ? socialButtonHtml(value, true, ctx.escape.htmlattr) : '',
  'twitter-follow-button': (value, ctx) => twitterFollowButtonHtml(value, ctx.escape.htmlattr),
  'activate-twitter-links': (value) => activateTwitterLinks(scalarText(value)),
  'audio-player': (value, ctx) => audioPlayerHtml(value, ctx.escape.htmlattr),
  'item-classes': itemClassesFormatter,
  AbsUrl: absUrl,
};
