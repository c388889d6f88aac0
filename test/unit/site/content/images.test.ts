import { describe, expect, it } from 'vitest';
import { imageAltText, stripTags } from '../../../../src/domain/images/alt-text.js';
import { regionColor } from '../../../../src/domain/images/color-data.js';
import { compile } from '../../../../src/site/index.js';
import { focalPoint, focalPointText } from '../../../../src/domain/images/focal-point.js';
import { heightForWidth, parseSize, widthForHeight } from '../../../../src/domain/images/size.js';
import { srcsetCandidates } from '../../../../src/domain/images/srcset.js';
import { assertImageProps } from '../../../../src/domain/images/template-assertions.js';
import { IMAGE_WIDTH_BUCKETS, imageWidthBucket } from '../../../../src/domain/images/width-bucket.js';

const attr = (s: string): string => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

describe('imageWidthBucket', () => {
  it('picks the bucket above each threshold (docs/behaviour.md §9)', () => {
    expect([0, 100, 101, 300, 301, 500, 501, 750, 751, 1000, 1001, 5000].map(imageWidthBucket)).toEqual([
      '100w', '100w', '300w', '300w', '500w', '500w', '750w', '750w', '1000w', '1000w', '1500w', '1500w',
    ]);
    expect(IMAGE_WIDTH_BUCKETS).toEqual([100, 300, 500, 750, 1000, 1500, 2500]);
  });
});

describe('sizes', () => {
  it('parses WIDTHxHEIGHT as the platform (parseInt around one lower-case x) and refuses anything else', () => {
    expect(parseSize('800x400')).toEqual({ width: 800, height: 400 });
    expect(parseSize('800.5x4')).toEqual({ width: 800, height: 4 });
    expect(parseSize('800')).toBeUndefined();
    expect(parseSize('800X400')).toBeUndefined();
    expect(parseSize(800)).toBeUndefined();
  });
  it('scales by one side, truncating', () => {
    expect(heightForWidth({ width: 400, height: 100 }, 50)).toBe(12);
    expect(widthForHeight({ width: 250, height: 175 }, 50)).toBe(71);
    expect(widthForHeight({ width: 250, height: 0 }, 50)).toBe(0);
  });
});

describe('alt text', () => {
  it('falls back from title to body to filename', () => {
    expect(imageAltText({ title: 'T', body: 'B', filename: 'F' })).toBe('T');
    expect(imageAltText({ title: '', body: '<b>bold</b><i>x</i>', filename: 'F' })).toBe(' bold  x ');
    expect(imageAltText({ title: '', body: '', filename: 'F' })).toBe('F');
    expect(imageAltText({})).toBe('');
  });
  it('cuts the body to 250 characters', () => {
    expect(imageAltText({ body: 'a'.repeat(300) })).toHaveLength(250);
  });
  it('uses altText in an image block, even when empty', () => {
    expect(imageAltText({ title: 'T', altText: '' }, true)).toBe('');
    expect(imageAltText({ title: 'T', altText: 'A' }, false)).toBe('T');
  });
  it('replaces each tag by a space', () => {
    expect(stripTags('<p>a</p>')).toBe(' a ');
  });
});

describe('focal point', () => {
  it('defaults to the centre', () => {
    expect(focalPoint({})).toEqual({ x: 0.5, y: 0.5 });
    expect(focalPointText({ mediaFocalPoint: { x: 0.3 } })).toBe('0.3,0.5');
  });
});

const render = (source: string, data: unknown): string => compile(source).template.render(data, { locale: 'en' }).output;
const meta = (image: unknown, data: Record<string, unknown> = {}): string => render('{v|image-meta}', { ...data, v: image });

