/** Reading the cookies the storefront rules depend on. Never throws. */
export const readCookie = (name: string, source: string = documentCookie()): string | null => {
  for (const part of source.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      const raw = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return null;
};

/** `document.cookie`, or '' where it cannot be read. */
export function documentCookie(): string {
  try {
    return typeof document === 'undefined' ? '' : document.cookie;
  } catch {
    return ''; // sandboxed frames throw on document.cookie
  }
}

/** Whether the browser accepts cookies at all (docs/behaviour.md §8: the cookies-disabled message). */
export const cookiesEnabled = (): boolean => {
  try {
    return typeof navigator === 'undefined' || navigator.cookieEnabled !== false;
  } catch {
    return false;
  }
};
