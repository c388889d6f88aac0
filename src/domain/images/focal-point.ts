/** Focal point of an image (docs/behaviour.md §3): x and y default to 0.5. */
import { isRecord } from '../json';
import { looseNumber as num } from '../loose';

import type { FocalPoint } from './focal-position';

export type { FocalPoint };

export function focalPoint(image: unknown): FocalPoint {
  const point = isRecord(image) ? image.mediaFocalPoint : undefined;
  if (!isRecord(point)) return { x: 0.5, y: 0.5 };
  return { x: num(point.x) ?? 0.5, y: num(point.y) ?? 0.5 };
}

/** `x,y` as the `data-image-focal-point` attribute holds it. */
export function focalPointText(image: unknown): string {
  const { x, y } = focalPoint(image);
  return `${x},${y}`;
}

