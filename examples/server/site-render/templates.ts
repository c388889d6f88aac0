import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CompiledTemplate, type RenderOptions, type TemplateError, compile } from '../../../src/site/index.js';

/**
 * The site templates (JSON-Template, rendered by src/site), compiled once at start:
 * `NAME.html` in a templates folder is the page template NAME, `partials/NAME.html`
 * the partial NAME (`{item|apply NAME}`). A theme developer's TEMPLATES_DIR is laid
 * over the default folder, examples/templates/: a file there replaces the one of the
 * same name, the others stay. Template errors are logged (docs/behaviour.md §8) and the page is
 * still served with what rendered.
 */
export const DEFAULT_TEMPLATES_DIR = resolve(fileURLToPath(new URL('../../templates', import.meta.url)));

export interface SiteTemplates {
  /** Renders page template `name`; never throws, logs errors. */
  render(name: string, data: unknown, options?: RenderOptions): string;
  readonly names: readonly string[];
}

type Log = (message: string) => void;

const htmlFiles = (dir: string): Map<string, string> => {
  const files = new Map<string, string>();
  if (!existsSync(dir)) return files;
  for (const f of readdirSync(dir)) if (f.endsWith('.html')) files.set(f.slice(0, -5), join(dir, f));
  return files;
};

const where = (e: TemplateError) => (e.line === undefined ? '' : `:${e.line}${e.column === undefined ? '' : `:${e.column}`}`);

/** One log line per error: `[templates] examples/templates/x.html:3:7 message`. */
export const logErrors = (log: Log, file: string, errors: readonly TemplateError[]) => {
  for (const e of errors) log(`[templates] ${file}${where(e)} ${e.kind} error ${e.code}: ${e.message}`);
};

export function loadTemplates(dirs: readonly string[], log: Log = console.error): SiteTemplates {
  const pageFiles = new Map<string, string>();
  const partialFiles = new Map<string, string>();
  for (const dir of dirs) {
    if (!existsSync(dir)) log(`[templates] no folder ${dir}: its templates are the defaults`);
    for (const [name, file] of htmlFiles(dir)) pageFiles.set(name, file);
    for (const [name, file] of htmlFiles(join(dir, 'partials'))) partialFiles.set(name, file);
  }
  const partials: Record<string, string> = {};
  for (const [name, file] of partialFiles) {
    partials[name] = readFileSync(file, 'utf8');
    logErrors(log, file, compile(partials[name]).errors); // also warms the engine's cache
  }
  const pages = new Map<string, { file: string; template: CompiledTemplate }>();
  for (const [name, file] of pageFiles) {
    const { template, errors } = compile(readFileSync(file, 'utf8'));
    logErrors(log, file, errors);
    pages.set(name, { file, template });
  }
  return {
    names: [...pages.keys()].sort(),
    render(name, data, options = {}) {
      const page = pages.get(name);
      if (!page) {
        log(`[templates] no template "${name}.html" in ${dirs.join(' or ')}`);
        return '';
      }
      const { output, errors } = page.template.render(data, { ...options, partials });
      logErrors(log, page.file, errors);
      return output;
    },
  };
}
