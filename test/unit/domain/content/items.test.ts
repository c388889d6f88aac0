import { describe, expect, it } from 'vitest';
import { commentCountText, commentsShown, disqusShortname } from '../../../../src/domain/content/comments.js';
import { isClickable } from '../../../../src/domain/content/items.js';
import { shareLinks, shareServices } from '../../../../src/domain/content/share.js';
import { socialUserName, twitterLinkParts } from '../../../../src/domain/content/social.js';
import { activateTwitterLinks } from '../../../../src/site/content/social/twitter-links.js';

describe('comment wording and show/hide rules', () => {
  it('words 0, 1 and N', () => {
    expect([0, 1, 2, 17].map(commentCountText)).toEqual(['No Comments', '1 Comment', '2 Comments', '17 Comments']);
  });
  it('shows comments when open or counted, never when comments are disabled', () => {
    const on = { commentsEnabled: true };
    expect(commentsShown({ commentState: 1, publicCommentCount: 0 }, on)).toBe(true);
    expect(commentsShown({ commentState: 2, publicCommentCount: 1 }, on)).toBe(true);
    expect(commentsShown({ commentState: 0, publicCommentCount: 0 }, on)).toBe(false);
    expect(commentsShown({ commentState: 1, publicCommentCount: 4 }, { commentsEnabled: false })).toBe(false);
    expect(commentsShown({ commentState: 1 }, {})).toBe(false);
    // no website settings known: the item's own state decides
    expect(commentsShown({ commentState: '1' }, undefined)).toBe(true);
  });
  it('reads the external provider under either spelling', () => {
    expect(disqusShortname({ disqusShortname: ' site ' })).toBe('site');
    expect(disqusShortname({ disqusShortName: 'autre' })).toBe('autre');
    expect(disqusShortname({ disqusShortname: 'a', disqusShortName: 'b' })).toBe('a');
    expect(disqusShortname({})).toBe('');
  });
});

describe('clickable rule by folder behaviour (index 1, redirect 2, none 3)', () => {
  it('links unless the behaviour is none', () => {
    expect([undefined, 1, 2, '1', true, 1.0, '2'].map(isClickable)).toEqual(Array(7).fill(true));
    // the code read as the platform reads numbers (test/diff): null is 0, "x" NaN
    expect([3, 4, null, false, 'x', -1].map(isClickable)).toEqual(Array(6).fill(false));
  });
});

describe('social accounts and Twitter links', () => {
  it('falls back to the last segment of the profile URL', () => {
    expect(socialUserName({ userName: 'atelier' })).toBe('atelier');
    expect(socialUserName({ userName: ' ', profileUrl: 'https://twitter.com/atelier_lin/?ref=x' })).toBe('atelier_lin');
    expect(socialUserName({})).toBe('');
  });
  it('links @names to the profile and #tags to the hashtag search, leaving the rest as text', () => {
    expect(twitterLinkParts('Merci @atelier pour #lin, mail a@b.fr')).toEqual([
      { text: 'Merci ' },
      { text: '@atelier', href: 'https://twitter.com/atelier/' },
      { text: ' pour ' },
      { text: '#lin', href: 'https://twitter.com/hashtag/lin?src=hash' },
      { text: ', mail a@b.fr' },
    ]);
    expect(twitterLinkParts('')).toEqual([]);
  });
  it('is the split the activate-twitter-links formatter writes', () => {
    expect(activateTwitterLinks('@a #b')).toBe('<a target="new" href="https://twitter.com/a/">@a</a> <a target="new" href="https://twitter.com/hashtag/b?src=hash">#b</a>');
  });
});

describe('share buttons', () => {
  const target = { url: 'https://example.test/blog/un post', title: 'Un & deux' };
  it('keeps the enabled services in a fixed order, from a list or a map', () => {
    expect(shareServices(['email', 'Facebook', 'myspace'])).toEqual(['facebook', 'email']);
    expect(shareServices({ twitter: true, pinterest: false, linkedin: true })).toEqual(['twitter', 'linkedin']);
    expect(shareServices(undefined)).toEqual([]);
  });
  it('builds encoded links', () => {
    const [fb, mail] = shareLinks(['facebook', 'email'], target);
    expect(fb).toEqual({ service: 'facebook', href: 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fexample.test%2Fblog%2Fun%20post' });
    expect(mail!.href).toBe('mailto:?subject=Un%20%26%20deux&body=https%3A%2F%2Fexample.test%2Fblog%2Fun%20post');
    expect(shareLinks(['pinterest'], { ...target, imageUrl: 'https://i/x.jpg' })[0]!.href).toContain('&media=https%3A%2F%2Fi%2Fx.jpg');
  });
});
