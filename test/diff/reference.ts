/**
 * The reference engine (@squarespace/template-engine, with @phensley/cldr) as a black box:
 * compile, render, read the output and the error messages. Used by the differential suite
 * and the benchmark only; never imported from src/, widgets/ or loader/ (test/unit/site/diff/
 * no-reference-in-dist.test.ts checks the built files).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type CLDR, CLDRFramework } from '@phensley/cldr';
import { Compiler, type Partials, type RootCode } from '@squarespace/template-engine';

const require = createRequire(import.meta.url);
const PACKS = join(dirname(require.resolve('@phensley/cldr/package.json')), 'packs');

const framework = new CLDRFramework({
  loader: (language: string): unknown => JSON.parse(readFileSync(join(PACKS, `${language}.json`), 'utf8')),
  packCacheSize: 8,
});
const cldrs = new Map<string, CLDR | null>();

/** The reference's CLDR instance for a locale tag; null when the library refuses the tag. */
export function referenceCldr(locale: string): CLDR | null {
  let cldr = cldrs.get(locale);
  if (cldr === undefined) {
    try {
      cldr = framework.get(locale);
    } catch {
      cldr = null;
    }
    cldrs.set(locale, cldr);
  }
  return cldr;
}

const compiler = new Compiler();

export interface ReferenceCompiled {
  readonly code: ReturnType<Compiler['parse']>['code'];
  readonly errors: readonly string[];
}

export function referenceCompile(source: string): ReferenceCompiled {
  const { code, errors } = compiler.parse(source);
  return { code, errors: errors.map((e) => e.message) };
}

/** A compiled template's code when it is a whole template (what `partials` takes compiled). */
function rootCode(code: ReferenceCompiled['code']): RootCode | null {
  return Array.isArray(code) && code[0] === ROOT_OPCODE ? (code as RootCode) : null;
}
const ROOT_OPCODE = referenceRootOpcode();
function referenceRootOpcode(): unknown {
  const { code } = compiler.parse('');
  return Array.isArray(code) ? code[0] : undefined;
}

/** Partials compiled once, for renders that should not parse them again (the benchmark). */
export function referencePartials(sources: Readonly<Record<string, string>>): Partials {
  const out: Partials = {};
  for (const [name, source] of Object.entries(sources)) out[name] = rootCode(referenceCompile(source).code) ?? source;
  return out;
}

export interface ReferenceRenderOptions {
  readonly partials?: Readonly<Partials>;
  readonly injects?: Readonly<Record<string, string>>;
  readonly locale?: string;
  readonly now?: number;
}

/** The reference takes each inject as its value: the JSON parsed, else the text. */
function parsedInjects(injects: Readonly<Record<string, string>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [path, text] of Object.entries(injects)) {
    try {
      out[path] = JSON.parse(text) as unknown;
    } catch {
      out[path] = text;
    }
  }
  return out;
}

export interface ReferenceResult {
  readonly output: string;
  readonly errors: readonly string[];
}

export function referenceRender(compiled: ReferenceCompiled, data: unknown, options: ReferenceRenderOptions = {}): ReferenceResult {
  const cldr = referenceCldr(options.locale ?? 'en');
  const { ctx, errors } = compiler.execute({
    code: compiled.code,
    json: data,
    partials: { ...options.partials },
    injects: parsedInjects(options.injects ?? {}),
    ...(cldr ? { cldr } : {}),
    ...(options.now === undefined ? {} : { now: options.now }),
    enableExpr: true,
    enableInclude: true,
  });
  return { output: ctx.render(), errors: errors.map((e) => e.message) };
}
