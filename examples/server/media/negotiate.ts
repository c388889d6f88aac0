/**
 * The format a browser gets (the `Accept` header): WebP when it says it takes WebP, else
 * AVIF when it takes AVIF, else JPEG, which every browser shows. A type with `q=0` is
 * refused. WebP before AVIF: every browser that takes AVIF takes WebP, and WebP encodes
 * some ten times faster, so a fresh data folder's first pages come quickly; at these
 * pictures' flat colours AVIF saves little (about a fifth of a few kilobytes).
 */
import type { MediaFormat } from './render.js';

export function acceptedTypes(accept: string | undefined): Set<string> {
  const types = new Set<string>();
  for (const part of (accept ?? '').split(',')) {
    const [type, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    if (type && !(q !== undefined && Number(q.slice(2)) === 0)) types.add(type);
  }
  return types;
}

export function negotiateFormat(accept: string | undefined): MediaFormat {
  const types = acceptedTypes(accept);
  if (types.has('image/webp')) return 'webp';
  if (types.has('image/avif')) return 'avif';
  return 'jpeg';
}
