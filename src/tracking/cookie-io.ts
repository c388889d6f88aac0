import { readCookie } from '../state/cookies';

/**
 * Writing and deleting the tracking cookies (SPEC.md 4): whole site, SameSite=Lax,
 * Secure on https. Never throws (sandboxed frames refuse document.cookie).
 */
export const writeCookie = (name: string, value: string, maxAgeSeconds: number | null): void => {
  try {
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    const age = maxAgeSeconds === null ? '' : maxAgeSeconds > 0 ? `; Max-Age=${maxAgeSeconds}` : '; Expires=Thu, 01 Jan 1970 00:00:00 GMT';
    document.cookie = `${name}=${encodeURIComponent(value)}; Path=/${age}; SameSite=Lax${secure}`;
  } catch {
    /* cookies unavailable: the visit is not remembered */
  }
};

export const deleteCookie = (name: string): void => {
  if (readCookie(name) !== null) writeCookie(name, '', 0);
};

/** A fresh random id (not a secret: it only tells visits apart). */
export const newId = (): string => Date.now().toString(36) + Math.random().toString(36).slice(2, 12);
