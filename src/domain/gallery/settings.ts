/**
 * Gallery block settings (docs/behaviour.md §3 "Gallery block settings", 9 gallery ranges): the
 * one parser the gallery widget, the gallery predicates' example data and the tests
 * share. Every field has a default; a wrong value falls back to it (numbers out of
 * range are clamped) and is named in `warnings`.
 */
import { isRecord } from '../json';
import {
  GALLERY_ACTIVE_ALIGNMENTS,
  GALLERY_BOOLEAN_OPTIONS,
  GALLERY_DESIGNS,
  GALLERY_META_POSITIONS,
} from '../content/enums';

export type GalleryDesign = (typeof GALLERY_DESIGNS)[number];
export type GalleryMetaPosition = (typeof GALLERY_META_POSITIONS)[number];
export type GalleryAlignment = (typeof GALLERY_ACTIVE_ALIGNMENTS)[number];
export type GalleryFlag = (typeof GALLERY_BOOLEAN_OPTIONS)[number];

/** Numeric settings: [min, max, default] (docs/behaviour.md §9). */
export const GALLERY_RANGES = Object.freeze({
  'autoplay-duration': [1, 10, 5],
  'thumbnail-strip-height': [0, 200, 80],
  'thumbnail-strip-margin': [0, 60, 20],
  'thumbnails-per-row': [1, 10, 4],
  padding: [0, 50, 20],
  'max-width': [100, 300, 300],
} as const);
export type GalleryNumber = keyof typeof GALLERY_RANGES;

export const GALLERY_LIGHTBOX_THEMES = Object.freeze(['light', 'dark'] as const);
export type GalleryLightboxTheme = (typeof GALLERY_LIGHTBOX_THEMES)[number];

export type GallerySettings = {
  readonly design: GalleryDesign;
  readonly 'meta-position': GalleryMetaPosition;
  readonly 'active-alignment': GalleryAlignment;
  /** `W:H` (e.g. `16:9`), default `1:1` (square). */
  readonly 'aspect-ratio': string;
  readonly lightboxTheme: GalleryLightboxTheme;
} & { readonly [F in GalleryFlag]: boolean } & { readonly [N in GalleryNumber]: number };

export interface ParsedGallerySettings {
  readonly settings: GallerySettings;
  /** One line per setting that fell back to its default or was clamped. */
  readonly warnings: readonly string[];
}

const ASPECT_RATIO = /^\d+(?:\.\d+)?:\d+(?:\.\d+)?$/;

function pick<T extends string>(raw: unknown, list: readonly T[], fallback: T, name: string, warnings: string[]): T {
  if (raw === undefined) return fallback;
  if (typeof raw === 'string' && (list as readonly string[]).includes(raw)) return raw as T;
  warnings.push(`${name}: expected one of ${list.join(', ')}; using "${fallback}".`);
  return fallback;
}

function ranged(raw: unknown, name: GalleryNumber, warnings: string[]): number {
  const [min, max, fallback] = GALLERY_RANGES[name];
  if (raw === undefined) return fallback;
  const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  if (typeof n !== 'number' || !Number.isFinite(n)) {
    warnings.push(`${name}: expected a number from ${min} to ${max}; using ${fallback}.`);
    return fallback;
  }
  const clamped = Math.min(max, Math.max(min, n));
  if (clamped !== n) warnings.push(`${name}: ${n} is outside ${min} to ${max}; using ${clamped}.`);
  return clamped;
}

function flag(raw: unknown, name: string, warnings: string[]): boolean {
  if (raw === undefined || raw === false || raw === 'false') return false;
  if (raw === true || raw === 'true') return true;
  warnings.push(`${name}: expected true or false; using false.`);
  return false;
}

/** The settings of a gallery block from its JSON; anything not an object gives every default. */
export function parseGallerySettings(raw: unknown): ParsedGallerySettings {
  const warnings: string[] = [];
  if (raw !== undefined && !isRecord(raw)) warnings.push('settings: expected an object; using the defaults.');
  const o = isRecord(raw) ? raw : {};
  const ratio = o['aspect-ratio'];
  let aspectRatio = '1:1';
  if (ratio !== undefined && ratio !== 'square') {
    if (typeof ratio === 'string' && ASPECT_RATIO.test(ratio) && !/(^|:)0+(\.0+)?(:|$)/.test(ratio)) aspectRatio = ratio;
    else warnings.push('aspect-ratio: expected "square" or W:H; using square.');
  }
  const flags = Object.fromEntries(GALLERY_BOOLEAN_OPTIONS.map((f) => [f, flag(o[f], f, warnings)]));
  const numbers = Object.fromEntries(
    (Object.keys(GALLERY_RANGES) as GalleryNumber[]).map((n) => [n, ranged(o[n], n, warnings)]),
  );
  const settings = {
    design: pick(o.design, GALLERY_DESIGNS, 'grid', 'design', warnings),
    'meta-position': pick(o['meta-position'], GALLERY_META_POSITIONS, 'bottom-left', 'meta-position', warnings),
    'active-alignment': pick(o['active-alignment'], GALLERY_ACTIVE_ALIGNMENTS, 'center', 'active-alignment', warnings),
    'aspect-ratio': aspectRatio,
    lightboxTheme: pick(o.lightboxTheme, GALLERY_LIGHTBOX_THEMES, 'dark', 'lightboxTheme', warnings),
    ...flags,
    ...numbers,
  } as GallerySettings;
  return { settings, warnings };
}

/** `W:H` as a CSS aspect-ratio value (`16 / 9`). */
export function cssAspectRatio(ratio: string): string {
  return ratio.replace(':', ' / ');
}
