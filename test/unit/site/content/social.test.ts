import { describe, expect, it } from 'vitest';
import { audioPlayerHtml, socialButtonHtml } from '../../../../src/site/content/social/buttons.js';
import { socialUserName } from '../../../../src/domain/content/social.js';
import { commentCountText, disqusShortname, publicCommentCount } from '../../../../src/site/content/social/comments.js';
import { compile } from '../../../../src/site/index.js';
import { classSlug } from '../../../../src/site/content/social/item-classes.js';
import { activateTwitterLinks } from '../../../../src/site/content/social/twitter-links.js';

const attr = (s: string): string => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const render = (source: string, data: unknown): string => compile(source).template.render(data, { locale: 'en' }).output;

describe('comments', () => {
  it('words the count (docs/behaviour.md §5)', () => {
    expect([0, 1, 2, 10].map(commentCountText)).toEqual(['No Comments', '1 Comment', '2 Comments', '10 Comments']);
  });
  it('reads either spelling of the Disqus short name (the widgets)', () => {
    expect(disqusShortname({ disqusShortname: 'a' })).toBe('a');
    expect(disqusShortname({ disqusShortName: 'b' })).toBe('b');
    expect(disqusShortname({ disqusShortName: '' })).toBe('');
    expect(disqusShortname(undefined)).toBe('');
  });
  it('comment-count reads the count as the platform does (test/diff)', () => {
    const counts = [true, 'x', '', '1e3', '0x10', '2.9', ' 1', '01', null, [2]];
    expect(counts.map((c) => publicCommentCount({ publicCommentCount: c }))).toEqual([1, NaN, NaN, 1, 0, 2.9, 1, 1, 0, 0]);
    expect(publicCommentCount(7)).toBe(0); // only an item's count
    expect(render('{a|comment-count}/{b|comment-count}', { a: { publicCommentCount: '' }, b: '7' })).toBe('NaN Comments/No Comments');
  });
  it('comment-link: "No" only for the number 0, the count as the template writes it, values through the scopes', () => {
    const link = (count: unknown): string => render('{i|comment-link}', { i: { id: 'i', fullUrl: '/p', publicCommentCount: count } });
    expect(link(1)).toBe('\n  <a href="/p#comments-i" class="sqs-comment-link" data-id="i">\n  1\n  Comment\n  </a>\n');
    expect([0, '0', '1', undefined, [1, 2]].map((c) => /">\n  (.*)\n  (\w+)\n/.exec(link(c))?.slice(1).join(' '))).toEqual([
      'No Comments', '0 Comments', '1 Comments', ' Comments', '1,2 Comments',
    ]);
    expect(render('{i|comment-link}', { i: { fullUrl: '/x' }, id: 'q' })).toContain('href="/x#comments-q"');
    expect(render('{i|comment-link}', { i: { id: 'i', fullUrl: '/p' }, websiteSettings: { disqusShortname: 1 } })).toBe(
      '\n  <a href="/p" class="sqs-comment-link sqs-disqus-comment-link" data-id="i"></a>\n',
    );
    // the value's own (empty) settings hide the page's
    expect(render('{i|comment-link}', { i: { websiteSettings: {} }, websiteSettings: { disqusShortname: 'd' } })).not.toContain('disqus');
  });
  it('comments: the data of the page item, else of its collection, else none', () => {
    const thread = (data: Record<string, unknown>): string => render('{v|comments}', data);
    expect(thread({ v: { id: 'c1' }, item: { id: 'i', commentState: 1 }, collection: { id: 'k' } })).toBe(
      '\n  <div class="squarespace-comments" id="comments-c1" data-item-id="i" data-public-comment-count="" data-comment-state="1"></div>\n',
    );
    expect(thread({ v: { id: 'c1' }, item: 0, collection: { id: 'k', publicCommentCount: 0 } })).toContain(
      'data-collection-id="k" data-public-comment-count="0" data-comment-state=""',
    );
    expect(thread({ v: null, id: 'root' })).toBe('\n  <div class="squarespace-comments" id="comments-root"></div>\n');
    expect(thread({ v: { id: null }, id: 'root' })).toContain('id="comments-"></div>');
    expect(thread({ v: {}, websiteSettings: { disqusShortname: ' ' } })).toBe('\n  <div class="squarespace-comments" id="disqus_thread"></div>\n');
  });
});

