import { readCookie } from '../state/cookies';
import { isTrackingId } from '../state/visitor';

/**
 * Writing, deleting and keeping the tracking cookies (SPEC.md 4): whole site, SameSite=Lax,
 * Secure on https. Never throws (sandboxed frames refuse document.cookie).
 */
export const writeCookie = (name: string, value: string, maxAgeSeconds: number | null): void => {
  try {
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    const age = maxAgeSeconds === null ? '' : `; Max-Age=${maxAgeSeconds}`;
    document.cookie = `${name}=${encodeURIComponent(value)}; Path=/${age}; SameSite=Lax${secure}`;
  } catch {
    /* cookies unavailable: the visit is not remembered */
  }
};

/** A negative Max-Age: the browser drops the cookie (RFC 6265; happy-dom keeps it on 0). */
export const deleteCookie = (name: string): void => writeCookie(name, '', -1);

/** The id a cookie holds, or a fresh one when it holds none, written back with its lifetime (null: a session cookie). */
export const keptId = (name: string, maxAgeSeconds: number | null): string => {
  const known = readCookie(name);
  const id = isTrackingId(known) ? known : newId();
  writeCookie(name, id, maxAgeSeconds);
  return id;
};

/** A fresh random id (not a secret: it only tells visits apart). */
export const newId = (): string => Date.now().toString(36) + Math.random().toString(36).slice(2, 12);
