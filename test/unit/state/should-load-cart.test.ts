import { describe, expect, it } from 'vitest';
import { isSignedIn, shouldLoadCart } from '../../../src/state/should-load-cart';
import { readCookie } from '../../../src/state/cookies';

const jar = (cookies: string) => (name: string) => readCookie(name, cookies);

describe('shouldLoadCart (docs/behaviour.md §4 "Cart loading and pill")', () => {
  it.each([
    ['', false],
    ['hasCart=false', false],
    ['hasCart=true', true],
    ['CART=abc', true],
    ['SiteUserInfo=' + encodeURIComponent('{"authenticated":true,"siteUserId":"u1"}'), true],
    ['SiteUserInfo=' + encodeURIComponent('{"authenticated":false}'), false],
    ['SiteUserInfo=not-json', false],
    ['other=1; CART=x', true],
  ])('%s -> %s', (cookies, expected) => {
    expect(shouldLoadCart(jar(cookies))).toBe(expected);
  });

  it('reads SiteUserInfo only when authenticated is exactly true', () => {
    expect(isSignedIn('{"authenticated":"true"}')).toBe(false);
    expect(isSignedIn(null)).toBe(false);
  });
});

describe('readCookie', () => {
  it('finds a cookie among others, decoding it', () => {
    expect(readCookie('b', 'a=1; b=x%20y; c=3')).toBe('x y');
    expect(readCookie('d', 'a=1')).toBeNull();
    expect(readCookie('a', 'a=%E0%A4%A')).toBe('%E0%A4%A');
  });
});
