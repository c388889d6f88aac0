import { describe, expect, it } from 'vitest';
import { compile } from '../../../../src/site/index.js';
import { contentFormatters } from '../../../../src/site/content/index.js';
import { fakeContext, type FakeContext, type FakeOptions } from './fake-context.js';

function run(name: string, value: unknown, options?: FakeOptions): { out: unknown; ctx: FakeContext } {
  const formatter = contentFormatters[name];
  if (!formatter) throw new Error(`no formatter ${name}`);
  const ctx = fakeContext(value, options);
  return { out: formatter(value, ctx), ctx };
}
const fmt = (name: string, value: unknown, options?: FakeOptions): unknown => run(name, value, options).out;

describe('image formatters', () => {
  const img = { id: 'i', originalSize: '300x200', assetUrl: '/a.jpg', title: 't' };
  it('renders the image with its meta', () => {
    expect(fmt('image', img)).toBe(
      '<noscript><img src="/a.jpg" alt="t" /></noscript><img class="thumb-image" data-src="/a.jpg" ' +
        'data-image="/a.jpg" data-image-dimensions="300x200" data-image-focal-point="0.5,0.5" alt="t" ' +
        'data-load="false" data-image-id="i" data-type="image" />',
    );
  });
  it('writes every attribute, empty when the image lacks it; nothing for a missing value', () => {
    expect(fmt('image-meta', { assetUrl: '/a.jpg' })).toBe(
      'data-src="/a.jpg" data-image="/a.jpg" data-image-dimensions="" data-image-focal-point="0.5,0.5" alt="" ',
    );
    expect(fmt('image-meta', undefined)).toBe('');
    expect(fmt('image', undefined)).toBe(
      '<noscript><img src="" alt="" /></noscript><img class="thumb-image" data-load="false" data-image-id="" data-type="image" />',
    );
  });
  it('uses altText inside an image block', () => {
    expect(fmt('image-meta', { ...img, altText: 'a' }, { scopes: [{ blockType: 5 }] })).toContain('alt="a"');
  });
  it('picks a child image and the cover image', () => {
    expect(fmt('child-image-meta', { items: [{}, img] }, { args: ['1'] })).toContain('data-src="/a.jpg"');
    expect(fmt('cover-image-meta', { coverImage: img })).toContain('alt="t"');
  });
  it('colours, sizes and thumbnails', () => {
    const colored = { colorData: { bottomRightAverage: 'abc' } };
    expect(fmt('image-color', colored, { args: ['bottomRight', 'color'] })).toBe('color: #abc');
    expect(fmt('image-color', colored)).toBe(
      'data-color-topLeft="#" data-color-topRight="#" data-color-bottomLeft="#" data-color-bottomRight="#abc" data-color-center="#" ',
    );
    expect(fmt('width', '800x400')).toBe(800);
    expect(fmt('height', 'nope')).toBeUndefined();
    expect(fmt('resizedHeightForWidth', '250x175', { args: ['50'] })).toBe(35);
    expect(fmt('squarespaceThumbnailForHeight', '400x100', { args: ['50'] })).toBe('300w');
  });
  it('renders a video without overlay', () => {
    expect(fmt('video', { oembed: { html: '<i>"x"</i>', providerName: 'vimeo' } })).toBe(
      '<div class="sqs-video-wrapper" data-html="&lt;i&gt;&quot;x&quot;&lt;/i&gt;" data-provider-name="vimeo"></div>',
    );
  });
});

describe('date formatters', () => {
  it('formats a pattern in the site zone; text with no number fails', () => {
    expect(fmt('date', 1613597165345, { args: ['%Y-%m-%d', '%H:%M'], timeZone: 'Asia/Tokyo' })).toBe('2021-02-18 06:26');
    expect(() => fmt('date', 'x', { args: ['%Y'] })).toThrow();
  });
  it('fails for dates out of range, which stops the chain (test/diff)', () => {
    expect(() => fmt('date', -9e15 + 1, { args: ['%Y'] })).toThrow(/4713 BC/);
    const render = (source: string, data: unknown): string => compile(source).template.render(data, { locale: 'en' }).output;
    expect(render('{a|date %Y|json}|{b|date %Y|json}|{a|date|comment-count}', { a: 'abc', b: 1e21 })).toBe('||No Comments');
  });
  it('timesince: the span, or "Invalid date."', () => {
    expect(fmt('timesince', 0, { now: 120_000 })).toBe('<span class="timesince" data-date="0">about 2 minutes ago</span>');
    expect(fmt('timesince', 'soon')).toBe('Invalid date.');
  });
  it('relative time from now or between two values', () => {
    expect(fmt('relative-time', 7200000, { now: 0 })).toBe('in 2 hours');
    expect(fmt('relative-time', 0, { values: [0, 3 * 86400000] })).toBe('in 3 days');
  });
  it('intervals and durations', () => {
    expect(fmt('datetime-interval', 0, { values: [1582571080000, 1692591080000], args: ['yMMM'] })).toBe('Feb 2020\u2009\u2013\u2009Aug 2023');
    expect(fmt('humanizeDuration', 61000)).toBe('1:01');
  });
});

describe('social and colour formatters', () => {
  it('comment count and like button', () => {
    expect(fmt('comment-count', { publicCommentCount: 1 })).toBe('1 Comment');
    expect(fmt('like-button', { id: 'i' })).toBe('');
    expect(fmt('like-button', { id: 'i' }, { scopes: [{ websiteSettings: { simpleLikingEnabled: true } }] })).toContain('sqs-simple-like');
  });
  it('share buttons only with share options', () => {
    expect(fmt('social-button', { title: 't' })).toBe('');
    expect(fmt('social-button-inline', { title: 't' }, { scopes: [{ website: { shareButtonOptions: ['x'] } }] })).toContain('inline-style');
  });
  it('item classes ask the commerce predicates for store items only', () => {
    const options = { predicates: { 'on-sale?': true, 'sold-out?': false }, vars: { '@index': 3 } };
    expect(fmt('item-classes', { recordType: 11 }, options)).toBe('hentry post-type- article-index-3 on-sale');
    expect(fmt('item-classes', { recordType: 1 }, options)).toBe('hentry post-type- article-index-3');
  });
  it('absolute URLs: base-url, a slash, the value', () => {
    expect(fmt('AbsUrl', 'blog/x', { scopes: [{ 'base-url': 'https://e.com/p' }] })).toBe('https://e.com/p/blog/x');
  });
  it('website colour writes its errors', () => {
    // each range error followed by a space, the alpha's and the missing value's not (test/diff)
    expect(fmt('website-color', { hue: 400, saturation: 2, lightness: 0.5, alpha: 3 })).toBe('Hue out of bounds. Saturation out of bounds. Alpha out of bounds.');
    expect(fmt('website-color', { hue: 1 })).toBe('Missing an H/S/L value.');
    expect(fmt('color-weight', '#000')).toBe('dark');
    // a number's digits are hex too; text is not trimmed; no colour writes nothing
    expect([123456, ' #fff ', -42].map((v) => fmt('color-weight', v))).toEqual(['dark', undefined, undefined]);
  });
});
