/** `WIDTHxHEIGHT` sizes (docs/behaviour.md §3 "Images", 5) and resizing by one side. */

export interface Size {
  readonly width: number;
  readonly height: number;
}

export const INVALID_SOURCE_MESSAGE = "Invalid source parameter. Pass in 'originalSize'.";

/** Parses `800x400`; `undefined` unless both sides are numbers. */
export function parseSize(value: unknown): Size | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^\s*(\d+(?:\.\d+)?)\s*x\s*(\d+(?:\.\d+)?)\s*$/i.exec(value);
  if (!match) return undefined;
  return { width: Number(match[1]), height: Number(match[2]) };
}

/** Height of the image scaled to `width`, whole pixels (truncated). */
export function heightForWidth(size: Size, width: number): number {
  return size.width === 0 ? 0 : Math.trunc((width * size.height) / size.width);
}

/** Width of the image scaled to `height`, whole pixels (truncated). */
export function widthForHeight(size: Size, height: number): number {
  return size.height === 0 ? 0 : Math.trunc((height * size.width) / size.height);
}
