/**
 * Compile once, render many. `createEngine(plugins)` returns `compile`,
 * whose templates render without re-parsing; partials are compiled on first
 * use and cached by source.
 */
import type { RenderOptions, RenderResult, TemplateError } from './api';
import { makeError, reasonOf } from './errors';
import { type Parsed, type Plugins, parseTemplate } from './parser';
import { renderNodes } from './render';
import { frame } from './scope';
import { type EngineCore, type RenderState, resolveOptions } from './state';
import { boundedMemo } from '../../domain/bounded-memo';

export interface CompileOptions {
  /** Maximum tokens per `.eval` expression; longer ones are expression errors. */
  readonly maxExpressionTokens?: number;
}

export interface CompiledTemplate {
  readonly source: string;
  render(data: unknown, options?: RenderOptions): RenderResult;
}

export interface CompileResult {
  readonly template: CompiledTemplate;
  /** Syntax and expression errors; the template still renders what it could read. */
  readonly errors: readonly TemplateError[];
}

export interface Engine {
  readonly plugins: Plugins;
  compile(source: string, options?: CompileOptions): CompileResult;
  /** Compiles (cached by source) and renders in one call. */
  render(source: string, data: unknown, options?: RenderOptions): RenderResult;
}

const CACHE_LIMIT = 500;

/** parseTemplate never throws by design; this keeps that promise if a bug slips in. */
function safeParse(source: string, plugins: Plugins, options?: CompileOptions): Parsed {
  try {
    return parseTemplate(source, plugins, options);
  } catch (e) {
    const reason = reasonOf(e);
    return { nodes: [], errors: [makeError('SYNTAX', `Unexpected error: ${reason}`)] };
  }
}

export function createEngine(plugins: Plugins): Engine {
  const cache = boundedMemo(CACHE_LIMIT);
  const core: EngineCore = {
    plugins,
    parse: (source) => cache(source, () => safeParse(source, plugins)),
    renderNodes,
  };

  function renderParsed(parsed: Parsed, data: unknown, options: RenderOptions = {}): RenderResult {
    const state: RenderState = {
      engine: core,
      options: resolveOptions(options, data),
      errors: [],
      depth: 0,
      out: '',
      reported: new Set(),
    };
    try {
      renderNodes(state, parsed.nodes, frame(data, null));
    } catch (e) {
      const reason = reasonOf(e);
      state.errors.push(makeError('RUNTIME', `Unexpected error: ${reason}`));
    }
    return { output: state.out, errors: state.errors };
  }

  function compile(source: string, options: CompileOptions = {}): CompileResult {
    const parsed =
      options.maxExpressionTokens === undefined ? core.parse(source) : safeParse(source, plugins, options);
    const template: CompiledTemplate = {
      source,
      render: (data, renderOptions) => renderParsed(parsed, data, renderOptions),
    };
    return { template, errors: parsed.errors };
  }

  return {
    plugins,
    compile,
    render: (source, data, options) => renderParsed(core.parse(source), data, options),
  };
}
