import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GALLERY_RANGES, cssAspectRatio, parseGallerySettings } from '../../../../src/domain/gallery/settings.js';

describe('gallery settings (docs/behaviour.md §3, 9)', () => {
  it('gives every default for missing settings', () => {
    const { settings, warnings } = parseGallerySettings({});
    expect(warnings).toEqual([]);
    expect(settings).toMatchObject({
      design: 'grid',
      'aspect-ratio': '1:1',
      'autoplay-duration': 5,
      'thumbnail-strip-height': 80,
      'thumbnail-strip-margin': 20,
      'thumbnails-per-row': 4,
      padding: 20,
      'max-width': 300,
      autoplay: false,
      lightbox: false,
      newWindow: false,
    });
  });

  it.each([
    ['autoplay-duration', 1, 10, 5],
    ['thumbnail-strip-height', 0, 200, 80],
    ['thumbnail-strip-margin', 0, 60, 20],
    ['thumbnails-per-row', 1, 10, 4],
    ['padding', 0, 50, 20],
    ['max-width', 100, 300, 300],
  ] as const)('%s: keeps %d and %d, clamps beyond, defaults to %d', (name, min, max, fallback) => {
    expect(GALLERY_RANGES[name]).toEqual([min, max, fallback]);
    const at = (v: unknown) => parseGallerySettings({ [name]: v });
    expect(at(min).settings[name]).toBe(min);
    expect(at(max).settings[name]).toBe(max);
    expect(at(min).warnings).toEqual([]);
    expect(at(min - 1).settings[name]).toBe(min);
    expect(at(min - 1).warnings[0]).toContain(`${name}: ${min - 1} is outside ${min} to ${max}`);
    expect(at(max + 0.5).settings[name]).toBe(max);
    expect(at(String(max)).settings[name]).toBe(max);
    expect(at('beaucoup').settings[name]).toBe(fallback);
    expect(at('beaucoup').warnings).toHaveLength(1);
    expect(at(null).settings[name]).toBe(fallback);
  });

  it('accepts each design, meta position and alignment, and falls back with a warning otherwise', () => {
    for (const design of ['grid', 'slideshow', 'slider', 'stacked']) expect(parseGallerySettings({ design }).settings.design).toBe(design);
    const bad = parseGallerySettings({ design: 'carousel', 'meta-position': 'middle', 'active-alignment': 'top', lightboxTheme: 'blue' });
    expect(bad.settings).toMatchObject({ design: 'grid', 'meta-position': 'bottom-left', 'active-alignment': 'center', lightboxTheme: 'dark' });
    expect(bad.warnings).toHaveLength(4);
    expect(parseGallerySettings({ 'meta-position': 'top-right', 'active-alignment': 'left' }).settings).toMatchObject({ 'meta-position': 'top-right', 'active-alignment': 'left' });
  });

  it('reads flags as booleans (or "true"/"false") and warns on anything else', () => {
    expect(parseGallerySettings({ autoplay: true, controls: 'true', indicators: 'false' }).settings).toMatchObject({ autoplay: true, controls: true, indicators: false });
    const r = parseGallerySettings({ thumbnails: 1 });
    expect(r.settings.thumbnails).toBe(false);
    expect(r.warnings).toEqual(['thumbnails: expected true or false; using false.']);
  });

  it('takes square or W:H as the aspect ratio', () => {
    expect(parseGallerySettings({ 'aspect-ratio': 'square' }).settings['aspect-ratio']).toBe('1:1');
    expect(parseGallerySettings({ 'aspect-ratio': '16:9' }).settings['aspect-ratio']).toBe('16:9');
    expect(parseGallerySettings({ 'aspect-ratio': '0:9' }).warnings).toHaveLength(1);
    expect(parseGallerySettings({ 'aspect-ratio': 'large' }).settings['aspect-ratio']).toBe('1:1');
    expect(cssAspectRatio('16:9')).toBe('16 / 9');
  });

  it('falls back to every default, with a warning, when the settings are not an object', () => {
    for (const raw of [null, [], 'grid', 3]) {
      const r = parseGallerySettings(raw);
      expect(r.settings.design).toBe('grid');
      expect(r.warnings[0]).toBe('settings: expected an object; using the defaults.');
    }
  });

  it('always answers numbers within their ranges, whatever the input', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(GALLERY_RANGES)), fc.oneof(fc.double(), fc.string(), fc.integer())), (raw) => {
        const { settings } = parseGallerySettings(raw);
        for (const [name, [min, max]] of Object.entries(GALLERY_RANGES)) {
          const v = settings[name as keyof typeof GALLERY_RANGES];
          expect(v >= min && v <= max).toBe(true);
        }
      }),
    );
  });
});
