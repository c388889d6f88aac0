/**
 * `npm run bench:media`: how fast the image route answers a cached bucket, over HTTP
 * against the reference backend on a fresh data folder (docs/performance.md "Product
 * media"). Renders each bucket once (its first request, timed apart), then asks for it
 * again 50 times and prints the median and the 95th percentile; the aim is under 20 ms.
 * Also prints the first request of a bucket (a resize) and of a picture (its master).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBackend } from './backend-process.js';

const ROUNDS = 50;
const AIM_MS = 20;


const timed = async (url: string, accept: string): Promise<{ ms: number; cache: string }> => {
  const t = performance.now();
  const res = await fetch(url, { headers: { Accept: accept } });
  await res.arrayBuffer();
  return { ms: performance.now() - t, cache: res.headers.get('X-Media-Cache') ?? '' };
};

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

const dataDir = mkdtempSync(join(tmpdir(), 'storefront-media-bench-'));
const { url, child } = await startBackend(dataDir, 4980 + (process.pid % 15));
try {
  console.log('image route, cached bucket (HTTP, keep-alive, one at a time)');
  console.log('request                               first (ms)  cached median  p95   aim');
  for (const [path, accept] of [
    ['/media/tee-blanc.jpg?format=750w', 'image/webp,*/*'],
    ['/media/tee-blanc.jpg?format=1500w', 'image/webp,*/*'],
    ['/media/bougie.jpg?format=300w', '*/*'],
    ['/media/atelier.jpg?format=1000w', 'image/avif'],
  ] as const) {
    const first = await timed(url + path, accept);
    const runs: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const r = await timed(url + path, accept);
      if (r.cache !== 'hit') throw new Error(`${path}: a cached bucket was rendered again (${r.cache})`);
      runs.push(r.ms);
    }
    const p50 = percentile(runs, 0.5);
    const p95 = percentile(runs, 0.95);
    const format = accept.startsWith('image/webp') ? 'webp' : accept === 'image/avif' ? 'avif' : 'jpeg';
    console.log(`${`${path} (${format})`.padEnd(38)}${first.ms.toFixed(0).padStart(10)}  ${p50.toFixed(1).padStart(13)}  ${p95.toFixed(1).padStart(4)}  ${p95 < AIM_MS ? `< ${AIM_MS} ms` : `OVER ${AIM_MS} ms`}`);
  }
} finally {
  child.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
