/**
 * A picture as one SVG document: the backdrop, then each layer's drawing (its inner
 * markup, ids prefixed so that two drawings never share one) moved and scaled into place.
 */
import { readFileSync } from 'node:fs';
import type { Backdrop, Layer, Picture } from './library.js';

export const DRAWINGS_DIR = new URL('../../catalogue/media/', import.meta.url);

/** A drawing's file, read once. */
const drawings = new Map<string, { inner: string; color: string }>();
export function drawing(name: string): { inner: string; color: string } {
  let found = drawings.get(name);
  if (!found) {
    const text = readFileSync(new URL(`${name}.svg`, DRAWINGS_DIR), 'utf8');
    const open = /<svg\b[^>]*>/.exec(text);
    const close = text.lastIndexOf('</svg>');
    if (!open || close < 0) throw new Error(`examples/catalogue/media/${name}.svg is no SVG document`);
    const color = /\bcolor="([^"]+)"/.exec(open[0])?.[1] ?? '#000';
    found = { inner: text.slice(open.index + open[0].length, close), color };
    drawings.set(name, found);
  }
  return found;
}

/** The drawing's ids (`id="x"`, `url(#x)`, `href="#x"`) prefixed with `p`. */
const prefixIds = (markup: string, p: string): string =>
  markup
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\bid="([^"]+)"/g, `id="${p}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${p}$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${p}$1"`);

function backdropSvg(b: Backdrop, w: number, h: number): string {
  const horizon = Math.round(h * (b.horizon ?? 0.7));
  const [top, bottom] = b.wall;
  let svg =
    `<defs><linearGradient id="bd-wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>` +
    `<radialGradient id="bd-light" cx="0.3" cy="0.2" r="0.9"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`;
  if (b.kind === 'table' && b.table) {
    svg +=
      `<linearGradient id="bd-table" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${b.table[0]}"/><stop offset="1" stop-color="${b.table[1]}"/></linearGradient>` +
      `<linearGradient id="bd-edge" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.12"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>`;
  }
  svg += `</defs><rect width="${w}" height="${h}" fill="url(#bd-wall)"/>`;
  if (b.kind === 'table' && b.table) {
    svg += `<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#bd-table)"/><rect y="${horizon}" width="${w}" height="${Math.round(h * 0.05)}" fill="url(#bd-edge)"/>`;
  }
  return `${svg}<rect width="${w}" height="${h}" fill="url(#bd-light)"/>`;
}

function layerSvg(layer: Layer, i: number): string {
  const { inner, color } = drawing(layer.drawing);
  const transform = `translate(${layer.x ?? 0} ${layer.y ?? 0}) scale(${layer.scale ?? 1})`;
  return `<g transform="${transform}" color="${layer.color ?? color}">${prefixIds(inner, `l${i}-`)}</g>`;
}

/** The picture as an SVG document `picture.width` pixels wide. */
export function pictureSvg(picture: Picture): string {
  const w = picture.units;
  const h = Math.round((picture.units * picture.height) / picture.width);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${picture.width}" height="${picture.height}" viewBox="0 0 ${w} ${h}">` +
    backdropSvg(picture.backdrop, w, h) +
    picture.layers.map(layerSvg).join('') +
    '</svg>'
  );
}
