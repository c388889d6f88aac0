/**
 * One differential case: the same template, data, partials, injects, locale and `now` in
 * both engines; the outputs and the error codes compared.
 */
import type { TemplateErrorCode } from '../../src/site/engine/api.js';
import { compile } from '../../src/site/index.js';
import { referenceCompile, referenceRender } from './reference.js';

export interface DiffCase {
  /** Where the case comes from (fixture file, generator), for the report. */
  readonly label: string;
  readonly template: string;
  readonly data: unknown;
  readonly partials?: Readonly<Record<string, string>>;
  readonly injects?: Readonly<Record<string, string>>;
  readonly locale?: string;
  readonly now?: number;
  /**
   * The template's independent pieces (each renders alone what it renders in the whole), when
   * the generator knows them (the registered family's calls): a difference is classified by
   * the pieces that differ, so one documented difference does not hide another.
   */
  readonly parts?: readonly string[];
}

export interface Outcome {
  readonly output: string;
  /** The comparable error codes, sorted and deduplicated. */
  readonly codes: readonly string[];
}

export interface CaseResult {
  readonly same: boolean;
  readonly ours: Outcome;
  readonly reference: Outcome;
}

/**
 * The error codes both engines report in a comparable way, and how the reference's
 * messages read for each (matched on its public error text).
 */
const REFERENCE_CODES: readonly (readonly [RegExp, TemplateErrorCode])[] = [
  [/^SyntaxError: Formatter '[^]*' is unknown/, 'UNKNOWN_FORMATTER'],
  [/^SyntaxError: Predicate '[^]*' is unknown/, 'UNKNOWN_PREDICATE'],
  [/^RuntimeError: Attempt to apply partial '[^]*' which could not be found/, 'PARTIAL_NOT_FOUND'],
  [/^RuntimeError: .*recursion depth/i, 'PARTIAL_RECURSION_DEPTH'],
];
const COMPARED = new Set<string>(REFERENCE_CODES.map(([, code]) => code));

function referenceCodes(messages: readonly string[]): string[] {
  const codes = new Set<string>();
  for (const message of messages) {
    for (const [pattern, code] of REFERENCE_CODES) if (pattern.test(message)) codes.add(code);
  }
  return [...codes].sort();
}

function ourCodes(codes: readonly string[]): string[] {
  return [...new Set(codes.filter((c) => COMPARED.has(c)))].sort();
}

/** Our engine's outcome. */
export function runOurs(c: DiffCase): Outcome {
  const { template, errors } = compile(c.template);
  const { output, errors: runtime } = template.render(c.data, {
    partials: c.partials ?? {},
    injects: c.injects ?? {},
    locale: c.locale ?? 'en',
    ...(c.now === undefined ? {} : { now: c.now }),
  });
  return { output, codes: ourCodes([...errors, ...runtime].map((e) => e.code)) };
}

/** The reference engine's outcome; a throw is reported as the output `THROWN: message`. */
export function runReference(c: DiffCase): Outcome {
  try {
    const compiled = referenceCompile(c.template);
    const result = referenceRender(compiled, c.data, {
      partials: c.partials ?? {},
      injects: c.injects ?? {},
      locale: c.locale ?? 'en',
      ...(c.now === undefined ? {} : { now: c.now }),
    });
    return { output: result.output, codes: referenceCodes([...compiled.errors, ...result.errors]) };
  } catch (e) {
    return { output: `THROWN: ${e instanceof Error ? e.message : String(e)}`, codes: [] };
  }
}

export function runCase(c: DiffCase): CaseResult {
  const ours = runOurs(c);
  const reference = runReference(c);
  const same = ours.output === reference.output && ours.codes.join() === reference.codes.join();
  return { same, ours, reference };
}
