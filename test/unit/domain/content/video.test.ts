import { describe, expect, it } from 'vitest';
import { oembedPlayerUrl } from '../../../../src/domain/images/video.js';

describe('video items: the oEmbed player URL', () => {
  it('takes the iframe src when it is https or a path on the site', () => {
    expect(oembedPlayerUrl('<iframe width="640" src="https://www.youtube.com/embed/abc?feature=oembed&amp;rel=0" allowfullscreen></iframe>')).toBe(
      'https://www.youtube.com/embed/abc?feature=oembed&rel=0',
    );
    expect(oembedPlayerUrl("<iframe src='/videos/a.html'></iframe>")).toBe('/videos/a.html');
  });
  it('refuses anything else', () => {
    for (const html of [
      '<iframe src="javascript:alert(1)"></iframe>',
      '<iframe src="http://insecure.test/v"></iframe>',
      '<iframe src="//evil.test/v"></iframe>',
      '<iframe data-src="https://a.test/v"></iframe>',
      '<script src="https://a.test/v.js"></script>',
      '',
      undefined,
    ])
      expect(oembedPlayerUrl(html)).toBeUndefined();
  });
});
