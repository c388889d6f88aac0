/**
 * Builds the node tree from tokens, checking block structure and that every
 * formatter and predicate exists. Never throws: problems become errors and
 * the tree is built from what could be read.
 */
import type { FormatterRegistry, PredicateRegistry, TemplateError } from './api';
import { type BlockNode, type FormatterCall, type Node, type PredicateCall, parseRef } from './ast';
import { type Position, makeError, messages } from './errors';
import { readCondition } from './condition';
import { compileEval } from './expr/compile';
import { tokenize } from './lexer';
import { type RawCall, predicateCall, readTag } from './tags';

/** `.if`'s words: `||` and `&&` need no white space around them (`{.if a||b}`), white space is ASCII's (as the platform, test/unit/site/engine/tag-white-space.test.ts ".if joins its variables with || and && with or without…"). */
const IF_WORDS = /(\|\||&&)|[ \t\n\v\f\r]+/;

export interface Plugins {
  readonly formatters: FormatterRegistry;
  readonly predicates: PredicateRegistry;
}

export interface ParseOptions {
  readonly maxExpressionTokens?: number | undefined;
}

export interface Parsed {
  readonly nodes: Node[];
  readonly errors: TemplateError[];
}

interface Open {
  readonly label: string;
  readonly at: Position;
  readonly node: BlockNode | null;
  readonly macro: string | null;
  readonly chained: boolean;
  list: Node[];
  phase: 'body' | 'alt' | 'or';
}

export function lookupPredicate(registry: PredicateRegistry, name: string) {
  return registry[name] ?? registry[name.replace(/\?$/, '')] ?? null;
}

