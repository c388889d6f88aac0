import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Shopper text lives in src/i18n/ only (the French catalogue and its English). This test
 * parses the browser code (widgets/, and src/ but for i18n/ and the template engine of
 * site/, which writes the platform's own formatter output) and fails on text a shopper
 * would read that is written anywhere else: JSX text, and strings given to `aria-label`,
 * `title`, `placeholder`, `alt`, `label`, `textContent`, `innerText` or `setAttribute` of
 * those; and any phrase (two words or more) or string with French letters outside
 * developer messages (console, Error, warnBlock).
 */
const repo = resolve(import.meta.dirname, '../../..');
const ROOTS = ['widgets', 'src'];
/**
 * src/site writes the platform's own formatter output; the rules of src/domain that the
 * template engine shares with the content widgets (comment wording, relative time, colour
 * and image messages) are that same platform output, in the platform's English (docs/behaviour.md §5, 8, 9).
 */
const SKIP = new Set(['src/i18n', 'src/site', 'src/contract', 'src/domain/content', 'src/domain/dates', 'src/domain/colors', 'src/domain/images']);
/** Attribute and property values that are tokens, not text (`rel="noopener noreferrer"`, an error's `detail`). */
const TOKEN_NAMES = new Set(['rel', 'detail']);
const TEXT_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label', 'aria-description', 'aria-roledescription']);
const TEXT_PROPERTIES = new Set(['textContent', 'innerText', 'title', 'placeholder', 'ariaLabel', 'alt']);
const DEVELOPER_CALLS = /^(console\.\w+|warnBlock|warn|Error|TypeError|RangeError|new Error|reject|readIslandJson|fail)$/;
const LETTERS = /\p{L}{2,}/u;
const FRENCH = /[àâæçéèêëîïôœùûüÿÀÂÆÇÉÈÊËÎÏÔŒÙÛÜŸ«»]/;
/** Words and spaces only, two words at least: a phrase ("Sold out", "View cart"), not a selector, class or event name. */
const PHRASE = /^\s*\p{L}+(?: \p{L}+)+[\s.!?…:]*$/u;

const files = (dir: string): string[] =>
  readdirSync(join(repo, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (SKIP.has(path)) return [];
    if (statSync(join(repo, path)).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });

/** The text of a string-like node: literal, or the literal parts of a template. */
const textOf = (node: ts.Node): string | null => {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((s) => s.literal.text).join(' ');
  return null;
};

/** True inside console.*, Error(...), warnBlock(...), or a `…_ERROR` constant: text for developers. */
const inDeveloperCall = (node: ts.Node): boolean => {
  if (ts.isVariableDeclaration(node.parent) && /_ERROR$/.test(node.parent.name.getText())) return true;
  for (let n: ts.Node | undefined = node; n; n = n.parent) {
    if (textOf(n)?.startsWith('[storefront]')) return true; // every console message of ours starts so
    if ((ts.isPropertyAssignment(n) || ts.isJsxAttribute(n)) && TOKEN_NAMES.has(n.name.getText())) return true;
    if (ts.isCallExpression(n) && /\.setAttribute$/.test(n.expression.getText()) && TOKEN_NAMES.has(textOf(n.arguments[0]!) ?? '')) return true;
    if (ts.isPropertyAssignment(n) || ts.isJsxAttribute(n) || ts.isStatement(n)) break;
  }
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
    if ((ts.isCallExpression(n) || ts.isNewExpression(n)) && DEVELOPER_CALLS.test(n.expression.getText())) return true;
    if (ts.isNewExpression(n) && /Error$/.test(n.expression.getText())) return true;
  }
  return false;
};

export function shopperTextIn(file: string, source = readFileSync(join(repo, file), 'utf8')): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = sf.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${file}:${line + 1}: ${JSON.stringify(text.trim())}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && LETTERS.test(node.text)) report(node, node.text);
    const text = textOf(node);
    if (text !== null && LETTERS.test(text)) {
      const parent = node.parent;
      const attribute =
        (ts.isJsxAttribute(parent) && TEXT_ATTRIBUTES.has(parent.name.getText())) ||
        (ts.isJsxExpression(parent) && ts.isJsxAttribute(parent.parent) && TEXT_ATTRIBUTES.has(parent.parent.name.getText()));
      const assigned =
        ts.isBinaryExpression(parent) &&
        parent.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
        parent.right === node &&
        ts.isPropertyAccessExpression(parent.left) &&
        TEXT_PROPERTIES.has(parent.left.name.text);
      const setAttribute =
        ts.isCallExpression(parent) &&
        /\.setAttribute$/.test(parent.expression.getText()) &&
        parent.arguments[1] === node &&
        TEXT_ATTRIBUTES.has(textOf(parent.arguments[0]!) ?? '');
      if (attribute || assigned || setAttribute || ((FRENCH.test(text) || PHRASE.test(text)) && !inDeveloperCall(node))) report(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

describe('shopper text is written in src/i18n/ only', () => {
  it('finds none in widgets/ and src/', () => {
    const all = ROOTS.flatMap(files);
    expect(all.length).toBeGreaterThan(40);
    expect(all.flatMap((f) => shopperTextIn(f))).toEqual([]);
  });

  it('would find JSX text, text attributes and properties, and French strings', () => {
    const sample = `
      const a = <button aria-label="Fermer le panneau">Fermer</button>;
      el.textContent = 'Sold out';
      el.setAttribute('title', \`Voir \${name}\`);
      const b = 'Désolé';
      const d = count === 1 ? 'one item' : 'items';
      console.warn('[storefront] déjà monté');
      const c = <div className="sf-cart" data-state="idle">{frPurchase.close}</div>;`;
    expect(shopperTextIn('widgets/x/sample.tsx', sample).map((f) => f.replace(/^.*?: /, ''))).toEqual([
      '"Fermer le panneau"',
      '"Fermer"',
      '"Sold out"',
      '"Voir"',
      '"Désolé"',
      '"one item"',
    ]);
  });
});
