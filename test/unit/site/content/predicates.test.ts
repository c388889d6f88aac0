import { describe, expect, it } from 'vitest';
import { compile } from '../../../../src/site/index.js';
import { contentPredicates } from '../../../../src/site/content/index.js';
import { fakeContext, type FakeOptions } from './fake-context.js';

function check(name: string, value: unknown, options?: FakeOptions): boolean {
  const predicate = contentPredicates[name];
  if (!predicate) throw new Error(`no predicate ${name}`);
  return predicate(fakeContext(value, options));
}

describe('record types', () => {
  it('matches the code of each record type', () => {
    expect(check('store-item?', { recordType: 11 })).toBe(true);
    expect(check('kbarticle?', { recordType: 54 })).toBe(true);
    expect(check('audio?', { recordType: 8 })).toBe(false);
    expect(check('undefined?', { recordType: -1 })).toBe(true);
    expect(check('text?', {})).toBe(false);
  });
  it('counts a post promoting an image, link, quote, video or gallery block as that type too', () => {
    expect(['image', 'link', 'quote', 'video', 'gallery'].map((t) => check(`${t}?`, { promotedBlockType: t, recordType: 1 }))).toEqual([true, true, true, true, true]);
    expect(check('store-item?', { promotedBlockType: 'store-item' })).toBe(false);
    expect(check('link?', { promotedBlockType: 'LINK' })).toBe(false);
    // external-video? is a video post (whatever its player) or one promoting a video block
    expect(check('external-video?', { recordType: 8 })).toBe(true);
    expect(check('external-video?', { recordType: 1, promotedBlockType: 'image' })).toBe(false);
  });
});

describe('gallery settings', () => {
  it('reads options in scope', () => {
    expect(check('gallery-design-slider?', { options: { design: 'slider' } })).toBe(true);
    expect(check('gallery-design-grid?', { options: {} })).toBe(false);
    expect(check('gallery-meta-position-top-left?', {}, { scopes: [{ options: { 'meta-position': 'top-left' } }] })).toBe(true);
    expect(check('gallery-active-alignment-right?', { options: { 'active-alignment': 'right' } })).toBe(true);
    expect(check('gallery-transparentBackground?', { options: { transparentBackground: true } })).toBe(true);
    expect(check('gallery-meta?', { options: { indicators: true } })).toBe(true);
    expect(check('gallery-meta?', { options: { controls: false } })).toBe(false);
  });
});

describe('collections', () => {
  it('types and folders', () => {
    expect(check('collection?', { collection: {} })).toBe(false);
    expect(check('collection?', { collection: { id: 'c' } })).toBe(true);
    // the node's own collection only, not one in an outer scope (as the platform, test/diff)
    expect(check('collection?', {}, { scopes: [{ collection: { id: 'c' } }] })).toBe(false);
    expect(check('folder?', {}, { scopes: [{ collection: { folder: true } }] })).toBe(false);
    expect(check('collection-page?', { collection: { type: 10 } })).toBe(true);
    expect(check('collection-template-page?', { type: 7 })).toBe(true);
    expect(check('folder?', { collection: { folder: true } })).toBe(true);
    expect(check('index?', { collection: { folder: true, folderBehavior: 1 } })).toBe(true);
    expect(check('index?', { collection: { folder: false, folderBehavior: 1 } })).toBe(false);
    expect(check('redirect?', { folderBehavior: 2 })).toBe(true);
  });
  it('is clickable when folder behaviour is missing, index or redirect (docs/behaviour.md §4)', () => {
    expect([undefined, 1, 2, 3, -1].map((folderBehavior) => check('clickable?', { folderBehavior }))).toEqual([
      true, true, true, false, false,
    ]);
  });
  it('background source, current type, names', () => {
    expect(check('background-source-video?', { backgroundSource: 3 })).toBe(true);
    expect(check('current-type?', { currentType: 5 }, { args: ['gallery'] })).toBe(true);
    expect(check('current-type?', { currentType: 5 }, { args: ['nope'] })).toBe(false);
    expect(check('collectionTypeNameEquals?', { typeName: 'blog' }, { args: ['blog'] })).toBe(true);
    expect(check('collectionTypeNameEquals?', { typeName: 'blog' })).toBe(false);
    expect(check('serviceNameEmail?', { serviceName: 'email' })).toBe(true);
    expect(check('show-past-events?', { showPastOrUpcomingEvents: 'past' })).toBe(true);
    // flags read as the platform reads them (test/diff): true, "true" or a number other than 0
    expect([1, 'true', -1, 'x', 0].map((calendarView) => check('calendar-view?', { calendarView }))).toEqual([true, true, true, false, false]);
    expect(check('current-type?', { currentType: true }, { args: ['heading'] })).toBe(true);
  });
});

