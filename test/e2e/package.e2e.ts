import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { docSamples } from '../support/doc-samples';
import { expect, test as base } from './support/fixtures';
import { type RunningServer, startServer } from './support/server';

/**
 * The package as a user gets it (issue 14 point 6): `npm pack` ships exactly what
 * README.md "The package" promises; the tarball, extracted into a fresh temporary
 * project beside only the dependencies it declares (linked from this install: no
 * network), imports in Node, type-checks a usage sample (docs/api.md's React sample
 * and the library entry) against its published types, and its script build, served
 * from the package's own files, runs a product page.
 */
const repo = resolve(import.meta.dirname, '../..');
const project = mkdtempSync(join(tmpdir(), 'sf-package-'));
const installed = join(project, 'node_modules', 'storefront-sdk');
const PROMISED = [/^package\.json$/, /^README\.md$/, /^CHANGELOG\.md$/, /^LICENSE$/, /^dist\/storefront\.js$/, /^dist\/storefront\.css$/, /^dist\/chunks\/[\w.-]+\.js$/, /^dist\/lib\/[\w-]+\.(js|d\.ts)$/];
const REQUIRED = ['package.json', 'README.md', 'CHANGELOG.md', 'LICENSE', 'dist/storefront.js', 'dist/storefront.css', 'dist/chunks/product.js', 'dist/chunks/cart-pill.js', 'dist/lib/index.js', 'dist/lib/index.d.ts', 'dist/lib/react.js', 'dist/lib/react.d.ts'];

let packed: string[] = [];

const test = base.extend<object, { server: RunningServer }>({
  server: [
    async ({}, use) => {
      const server = await startServer({ DIST_DIR: join(installed, 'dist') });
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
});


/** Links `name` and what it needs (dependencies and required peers, from this install) into the project. */
const linked = new Set<string>();
function link(name: string): void {
  if (linked.has(name)) return;
  const source = join(repo, 'node_modules', name);
  if (!existsSync(source)) return;
  linked.add(name);
  const target = join(project, 'node_modules', name);
  mkdirSync(dirname(target), { recursive: true });
  symlinkSync(source, target, 'dir');
  const pkg = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
    peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  };
  Object.keys(pkg.dependencies ?? {}).forEach(link);
  Object.keys(pkg.peerDependencies ?? {}).filter((p) => !pkg.peerDependenciesMeta?.[p]?.optional).forEach(link);
}

test.beforeAll(() => {
  const [info] = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', project], { cwd: repo, encoding: 'utf8' })) as {
    filename: string;
    files: { path: string }[];
  }[];
  packed = (info?.files ?? []).map((f) => f.path).sort();
  mkdirSync(installed, { recursive: true });
  execFileSync('tar', ['-xzf', join(project, info?.filename ?? ''), '-C', installed, '--strip-components=1']);
  const pkg = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; peerDependencies: Record<string, string> };
  // what the package declares, plus the app's own React and its types for the React entry
  [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies), 'react-dom', '@types/react'].forEach(link);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }));
});

test('npm pack ships exactly the script build and its theme, the library and React entries with types, README, CHANGELOG and licence', () => {
  expect(packed.filter((f) => !PROMISED.some((p) => p.test(f)))).toEqual([]);
  expect(REQUIRED.filter((f) => !packed.includes(f))).toEqual([]);
});

test('each entry of the installed package imports in Node', () => {
  const script = `
    const lib = await import('storefront-sdk');
    const react = await import('storefront-sdk/react');
    console.log(JSON.stringify({
      lib: ['ProductSchema', 'request', 'messageFor', '$cart', 'ensureCart', 'addEntry'].filter((k) => !(k in lib)),
      react: ['useCart', 'useAddToCart', 'AddToCartButton', 'CartPill', 'addToCartError'].filter((k) => !(k in react)),
      parsed: lib.ProductSchema.safeParse({}).success,
    }));`;
  writeFileSync(join(project, 'imports.mjs'), script);
  const out = execFileSync(process.execPath, ['imports.mjs'], { cwd: project, encoding: 'utf8' });
  expect(JSON.parse(out)).toEqual({ lib: [], react: [], parsed: false });
});

test("a usage sample type-checks against the published types (docs/api.md's React sample and the library entry)", () => {
  test.setTimeout(90_000);
  const reactSample = docSamples(['docs/api.md']).find((s) => s.lang === 'tsx' && s.code.includes("from 'storefront-sdk/react'"));
  expect(reactSample, 'docs/api.md has the React sample').toBeDefined();
  writeFileSync(join(project, 'react-sample.tsx'), reactSample?.code ?? '');
  writeFileSync(
    join(project, 'lib-sample.ts'),
    `import { ProductSchema, messageFor, type StorefrontApi, type StorefrontEvents } from 'storefront-sdk';
export const title = (json: unknown): string | null => {
  const parsed = ProductSchema.safeParse(json);
  return parsed.success ? parsed.data.title ?? parsed.data.id : null;
};
export const listen = (api: StorefrontApi) =>
  api.on('add-to-cart-failure', (detail: StorefrontEvents['add-to-cart-failure']) => console.log(detail.reason, messageFor));
// @ts-expect-error: an unknown command does not type-check
export const wrong = (api: StorefrontApi) => api.call('noSuchCommand');
`,
  );
  writeFileSync(
    join(project, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: { strict: true, noEmit: true, target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', jsx: 'react-jsx', lib: ['ES2023', 'DOM'], types: [], skipLibCheck: false },
      files: ['react-sample.tsx', 'lib-sample.ts'],
    }),
  );
  const tsc = join(repo, 'node_modules', 'typescript', 'bin', 'tsc');
  let output = '';
  try {
    execFileSync(process.execPath, [tsc, '-p', project], { cwd: project, encoding: 'utf8' });
  } catch (error) {
    output = String((error as { stdout?: string }).stdout ?? error);
  }
  expect(output).toBe('');
});

test("the package's script build, served from its own files, runs a product page", async ({ page, server, consoleMessages }) => {
  await page.goto(server.url + '/products/carnet-simple');
  const block = page.locator('main [data-storefront="product"]').first();
  await block.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.locator('[data-storefront="cart-pill"]')).toContainText('1 article');
  const version = await page.evaluate(() => (window.Storefront as { version?: string } | undefined)?.version);
  expect(version).toBe((JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as { version: string }).version);
  expect(consoleMessages.filter((m) => !m.startsWith('warning:'))).toEqual([]);
});
