import { describe, expect, it } from 'vitest';
import { ALT_BODY_MAX, imageAltText } from '../../../../src/domain/images/alt-text.js';
import { focalObjectPosition, parseFocalPointText } from '../../../../src/domain/images/focal-position.js';
import { focalPoint } from '../../../../src/domain/images/focal-point.js';
import { responsiveImage } from '../../../../src/domain/images/responsive.js';
import { srcsetCandidates } from '../../../../src/domain/images/srcset.js';
import { ImagePropsError, assertValidImageProps } from '../../../../src/domain/images/template-assertions.js';
import { imageWidthBucket } from '../../../../src/domain/images/width-bucket.js';

describe('width buckets at their limits (docs/behaviour.md §9)', () => {
  it.each([
    [99, '100w'], [100, '100w'], [101, '300w'],
    [300, '300w'], [301, '500w'],
    [500, '500w'], [501, '750w'],
    [750, '750w'], [751, '1000w'],
    [1000, '1000w'], [1001, '1500w'],
  ])('%d px gives %s', (width, bucket) => expect(imageWidthBucket(width)).toBe(bucket));
});

describe('alt text fallback', () => {
  const body = (n: number) => `<p>${'a'.repeat(n)}</p>`;
  it('cuts the stripped body at exactly 250 characters', () => {
    expect(ALT_BODY_MAX).toBe(250);
    // "<p>" becomes one space, so 249 letters + the space fill 250 characters
    expect(imageAltText({ body: body(249) })).toBe(` ${'a'.repeat(249)}`);
    expect(imageAltText({ body: body(300) })).toHaveLength(250);
    expect(imageAltText({ body: 'x'.repeat(250) })).toHaveLength(250);
    expect(imageAltText({ body: 'x'.repeat(251) })).toHaveLength(250);
  });
  it('takes the title first, the body next, the file name last', () => {
    expect(imageAltText({ title: 'Titre', body: 'Corps', filename: 'f.jpg' })).toBe('Titre');
    expect(imageAltText({ title: '', body: '<b>Corps</b>', filename: 'f.jpg' })).toBe(' Corps ');
    expect(imageAltText({ title: '', body: '', filename: 'f.jpg' })).toBe('f.jpg');
    expect(imageAltText({})).toBe('');
  });
});

describe('focal point', () => {
  it('reads x,y from the markup and keeps each part within 0..1, else 0.5', () => {
    expect(parseFocalPointText('0.2,0.8')).toEqual({ x: 0.2, y: 0.8 });
    expect(parseFocalPointText('0,1')).toEqual({ x: 0, y: 1 });
    expect(parseFocalPointText('-0.1,1.1')).toEqual({ x: 0.5, y: 0.5 });
    expect(parseFocalPointText('a,')).toEqual({ x: 0.5, y: 0.5 });
    expect(parseFocalPointText(null)).toEqual({ x: 0.5, y: 0.5 });
  });
  it('crops around it with object-position', () => {
    expect(focalObjectPosition({ x: 0.3, y: 0.45 })).toBe('30% 45%');
    expect(focalObjectPosition(focalPoint({}))).toBe('50% 50%');
  });
});

describe('responsive image', () => {
  const variants = '100w,300w,500w,750w,1000w,1500w,1600x1067,';
  it('picks the bucket of the display width times the pixel ratio', () => {
    const r = responsiveImage({ assetUrl: '/i.jpg', variants, displayWidth: 320, focalPoint: { x: 0.5, y: 0.2 } });
    expect(r).toEqual({
      src: '/i.jpg?format=500w',
      srcset: srcsetCandidates('/i.jpg', variants),
      sizes: '320px',
      objectPosition: '50% 20%',
    });
    expect(responsiveImage({ assetUrl: '/i.jpg', variants, displayWidth: 320, focalPoint: { x: 0.5, y: 0.5 }, pixelRatio: 2 }).src).toBe('/i.jpg?format=750w');
    expect(responsiveImage({ assetUrl: '/i.jpg', variants, displayWidth: 100, focalPoint: { x: 0.5, y: 0.5 } }).src).toBe('/i.jpg?format=100w');
    expect(responsiveImage({ assetUrl: '/i.jpg', variants, displayWidth: 100.2, focalPoint: { x: 0.5, y: 0.5 } }).src).toBe('/i.jpg?format=300w');
  });
  it('serves the original at the bucket after the last width entry, as the image-srcset formatter', () => {
    expect(srcsetCandidates('/i.jpg', variants).split(',').at(-1)).toBe('/i.jpg?format=original 2500w');
    expect(srcsetCandidates('/i.jpg', '100w,300w,500w,1500x983').split(',').at(-1)).toBe('/i.jpg?format=original 750w');
    expect(srcsetCandidates('/i.jpg', '')).toBe('');
    expect(srcsetCandidates('/i.jpg', undefined)).toBe('');
  });
});