describe('buttons', () => {
  it('like button: for a true item when liking is on in the scopes, id and count as written (test/diff)', () => {
    const on = { websiteSettings: { simpleLikingEnabled: 'false' } };
    expect(render('{v|like-button}', { ...on, v: { id: 'x', likeCount: [1] } })).toBe(
      '\n  <span class="sqs-simple-like" data-item-id="x" data-like-count="1">\n    <span class="like-icon"></span>\n    <span class="like-count"></span>\n  </span>\n',
    );
    expect(render('{v|like-button}', { v: 5, websiteSettings: { simpleLikingEnabled: 1 } })).toContain('data-item-id="" data-like-count=""');
    expect([render('{v|like-button}', { ...on, v: {} }), render('{v|like-button}', { v: { id: 'x' } })]).toEqual(['', '']);
  });
  it('share buttons for the scopes\' website.shareButtonOptions, else the settings\' (docs/behaviour.md §3); twitter follow name; AbsUrl as written (test/diff)', () => {
    const share = (data: unknown): string => render('{v|social-button-inline}', data);
    expect(share({ v: { mainImageId: 'm', website: { shareButtonOptions: [1] } } })).toContain('data-system-data-id="m"');
    expect(share({ v: { mainImageId: 'm' }, websiteSettings: { shareButtonOptions: { a: 1 } } })).toContain('data-system-data-id="m"');
    expect(share({ v: { mainImageId: 'm', website: { shareButtonOptions: [] } }, websiteSettings: { shareButtonOptions: [1] } })).toBe('');
    const follow = (account: unknown): string | undefined => /data-username="([^"]*)"/.exec(render('{v|twitter-follow-button}', { v: account }))?.[1];
    expect([{ userName: 0, profileUrl: 'x/y' }, { userName: null, profileUrl: 'https://twitter.com/b/?x=1' }, { profileUrl: 'a/b/' }].map(follow)).toEqual([
      '0', '?x=1', '',
    ]);
    expect(render('{v|AbsUrl}', { v: '/x', 'base-url': 'http://a/' })).toBe('http://a///x');
  });
  it('uses the main image, or the image itself for image records', () => {
    const image = { recordType: 2, systemDataId: 's', assetUrl: '/a.jpg', mainImageId: 'm' };
    expect(socialButtonHtml(image, true, attr)).toContain('data-system-data-id="s" data-asset-url="/a.jpg"');
    expect(socialButtonHtml({ mainImageId: 'm' }, false, attr)).toMatch(/^<div class="squarespace-social-buttons button-style" data-system-data-id="m"/);
  });
  it('takes each of the id and URL from the item where it has the key, whatever its record type, else from its main image', () => {
    const main = { mainImageId: 'm', mainImage: { assetUrl: '/m.jpg' } };
    expect(socialButtonHtml({ ...main, recordType: 1, systemDataId: 's', assetUrl: '/a.jpg' }, false, attr)).toContain('data-system-data-id="s" data-asset-url="/a.jpg"');
    expect(socialButtonHtml({ ...main, recordType: 2 }, false, attr)).toContain('data-system-data-id="m" data-asset-url="/m.jpg"');
    expect(socialButtonHtml({ ...main, systemDataId: null, assetUrl: '' }, false, attr)).toContain('data-system-data-id="" data-asset-url=""');
    expect(socialButtonHtml({ ...main, systemDataId: 's' }, false, attr)).toContain('data-system-data-id="s" data-asset-url="/m.jpg"');
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
    // http, https, ftp and file URLs link to themselves, their # and @ with them (test/diff)
    expect(activateTwitterLinks('(http://x.y/a#b), javascript://x sftp://x')).toBe(
      '(<a target="new" href="http://x.y/a#b">http://x.y/a#b</a>), javascript://x sftp://x',
    );
  });
});

describe('item classes, as the platform writes them (test/diff)', () => {
  it('slugs names: lower case, ASCII letters, digits, spaces and -, a run of spaces one -', () => {
    expect(['J. Doe', ' ', '--x--', 'a  b', 'Été', 'a_b', 'x\ty'].map(classSlug)).toEqual(['j-doe', '-', '--x--', 'a-b', 't', 'ab', 'x-y']);
  });
  it('lists the item classes in order, every field through the scopes, post-type- always', () => {
    const item = { promotedBlockType: 'video', tags: ['A b', 5, null], starred: 'false', recordTypeLabel: 'Text Post' };
    expect(render('{.repeated section items}{@|item-classes}{.end}', { items: [item] })).toBe(
      'hentry promoted promoted-block-video tag-a-b tag-5 tag- post-type-Text Post article-index-1 featured',
    );
    expect(render('{v|item-classes}', { v: 5 })).toBe('hentry post-type-');
    expect(render('{v|item-classes}', { v: {}, categories: ['Root'], author: { displayName: ' ' } })).toBe('hentry category-root author-- post-type-');
  });
  it('reads the record type as platformNumber reads numbers: "11abc" is a store item, true is not', () => {
    const variant = { priceMoney: { currency: 'USD', value: '10.00' }, salePriceMoney: { currency: 'USD', value: '5.00' }, onSale: true, qtyInStock: 0 };
    const item = (recordType: unknown) => ({ v: { recordType, structuredContent: { productType: 1, variants: [variant] } } });
    expect(render('{v|item-classes}', item('11abc'))).toBe('hentry post-type- on-sale sold-out');
    expect(render('{v|item-classes}', item(true))).toBe('hentry post-type-');
  });
});
