/**
 * The example content's images: small SVGs drawn on the fly, so the example pages
 * need no binary files and stay within their CSP (img-src 'self'). `?format=300w`
 * answers an image that many pixels wide, `?format=original` the original size, as the
 * platform's image service does (docs/behaviour.md §3 "Images", 9 width buckets).
 */
export interface ExampleImage {
  readonly name: string;
  readonly width: number;
  readonly height: number;
  /** Background colour, `rrggbb`. */
  readonly color: string;
  readonly label: string;
}

const WIDTH_FORMAT = /^(\d{2,4})w$/;

/** The width asked for by `format`, bounded by the original width. */
export function formatWidth(image: ExampleImage, format: string | undefined): number {
  const m = WIDTH_FORMAT.exec(format ?? '');
  return m ? Math.min(image.width, Number(m[1])) : image.width;
}

const xml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function imageSvg(image: ExampleImage, width: number): string {
  const height = Math.round((width * image.height) / image.width);
  const size = Math.max(10, Math.round(width / 12));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${image.width} ${image.height}">` +
    `<rect width="100%" height="100%" fill="#${image.color}"/>` +
    `<circle cx="${image.width * 0.7}" cy="${image.height * 0.35}" r="${image.height / 6}" fill="#ffffff" fill-opacity="0.35"/>` +
    `<text x="50%" y="55%" text-anchor="middle" font-family="sans-serif" font-size="${(size * image.width) / width}" fill="#ffffff">` +
    `${xml(image.label)} · ${width}px</text></svg>`
  );
}
