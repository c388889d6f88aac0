import { describe, expect, it } from 'vitest';
import { imageAltText, stripTags } from '../../../../src/domain/images/alt-text.js';
import { colorDataAttributes, regionColor } from '../../../../src/site/content/images/color-data.js';
import { focalPoint, focalPointText } from '../../../../src/domain/images/focal-point.js';
import { hasOriginalSize, imageMeta } from '../../../../src/site/content/images/meta.js';
import { heightForWidth, parseSize, widthForHeight } from '../../../../src/domain/images/size.js';
import { srcsetCandidates } from '../../../../src/domain/images/srcset.js';
import { assertImageProps } from '../../../../src/domain/images/template-assertions.js';
import { IMAGE_WIDTH_BUCKETS, imageWidthBucket } from '../../../../src/domain/images/width-bucket.js';

const attr = (s: string): string => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

describe('imageWidthBucket', () => {
  it('picks the bucket above each threshold (SPEC.md 9)', () => {
    expect([0, 100, 101, 300, 301, 500, 501, 750, 751, 1000, 1001, 5000].map(imageWidthBucket)).toEqual([
      '100w', '100w', '300w', '300w', '500w', '500w', '750w', '750w', '1000w', '1000w', '1500w', '1500w',
    ]);
    expect(IMAGE_WIDTH_BUCKETS).toEqual([100, 300, 500, 750, 1000, 1500, 2500]);
  });
});

describe('sizes', () => {
  it('parses WIDTHxHEIGHT and refuses anything else', () => {
    expect(parseSize('800x400')).toEqual({ width: 800, height: 400 });
    expect(parseSize('800')).toBeUndefined();
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

describe('image meta', () => {
  it('needs an originalSize', () => {
    expect(hasOriginalSize({ originalSize: '10x10' })).toBe(true);
    expect(imageMeta({ assetUrl: '/a.jpg' }, attr)).toEqual({
      ok: false,
      message: "Invalid source parameter. Pass in 'originalSize'.",
    });
  });
  it('escapes attribute values', () => {
    const meta = imageMeta({ originalSize: '1x1', assetUrl: '/a.jpg', title: 'a "b"' }, attr);
    expect(meta.ok && meta.attributes).toContain('alt="a &quot;b&quot;"');
  });
});

describe('srcset', () => {
  it('lists width variants and serves the original at 2500w when the variants stop short', () => {
    expect(srcsetCandidates('/a.jpg', ['1500x983', '100w', '1500w'])).toBe(
      '/a.jpg?format=100w 100w,/a.jpg?format=1500w 1500w,/a.jpg?format=original 2500w',
    );
    expect(srcsetCandidates('/a.jpg', ['150w'])).toBe('/a.jpg?format=150w 150w');
  });
});

describe('colour data', () => {
  it('prefixes #, skips missing regions', () => {
    const image = { colorData: { topLeftAverage: '111', centerAverage: 'abcdef' } };
    expect(regionColor(image, 'topLeft')).toBe('#111');
    expect(regionColor(image, 'bottomLeft')).toBeUndefined();
    expect(colorDataAttributes(image, attr)).toBe('data-color-topleft="#111" data-color-center="#abcdef"');
  });
});

describe('image template assertions (SPEC.md 5)', () => {
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
