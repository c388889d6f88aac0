import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { Context } from 'hono';

/** Content types of the files the backend serves from DIST_DIR and PAGES_DIR. */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

export const contentType = (file: string): string => TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';

/**
 * The file `relative` under `root`, or null when it is missing, not a file, outside
 * `root` (`..`, absolute paths, encoded slashes) or hidden (a segment starting with `.`).
 * `no-cache` with Last-Modified: the browser revalidates, so a change shows at once.
 */
export async function serveFile(c: Context, root: string, relative: string): Promise<Response | null> {
  const base = resolve(root);
  if (relative.split(/[\\/]/).some((part) => part.startsWith('.'))) return null;
  const file = resolve(base, relative);
  if (!file.startsWith(base + sep)) return null;
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return null;
  const headers = {
    'Content-Type': contentType(file),
    'Cache-Control': 'no-cache',
    'Last-Modified': info.mtime.toUTCString(),
    'X-Content-Type-Options': 'nosniff',
  };
  const since = c.req.header('If-Modified-Since');
  if (since && Date.parse(since) >= Math.floor(info.mtimeMs / 1000) * 1000) return c.body(null, 304, headers);
  return c.body(new Uint8Array(await readFile(file)), 200, headers);
}

/** The request path after `prefix`, URL-decoded; null when it cannot be decoded. */
export const pathAfter = (c: Context, prefix: string): string | null => {
  try {
    return decodeURIComponent(c.req.path.slice(prefix.length));
  } catch {
    return null;
  }
};
