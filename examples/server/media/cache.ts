/**
 * The rendered pictures on disk (DATA_DIR/media-cache/): one file per picture, width
 * and format, named by the drawing's content so that an edited drawing renders anew.
 * A bucket is rendered once: a second request reads the file, and requests that arrive
 * while it renders wait for that one render. `renders` counts the renders (tests).
 */
import { mkdirSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface CachedFile {
  readonly body: Buffer;
  /** Whether the file was on disk already (the `X-Media-Cache: hit` header). */
  readonly hit: boolean;
}

export interface MediaCache {
  get(key: string, render: () => Promise<Buffer>): Promise<CachedFile>;
  readonly dir: string;
  /** How many renders this cache ran since it was made. */
  renders(): number;
}

export function mediaCache(dir: string): MediaCache {
  mkdirSync(dir, { recursive: true });
  const pending = new Map<string, Promise<Buffer>>();
  let renders = 0;
  const renderOnce = (file: string, render: () => Promise<Buffer>): Promise<Buffer> => {
    let job = pending.get(file);
    if (!job) {
      job = (async () => {
        renders += 1;
        const body = await render();
        const partial = `${file}.${process.pid}.part`;
        await writeFile(partial, body);
        await rename(partial, file); // readers see a whole file or none
        return body;
      })().finally(() => pending.delete(file));
      pending.set(file, job);
    }
    return job;
  };
  return {
    dir,
    renders: () => renders,
    async get(key, render) {
      const file = join(dir, key);
      if (!pending.has(file)) {
        try {
          return { body: await readFile(file), hit: true };
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        }
      }
      return { body: await renderOnce(file, render), hit: false };
    },
  };
}