describe('items', () => {
  it('shows comments when open or counted, unless settings disable them (docs/behaviour.md §4)', () => {
    expect(check('comments?', { commentState: 1 })).toBe(true);
    expect(check('comments?', { commentState: 2, publicCommentCount: 3 })).toBe(true);
    expect(check('comments?', { commentState: 0 })).toBe(false);
    expect(check('comments?', { commentState: 1 }, { scopes: [{ websiteSettings: {} }] })).toBe(false);
    expect(check('comments?', { commentState: 1, websiteSettings: { commentsEnabled: true } })).toBe(true);
  });
  it('content checks', () => {
    // either spelling (docs/behaviour.md §3), true as a template reads it
    expect(check('disqus?', {}, { scopes: [{ websiteSettings: { disqusShortName: 'x' } }] })).toBe(true);
    expect(check('disqus?', {}, { scopes: [{ websiteSettings: { disqusShortname: 1 } }] })).toBe(true);
    expect(check('disqus?', {}, { scopes: [{ websiteSettings: { disqusShortname: 0 } }] })).toBe(false);
    expect(check('excerpt?', { excerpt: { html: ' <p>a</p>' } })).toBe(true);
    expect(check('excerpt?', { excerpt: 123 })).toBe(false);
    // true as a template reads it (test/diff)
    expect([' ', -1, true, '', 0, []].map((externalLink) => check('external-link?', { externalLink }))).toEqual([true, true, true, false, false, false]);
    expect(check('external-video?', { promotedBlockType: 'video' })).toBe(true);
    expect(check('location?', { location: { mapLat: 0, mapLng: 0 } })).toBe(true);
    expect(check('location?', { location: { mapLat: 1 } })).toBe(false);
    expect(check('location?', { location: { mapLat: null, mapLng: 'x' } })).toBe(true); // both there, whatever they hold
    expect(check('main-image?', { mainImageId: ' ' })).toBe(true);
    expect(check('passthrough?', { passthrough: 'false', sourceUrl: '/x' })).toBe(true);
    expect(check('passthrough?', { passthrough: true })).toBe(false);
    expect(check('main-image?', { systemDataId: 'x' })).toBe(true);
    expect(check('child-images?', { items: [{ mainImageId: 'm' }] })).toBe(true);
    expect(check('child-images?', { items: [] })).toBe(false);
    expect(check('passthrough?', { passthrough: true, sourceUrl: '/x' })).toBe(true);
    expect(check('promotedMAP?', { promotedBlockType: 'map' })).toBe(true);
    expect(check('promotedMAP?', { promotedBlockType: 'code' })).toBe(false);
  });
  it('compares days in UTC, whatever the site time zone (as the reference engine)', () => {
    const event = { startDate: 1384518630000, endDate: 1384515030000 }; // 12:30 and 11:30 UTC
    expect(check('same-day?', event)).toBe(true);
    expect(check('same-day?', event, { timeZone: 'Asia/Kolkata' })).toBe(true);
    expect(check('same-day?', { startDate: 1384518630000, endDate: 1384432230000 })).toBe(false);
    // 22:13 UTC on the 14th and 01:00 UTC on the 15th: one day in New York and Tokyo, two in UTC
    const late = { startDate: 1700000000000, endDate: 1700010000000 };
    expect(check('same-day?', late)).toBe(false);
    expect(check('same-day?', late, { timeZone: 'Asia/Tokyo' })).toBe(false);
  });
});

describe('predicates as the platform reads them (test/diff)', () => {
  const yes = (predicate: string, data: unknown): boolean =>
    compile(`{.${predicate}}Y{.or}N{.end}`).template.render(data, { locale: 'en' }).output === 'Y';
  it('comments?: numbers read loosely; settings that are there need a true commentsEnabled', () => {
    expect(yes('comments?', { commentState: '1' })).toBe(true);
    expect(yes('comments?', { publicCommentCount: true })).toBe(true);
    expect(yes('comments?', { commentState: 1, websiteSettings: null })).toBe(false);
    expect(yes('comments?', { commentState: 1, websiteSettings: { commentsEnabled: 'x' } })).toBe(true);
  });
  it('same-day?: missing dates are the epoch', () => {
    expect(yes('same-day?', {})).toBe(true);
    expect(yes('same-day?', { startDate: null, endDate: true })).toBe(true);
    expect(yes('same-day?', { startDate: 0, endDate: 86400000 })).toBe(false);
  });
  it('collections: truthy folder and collection; index needs the number 1; redirect and collection-page read their own place', () => {
    expect(yes('collection?', { collection: 'x' })).toBe(true);
    expect(yes('folder?', { collection: { folder: 'false' } })).toBe(true);
    expect(yes('index?', { collection: { folder: 'x', folderBehavior: 1 } })).toBe(true);
    expect(yes('index?', { collection: { folder: true, folderBehavior: '1' } })).toBe(false);
    expect(yes('redirect?', { folderBehavior: '2' })).toBe(true);
    expect(yes('redirect?', { collection: { folderBehavior: 2 } })).toBe(false);
    expect(yes('collection-page?', { type: 10 })).toBe(false);
    expect(yes('collection-template-page?', { type: 7 })).toBe(true);
    expect(yes('gallery-meta?', { options: { indicators: 'false' } })).toBe(true);
    expect(yes('text?', { recordType: true })).toBe(true);
  });
});
