import { describe, expect, it } from 'vitest';
import { audioPlayerHtml, likeButtonHtml, socialButtonHtml, socialUserName } from '../../../../src/site/content/social/buttons.js';
import { commentCountText, commentLinkHtml, commentsHtml, disqusShortname } from '../../../../src/site/content/social/comments.js';
import { classSlug, itemClasses } from '../../../../src/site/content/social/item-classes.js';
import { activateTwitterLinks } from '../../../../src/site/content/social/twitter-links.js';

const attr = (s: string): string => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

describe('comments', () => {
  it('words the count (SPEC.md 5)', () => {
    expect([0, 1, 2, 10].map(commentCountText)).toEqual(['No Comments', '1 Comment', '2 Comments', '10 Comments']);
  });
  it('reads either spelling of the Disqus short name', () => {
    expect(disqusShortname({ disqusShortname: 'a' })).toBe('a');
    expect(disqusShortname({ disqusShortName: 'b' })).toBe('b');
    expect(disqusShortname({ disqusShortName: '' })).toBe('');
    expect(disqusShortname(undefined)).toBe('');
  });
  it('links to native comments or Disqus', () => {
    expect(commentLinkHtml({ id: 'i', fullUrl: '/p', publicCommentCount: 1 }, false, attr)).toBe(
      '<a href="/p#comments-i" class="sqs-comment-link" data-id="i">\n  1\n  Comment\n  </a>',
    );
    expect(commentLinkHtml({ id: 'i', fullUrl: '/p' }, true, attr)).toBe(
      '<a href="/p" class="sqs-comment-link sqs-disqus-comment-link" data-id="i"></a>',
    );
  });
  it('renders the thread container', () => {
    expect(commentsHtml({ id: 'c"1', commentState: 2 }, false, attr)).toContain('id="comments-c&quot;1"');
    expect(commentsHtml({}, true, attr)).toBe('<div class="squarespace-comments" id="disqus_thread"></div>');
  });
});

describe('buttons', () => {
  it('renders the like button', () => {
    expect(likeButtonHtml({ id: 'x' }, attr)).toContain('data-like-count="0"');
  });
  it('uses the main image, or the image itself for image records', () => {
    const image = { recordType: 2, systemDataId: 's', assetUrl: '/a.jpg', mainImageId: 'm' };
    expect(socialButtonHtml(image, true, attr)).toContain('data-system-data-id="s" data-asset-url="/a.jpg"');
    expect(socialButtonHtml({ mainImageId: 'm' }, false, attr)).toMatch(/^<div class="squarespace-social-buttons button-style" data-system-data-id="m"/);
  });
  it('takes the user name, else the last profile URL segment', () => {
    expect(socialUserName({ userName: 'a' })).toBe('a');
    expect(socialUserName({ userName: '', profileUrl: 'https://twitter.com/b/?x=1' })).toBe('b');
    expect(socialUserName({})).toBe('');
  });
  it('renders the audio player placeholder', () => {
    expect(audioPlayerHtml({ id: 'i', structuredContent: { audioAssetUrl: '/a.mp3' } }, attr)).toContain(
      'data-audio-asset-url="/a.mp3" data-item-id="i" id="audio-player-i"',
    );
  });
});

describe('twitter links', () => {
  it('links mentions and hashtags, not e-mail addresses', () => {
    expect(activateTwitterLinks('hi @a and #b')).toBe(
      'hi <a target="new" href="https://twitter.com/a/">@a</a> and ' +
        '<a target="new" href="https://twitter.com/hashtag/b?src=hash">#b</a>',
    );
    expect(activateTwitterLinks('me@example.com')).toBe('me@example.com');
  });
});

describe('item classes', () => {
  it('slugs names', () => {
    expect(classSlug(' Bar  Baz! ')).toBe('bar-baz');
  });
  it('lists the item classes in order', () => {
    const item = { promotedBlockType: 'video', tags: ['A b'], starred: true, recordTypeLabel: 'text' };
    expect(itemClasses(item, { index: 2, onSale: true })).toBe(
      'hentry promoted promoted-block-video tag-a-b post-type-text article-index-2 featured on-sale',
    );
    expect(itemClasses(undefined)).toBe('hentry');
  });
});
