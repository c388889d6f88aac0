import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import type { Plugin } from 'esbuild';

/** A chunk the map declares: `modules` emitted together, reached from each module `from` accepts (paths from the root). */
export interface ChunkGroup {
  modules: readonly string[];
  from: (file: string) => boolean;
}

const PREFIX = 'storefront-chunk:';

/**
 * Makes each group of the chunk map (scripts/chunk-map.ts `chunkGroups`) come out as one
 * chunk. esbuild splits by which entry points reach a module; so every module a group names
 * as `from` imports a virtual module that re-exports the group's modules, and they are all
 * reached from the same entry points. The sources carry no import for this: the map is the
 * one place that says it.
 */
export const chunkGroups = (root: string, groups: Record<string, ChunkGroup>): Plugin => ({
  name: 'chunk-groups',
  setup(build) {
    build.onResolve({ filter: new RegExp(`^${PREFIX}`) }, (args) => ({ path: args.path.slice(PREFIX.length), namespace: 'chunk-group', sideEffects: true }));
    build.onLoad({ filter: /.*/, namespace: 'chunk-group' }, (args) => ({
      // a namespace each: the modules' own export names may clash (two `mount`s)
      contents: groups[args.path]!.modules.map((f, i) => `export * as m${i} from ${JSON.stringify('./' + f)};`).join('\n'),
      resolveDir: root,
      loader: 'ts',
    }));
    build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      const file = relative(root, args.path);
      const reaching = Object.keys(groups).filter((name) => groups[name]!.from(file));
      if (!reaching.length) return undefined;
      const imports = reaching.map((name) => `import ${JSON.stringify(PREFIX + name)};`).join('');
      return { contents: imports + '\n' + (await readFile(args.path, 'utf8')), loader: file.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
});