describe('image meta, as the platform writes it (test/diff)', () => {
  it('writes every attribute for any value that is not missing, each followed by a space', () => {
    const empty = 'data-src="" data-image="" data-image-dimensions="" data-image-focal-point="0.5,0.5" alt="" ';
    expect([null, 5, 's', [], {}, { originalSize: null }].map((v) => meta(v))).toEqual(Array(6).fill(empty));
    expect(meta({ originalSize: true, assetUrl: 5 })).toContain('data-src="5" data-image="5" data-image-dimensions="true"');
  });
  it('reads a focal point that is there as numbers, 0 for what it lacks', () => {
    const point = (p: unknown): string | undefined => /focal-point="([^"]*)"/.exec(meta({ mediaFocalPoint: p }))?.[1];
    expect([{ x: 0.1 }, null, 5, { x: 'abc', y: true }, { x: '1e2', y: ' 2' }].map(point)).toEqual(['0.1,0', '0,0', '0,0', 'NaN,1', '1,2']);
  });
  it('marks a licensed preview only when it is an object', () => {
    expect([true, 'x', [1], {}].map((l) => meta({ licensedAssetPreview: l }).startsWith('data-licensed-asset-preview="true" '))).toEqual([
      false, false, false, true,
    ]);
  });
  it('alt: the first true title, body without tags (an unclosed one dropped) or file name; altText in an image block', () => {
    const alt = (image: unknown, data?: Record<string, unknown>): string | undefined => /alt="([^"]*)"/.exec(meta(image, data))?.[1];
    expect(alt({ title: 0, body: 'b' })).toBe('b');
    expect(alt({ title: ' ', body: 'b' })).toBe(' ');
    expect(alt({ title: ['a'], body: 'b' })).toBe('');
    expect(alt({ body: 5, filename: 'f' })).toBe('5');
    expect([0, false, 1, 'f.jpg'].map((filename) => alt({ filename }))).toEqual(['', '', '1', 'f.jpg']); // 0 and false are no file name
    expect(alt({ body: { value: 'b' }, filename: 'f' })).toBe('f'); // a body that is no text is passed over
    expect(alt({ body: ['b'], filename: 'f' })).toBe('f');
    expect(alt({ title: { value: 't' }, filename: 'f' })).toBe(''); // a title is not
    expect(alt({ body: 'a < b', filename: 'f' })).toBe('a ');
    expect(alt({ body: '<p></p>', filename: 'f' })).toBe('  ');
    expect(alt({ title: 't' }, { blockType: 5 })).toBe('');
    expect(alt({ title: 't', altText: 'a', blockType: '05' })).toBe('a');
    expect(alt({ altText: ' a  ' }, { blockType: 5 })).toBe('a'); // trimmed
    expect(alt({ title: 't', altText: 'a', blockType: '5abc' })).toBe('a'); // the block type read by platformNumber
    expect(alt({ title: 't', altText: 'a', blockType: true })).toBe('t');
  });
  it('image: escapes the alt text once in the fallback and twice in the meta; the class is a lone argument', () => {
    expect(render('{v|image}', { v: { title: 'T<' } })).toMatch(/^<noscript><img src="" alt="T&lt;" \/><\/noscript>.* alt="T&amp;lt;" data-load/);
    expect(render('{v|image a}|{v|image a b}', { v: {} })).toMatch(/class="a".*\|.*class="thumb-image"/);
    expect(render('{v|image}', { v: { componentKey: null } })).toContain('data-component-key="" data-src');
  });
  it('image-meta and image write the component key after the licensed-preview flag', () => {
    const v = { componentKey: 'k', licensedAssetPreview: {} };
    expect(render('{v|image-meta}', { v })).toMatch(/^data-licensed-asset-preview="true" data-component-key="k" data-src=/);
    expect(render('{v|image}', { v })).toContain('data-licensed-asset-preview="true" data-component-key="k" data-src=');
  });
  it('child-image-meta: the item at the parseInt of the argument; cover-image-meta', () => {
    const items = { items: [{ title: 'a' }, { title: 'b' }] };
    expect(['', ' 1.5', ' x', ' -1'].map((arg) => render(`{v|child-image-meta${arg}}`, { v: items }).match(/alt="(.)"/)?.[1] ?? '')).toEqual([
      'a', 'b', '', '',
    ]);
    expect(render('{v|cover-image-meta}|{w|cover-image-meta}', { v: { coverImage: null }, w: {} })).toMatch(/^data-src.* \|$/);
  });
});

