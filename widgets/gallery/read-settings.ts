import { type GallerySettings, parseGallerySettings } from '../../src/domain/gallery/settings';

/**
 * The gallery block's settings from its JSON (`<script type="application/json"
 * data-storefront-json>`), through the shared parser (src/domain/gallery/settings.ts).
 * Malformed JSON or wrong values never stop the gallery: it falls back to the defaults
 * and says so in one console warning naming the block.
 */
export const readGallerySettings = (root: HTMLElement): GallerySettings => {
  const script = root.querySelector('script[data-storefront-json]');
  let raw: unknown;
  const problems: string[] = [];
  try {
    raw = script ? JSON.parse(script.textContent || 'null') : undefined;
  } catch (error) {
    problems.push(`its settings JSON is malformed (${error instanceof Error ? error.message : String(error)}); using the defaults.`);
  }
  const { settings, warnings } = parseGallerySettings(raw);
  problems.push(...warnings);
  if (problems.length) console.warn(`[storefront] <${root.tagName.toLowerCase()} data-storefront="gallery">: ${problems.join(' ')}`, root);
  return settings;
};