export function parseTemplate(source: string, plugins: Plugins, options: ParseOptions = {}): Parsed {
  const errors: TemplateError[] = [];
  const root: Node[] = [];
  const stack: Open[] = [];
  let list = root;
  const fail = (code: Parameters<typeof makeError>[0], message: string, at: Position): void => {
    errors.push(makeError(code, message, at));
  };

  const formatters = (calls: readonly RawCall[], at: Position): FormatterCall[] =>
    calls.map(({ name, args }) => {
      const fn = plugins.formatters[name] ?? null;
      if (!fn) fail('UNKNOWN_FORMATTER', messages.unknownFormatter(name), at);
      return { name, fn, args, at };
    });
  const predicate = ({ name, args }: RawCall, at: Position): PredicateCall => {
    const fn = lookupPredicate(plugins.predicates, name);
    if (!fn) fail('UNKNOWN_PREDICATE', messages.unknownPredicate(name), at);
    return { name, fn, args, at };
  };
  const open = (node: BlockNode | null, label: string, at: Position, chained = false, macro: string | null = null): void => {
    const top = stack.at(-1);
    // a block in `.alternates with` goes, with all after it, to the repeated section's body (as the platform, test/unit/site/engine/platform-rules.test.ts "a block in .alternates with goes, with what follows it…")
    if (top?.node?.t === 'repeated' && top.phase === 'alt') list = top.list = top.node.body;
    if (node) list.push(node);
    const entry: Open = { label, at, node, macro, chained, list: node ? node.body : [], phase: 'body' };
    stack.push(entry);
    list = entry.list;
  };
  const close = (): void => {
    let top = stack.pop();
    while (top?.chained) top = stack.pop();
    list = stack.at(-1)?.list ?? root;
    // a macro is bound where its block runs, in that scope (as the platform, test/unit/site/engine/language.test.ts "binds a macro where its block runs, in that scope only…")
    if (top?.macro) list.push({ t: 'macro', name: top.macro, body: top.list });
  };

  for (const token of tokenize(source)) {
    if (token.t === 'text') {
      list.push({ t: 'text', text: token.text });
      continue;
    }
    const { body, at } = token;
    const tag = `{${body}}`; // the tag as written: its text when it is none, a block's label
    const d = readTag(body);
    if (!d) {
      if (/^\.[A-Za-z]/.test(body)) fail('UNKNOWN_INSTRUCTION', messages.unknownInstruction(body), at);
      list.push({ t: 'text', text: tag });
      continue;
    }
    const top = stack.at(-1);
    switch (d.d) {
      case 'var': {
        const fmts = formatters(d.fmts, at);
        // an unknown formatter makes the whole tag text (reported once, at compile time)
        if (fmts.some((c) => !c.fn)) list.push({ t: 'text', text: tag });
        else list.push({ t: 'var', refs: d.refs.map(parseRef), fmts, at });
        break;
      }
      case 'literal':
        list.push({ t: 'text', text: d.text });
        break;
      case 'section':
        open({ t: 'section', ref: parseRef(d.path), body: [], or: null }, tag, at);
        break;
      case 'repeated':
        open({ t: 'repeated', ref: parseRef(d.path), body: [], alt: null, or: null }, tag, at);
        break;
      case 'predicate':
        open({ t: 'predicate', call: predicate(d.call, at), body: [], or: null }, tag, at);
        break;
      case 'if': {
        // a predicate with its arguments as a predicate tag reads them (`{.if equal?:a:b}`, `{.if equal? a  b}`: docs/site-engine.md "Rules the suite found")
        const call = predicateCall(d.text);
        if (call) {
          open({ t: 'predicate', call: predicate(call, at), body: [], or: null }, tag, at);
          break;
        }
        const words = d.text.split(IF_WORDS).filter(Boolean);
        const cond = readCondition(words);
        if (!cond) {
          // not an instruction (as in the reference engine): the tag stays as text
          fail('SYNTAX', `Invalid condition ${tag}`, at);
          list.push({ t: 'text', text: tag });
          break;
        }
        open({ t: 'if', cond, body: [], or: null }, tag, at);
        break;
      }
      case 'macro':
        open(null, tag, at, false, d.name);
        break;
      case 'alternates':
        if (!top?.node || top.node.t !== 'repeated' || top.phase === 'or') {
          fail('SYNTAX', messages.misplaced(body, top?.label ?? 'the top level'), at);
          break;
        }
        top.node.alt ??= []; // a second one goes on with the first's
        top.list = top.node.alt;
        top.phase = 'alt';
        list = top.list;
        break;
      case 'or': {
        // its predicate is looked up even where the `.or` is misplaced (as the platform, test/unit/site/engine/errors.test.ts "reports the unknown predicate of a misplaced {.or…")
        const call = d.pred && predicate(d.pred, at);
        if (!top?.node || top.phase === 'or') {
          fail('SYNTAX', messages.misplaced(body, top?.label ?? 'the top level'), at);
          break;
        }
        top.node.or = [];
        top.list = top.node.or;
        top.phase = 'or';
        list = top.list;
        if (call) open({ t: 'predicate', call, body: [], or: null }, tag, at, true);
        break;
      }
      case 'end':
        if (!top) fail('END_MISMATCH', messages.endMismatch(body), at);
        else close();
        break;
      case 'bind': {
        const fmts = formatters(d.fmts, at);
        if (fmts.some((c) => !c.fn)) list.push({ t: 'text', text: tag });
        else list.push({ t: 'bind', name: d.name, ref: parseRef(d.path), fmts, at });
        break;
      }
      case 'ctx':
        list.push({ t: 'ctx', name: d.name, pairs: d.pairs.map(([k, v]) => [k, parseRef(v)] as const) });
        break;
      case 'eval':
        list.push(compileEval(d.source, at, options, errors));
        break;
      case 'include':
        list.push({ t: 'include', name: d.name, output: d.output, at });
        break;
      case 'inject':
        list.push({ t: 'inject', name: d.name, path: d.path, at });
        break;
      case 'invalid':
        fail('INVALID_ARGUMENTS', messages.invalidArguments(tag, d.reason), at);
        list.push({ t: 'text', text: tag });
        break;
    }
  }
  const innermost = stack.at(-1);
  if (innermost) {
    fail('EOF_IN_BLOCK', messages.unclosedBlock(innermost.label, innermost.at.line), innermost.at);
    for (const entry of stack.slice(0, -1).reverse()) {
      if (!entry.chained) fail('UNCLOSED_BLOCK', messages.unclosedBlock(entry.label, entry.at.line), entry.at);
    }
    while (stack.length) close();
  }
  return { nodes: root, errors };
}
