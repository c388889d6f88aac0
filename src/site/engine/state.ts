/** Per-render state shared by the renderer and the plugin contexts. */
import type { RenderOptions, TemplateError } from './api';
import type { Node } from './ast';
import type { Parsed, Plugins } from './parser';
import type { Frame } from './scope';
import { memoResult } from '../../domain/intl-cache';

export interface EngineCore {
  readonly plugins: Plugins;
  /** Compiles (and caches) template source, e.g. a partial. */
  parse(source: string): Parsed;
  /**
   * Writes `nodes` to the state's output (render.ts `renderNodes`). Given here by
   * engine.ts, so that partials and plugin contexts, which render what they apply,
   * need not import the renderer that calls them: the engine's modules import
   * without a cycle (test/unit/build/layers.test.ts).
   */
  renderNodes(state: RenderState, nodes: readonly Node[], f: Frame): void;
}

export interface ResolvedOptions {
  readonly partials: Readonly<Record<string, string>>;
  readonly injects: Readonly<Record<string, string>>;
  readonly locale: string;
  readonly now: number;
  readonly timeZone: string;
  readonly expressions: boolean;
  readonly includes: boolean;
  readonly maxExpressionTokens: number | undefined;
  readonly maxExpressionStringLength: number | undefined;
  readonly maxPartialDepth: number;
}

export interface RenderState {
  readonly engine: EngineCore;
  readonly options: ResolvedOptions;
  readonly errors: TemplateError[];
  depth: number;
  out: string;
  /** Partials whose compile errors were already reported in this render. */
  readonly reported: Set<string>;
}

export const DEFAULT_TIME_ZONE = 'America/New_York';
export const DEFAULT_MAX_DEPTH = 16;

/** Arabic regions whose CLDR default digits are Latin; elsewhere the platform writes Arabic-Indic ones. */
const LATIN_ARABIC = /^ar-(DZ|EH|LY|MA|TN)\b/;

/** `ar` with the platform's (CLDR's) default Arabic-Indic digits, which Intl leaves out. */
function arabicDigits(tag: string): string {
  return tag.startsWith('ar') && /^ar(-|$)/.test(tag) && !tag.includes('-u-') && !LATIN_ARABIC.test(tag) ? `${tag}-u-nu-arab` : tag;
}

/** The locale tag, or `en` when it is not a well-formed BCP 47 tag ("en_US", "not a locale"). */
export function usableLocale(tag: string | undefined): string {
  if (tag === undefined) return 'en';
  return memoResult(`locale|${tag}`, () => {
    try {
      return arabicDigits(Intl.getCanonicalLocales(tag)[0] ?? 'en');
    } catch {
      return 'en';
    }
  });
}

export function resolveOptions(options: RenderOptions, data: unknown): ResolvedOptions {
  const website = typeof data === 'object' && data !== null ? (data as Record<string, unknown>)['website'] : undefined;
  const siteZone =
    typeof website === 'object' && website !== null ? (website as Record<string, unknown>)['timeZone'] : undefined;
  return {
    partials: options.partials ?? {},
    injects: options.injects ?? {},
    locale: usableLocale(options.locale),
    now: options.now ?? Date.now(),
    timeZone: typeof siteZone === 'string' && siteZone ? siteZone : (options.timeZone ?? DEFAULT_TIME_ZONE),
    expressions: options.expressions ?? true,
    includes: options.includes ?? true,
    maxExpressionTokens: options.maxExpressionTokens,
    maxExpressionStringLength: options.maxExpressionStringLength,
    maxPartialDepth: options.maxPartialDepth ?? DEFAULT_MAX_DEPTH,
  };
}
