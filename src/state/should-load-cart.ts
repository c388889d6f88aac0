import { CART_COOKIE, HAS_CART_COOKIE, SITE_USER_COOKIE } from '../contract/constants';
import { documentCookie, readCookie } from './cookies';
import { parseSiteUser } from './site-user';

/** A reader of the cookies in one `document.cookie` string. */
const cookiesOf = (source: string) => (name: string) => readCookie(name, source);

/**
 * docs/behaviour.md §4 "Cart loading and pill": the cart is loaded only if the user is
 * authenticated (SiteUserInfo cookie), or the has-cart cookie equals true, or a cart
 * cookie exists. Otherwise add-to-cart buttons are simply made visible. `document.cookie`
 * is read once (each read asks the browser's cookie store).
 */
export const shouldLoadCart = (read: (name: string) => string | null = cookiesOf(documentCookie())): boolean =>
  isSignedIn(read(SITE_USER_COOKIE)) || read(HAS_CART_COOKIE) === 'true' || read(CART_COOKIE) !== null;

/** docs/behaviour.md §3: the SiteUserInfo cookie holds `authenticated` and `siteUserId` (JSON). */
export const isSignedIn = (siteUserInfo: string | null): boolean => parseSiteUser(siteUserInfo)?.authenticated === true;
