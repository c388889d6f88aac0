import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Issue 27 point 1: the README states the oldest browsers the script build supports, and the build targets them. */
const read = (file: string) => readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8');

describe('browser support', () => {
  it('the README names the versions tsup.config.ts builds for', () => {
    const targets = /BROWSER_TARGETS = \[([^\]]*)\]/.exec(read('tsup.config.ts'))?.[1];
    const versions = Object.fromEntries([...(targets ?? '').matchAll(/'([a-z]+)([\d.]+)'/g)].map(([, name, version]) => [name, version]));
    expect(Object.keys(versions).sort()).toEqual(['chrome', 'firefox', 'safari']);
    const line = /The script build supports Chrome and Edge ([\d.]+), Firefox ([\d.]+) and Safari ([\d.]+)/.exec(read('README.md').replace(/\s+/g, ' '));
    expect(line?.slice(1)).toEqual([versions.chrome, versions.firefox, versions.safari]);
  });
});