describe('image template assertions as a clear error (docs/behaviour.md §5)', () => {
  it('passes valid props', () => {
    expect(() => assertValidImageProps({ width: 10, height: 5, loader: 'sqs', src: '/a.jpg', sizes: '100vw', priority: null })).not.toThrow();
    expect(() => assertValidImageProps({ width: 1, height: 1, loader: 'youtube', videoId: 'x', format: 'webp' })).not.toThrow();
    expect(() => assertValidImageProps({ width: 1, height: 1, loader: 'raw', src: '/a.jpg', srcset: '/a.jpg 1x' })).not.toThrow();
  });
  it('names every failed check', () => {
    let error: unknown;
    try {
      assertValidImageProps({ width: 0, height: 2.5, loader: 'sqs', format: 'jpg', srcset: 'x', priority: 'auto' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ImagePropsError);
    expect((error as ImagePropsError).problems).toEqual([
      'width must be a positive integer.',
      'height must be a positive integer.',
      'priority must be "high", "low" or null.',
      'format is only allowed with the vimeo and youtube loaders.',
      'src is required.',
      'srcset is only allowed with the raw loader.',
      'sizes is required with the sqs loader.',
    ]);
    expect((error as Error).message).toMatch(/^Invalid image props:\n- width must be a positive integer\./);
    expect(() => assertValidImageProps({ width: 1, height: 1, loader: 'youtube' })).toThrow('videoId is required with the youtube loader.');
    expect(() => assertValidImageProps({ width: 1, height: 1, loader: 'vimeo', src: 'v', format: 'png' })).toThrow('format must be jpg or webp.');
    expect(() => assertValidImageProps({ width: 1, height: 1, loader: 'cdn', src: 'v' })).toThrow('loader must be one of sqs, raw, vimeo, youtube.');
  });
});

describe('image model (docs/behaviour.md §3)', () => {
  it('reads size, focal point, colours, variants and alt text with the shared rules', async () => {
    const { readImage } = await import('../../../../src/domain/images/model.js');
    expect(
      readImage({
        assetUrl: '/a.jpg',
        originalSize: '1500x983',
        mediaFocalPoint: { x: '0.25' },
        colorData: { centerAverage: 'aabbcc', topLeftAverage: '#112233', bogusAverage: 'fff' },
        systemDataVariants: '300w,1500x983',
        body: '<p>Corps</p>',
      }),
    ).toEqual({
      assetUrl: '/a.jpg',
      size: { width: 1500, height: 983 },
      focalPoint: { x: 0.25, y: 0.5 },
      colors: { topLeft: '#112233', center: '#aabbcc' },
      variants: ['300w'], // the width entries, as the image-srcset formatter reads them
      alt: ' Corps ',
    });
    expect(readImage({ assetUrl: '/a.jpg', originalSize: '15x' })!.size).toEqual({ width: 15, height: NaN }); // as the width and height formatters
    expect(readImage({ assetUrl: '/a.jpg', originalSize: '15' })!.size).toBeUndefined();
    expect(readImage({ assetUrl: '/a.jpg', altText: '', title: 'T' }, true)!.alt).toBe('');
    expect(readImage({ originalSize: '1x1' })).toBeUndefined();
  });
});
