/**
 * The format a browser gets (the `Accept` header): AVIF when it says it takes AVIF, else
 * WebP when it takes WebP, else JPEG, which every browser shows. A type with `q=0` is refused.
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
  if (types.has('image/avif')) return 'avif';
  if (types.has('image/webp')) return 'webp';
  return 'jpeg';
}
