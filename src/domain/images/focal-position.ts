/**
 * A focal point as the markup carries it (`data-image-focal-point="x,y"`) and as CSS
 * crops around it. Apart from focal-point.ts (the image JSON) so the widgets load
 * only this.
 */
export interface FocalPoint {
  readonly x: number;
  readonly y: number;
}

/** Reads `x,y` (the `data-image-focal-point` attribute); each part outside 0..1 or missing is 0.5. */
export function parseFocalPointText(text: string | null | undefined): FocalPoint {
  const [x, y] = (text ?? '').split(',').map((part) => (part.trim() === '' ? NaN : Number(part)));
  const unit = (n: number | undefined): number => (n !== undefined && n >= 0 && n <= 1 ? n : 0.5);
  return { x: unit(x), y: unit(y) };
}

/** CSS `object-position` that keeps the focal point in view when the image is cropped. */
export function focalObjectPosition(point: FocalPoint): string {
  const pct = (n: number): string => `${Math.round(n * 10000) / 100}%`;
  return `${pct(point.x)} ${pct(point.y)}`;
}