describe('sizes and srcset, as the platform (test/diff)', () => {
  it('reads WIDTHxHEIGHT by parseInt around one lower-case x', () => {
    expect(render('{a|width} {b|width} {c|width} {d|width} {e|height} {f|width}', { a: '-800x400', b: '800.5x4', c: 'abcx4', d: '1e3x5', e: '8x-4', f: '800X400' })).toBe(
      '-800 800 NaN 1 -4 ',
    );
  });
  it('resizes with the argument read by parseInt (0 without), and says when there is no size', () => {
    expect(render('{s|resizedHeightForWidth}|{s|resizedHeightForWidth 100.7}|{n|resizedWidthForHeight 10}', { s: '800x400', n: '800' })).toBe(
      "0|50|Invalid source parameter. Pass in 'originalSize'",
    );
    expect(render('{x|squarespaceThumbnailForWidth 300.5} {x|squarespaceThumbnailForWidth x}', {})).toBe('300w 100w');
    expect(render('{s|resizedHeightForWidth 1}', { s: 'the fox' })).toBe('0'); // sides that are no number scale to 0
  });
  it('srcset: entries ending in w as written, the original at the bucket after the last one; a scalar as it is', () => {
    const srcset = (variants: unknown): string => render('{v|image-srcset}', { v: { assetUrl: '/a', systemDataVariants: variants } });
    expect(srcset('100w')).toBe(' srcset="/a?format=100w 100w,/a?format=original 300w"');
    expect(srcset('2500w,100w,x')).toBe(' srcset="/a?format=2500w 2500w,/a?format=100w 100w,/a?format=original 300w"');
    expect(srcset('150w, 350w')).toBe(' srcset="/a?format=150w 150w,/a?format= 350w  350w"');
    expect([srcset(' 100w '), srcset('100x100'), srcset(['100w'])]).toEqual(['', '', '']);
    expect(render('{v|image-srcset}', { v: [1, 2] })).toBe('1,2');
    expect(render('{v|image-srcset|json}|{w|image-srcset|json}', { w: null })).toBe('|null'); // passes through
    // an object without width entries passes through too (as the platform)
    expect(render('{v|image-srcset|json}|{w|image-srcset|json}', { v: {}, w: { systemDataVariants: 'abc' } })).toBe('{}|{"systemDataVariants":"abc"}');
  });
});

describe('image-color, as the platform (test/diff)', () => {
  it('writes the five regions, a region, or says it is not found', () => {
    expect(render('{v|image-color}', { v: { colorData: {} } })).toBe(
      'data-color-topLeft="#" data-color-topRight="#" data-color-bottomLeft="#" data-color-bottomRight="#" data-color-center="#" ',
    );
    expect(render('{v|image-color topLeft}|{v|image-color bogus}|{w|image-color topLeft}', { v: { colorData: { topLeftAverage: 5 } }, w: {} })).toBe(
      '#5|"bogus" not found.|',
    );
    expect(render('{w|image-color|json}', { w: {} })).toBe(''); // no colorData: no value at all
  });
});

describe('image template assertions (docs/behaviour.md §5)', () => {
  const ok = { width: 10, height: 10, loader: 'sqs', src: '/a.jpg', sizes: '100vw' };
  it('accepts valid props', () => {
    expect(assertImageProps(ok)).toEqual([]);
    expect(assertImageProps({ width: 1, height: 1, loader: 'youtube', videoId: 'x', format: 'webp' })).toEqual([]);
  });
  it('reports each broken rule', () => {
    expect(assertImageProps({ ...ok, width: 1.5, height: 0 })).toHaveLength(2);
    expect(assertImageProps({ ...ok, priority: 'urgent' })).toEqual(['priority must be "high", "low" or null.']);
    expect(assertImageProps({ ...ok, format: 'jpg' })).toEqual(['format is only allowed with the vimeo and youtube loaders.']);
    expect(assertImageProps({ width: 1, height: 1, loader: 'youtube' })).toEqual(['videoId is required with the youtube loader.']);
    expect(assertImageProps({ ...ok, srcset: 'x' })).toEqual(['srcset is only allowed with the raw loader.']);
    expect(assertImageProps({ ...ok, sizes: undefined })).toEqual(['sizes is required with the sqs loader.']);
    expect(assertImageProps({ ...ok, src: '' })).toEqual(['src is required.']);
  });
});

describe('video, as the platform (test/diff)', () => {
  it('audio-player writes a list as a template writes it', () => {
    expect(render('{v|audio-player}', { v: { id: ['a'], structuredContent: { audioAssetUrl: ['/x.mp3'] } } })).toContain(
      'data-audio-asset-url="/x.mp3" data-item-id="a" id="audio-player-a"',
    );
  });
  it('overlay and thumbnail by template truth; the thumbnail waits for the loader; every colour once there is colorData', () => {
    const out = render('{v|video color-data}', { v: { overlay: 1, mainImageId: 5, mediaFocalPoint: { x: '1' }, colorData: { topLeftAverage: '1' } } });
    expect(out).toContain(
      '<img data-load="false" data-src="" data-image-dimensions="" data-image-focal-point="1,0" data-color-topleft="#1" ' +
        'data-color-topright="#" data-color-bottomleft="#" data-color-bottomright="#" data-color-center="#" />',
    );
    expect(render('{v|video color-data}', { v: { overlay: 'true', mainImageId: 'm' } })).toContain('data-image-focal-point="0.5,0.5" />');
    expect(render('{v|video}', { v: { overlay: true, systemDataId: 's' } })).toContain('<img data-load="false"'); // a system data id is a thumbnail too
  });
});
