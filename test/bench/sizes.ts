import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Sizes of a built file: as shipped (minified), gzip -9 and brotli 11. */
export interface Sizes {
  min: number;
  gzip: number;
  brotli: number;
}

export const sizesOf = (file: string): Sizes => {
  const buf = readFileSync(file);
  return {
    min: buf.length,
    gzip: gzipSync(buf, { level: 9 }).length,
    brotli: brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
};

export const sum = (list: Sizes[]): Sizes =>
  list.reduce((a, s) => ({ min: a.min + s.min, gzip: a.gzip + s.gzip, brotli: a.brotli + s.brotli }), { min: 0, gzip: 0, brotli: 0 });

export const row = (name: string, s: Sizes): string =>
  `${name.padEnd(44)} ${String(s.min).padStart(8)} ${String(s.gzip).padStart(8)} ${String(s.brotli).padStart(8)}`;

export const header = (): string => `${'file'.padEnd(44)} ${'min B'.padStart(8)} ${'gzip B'.padStart(8)} ${'brotli B'.padStart(8)}`;
