/**
 * Rules from the language's public documentation (Squarespace developer docs:
 * "What is JSON-T?", "JSON-T Directives", "JSON-T Predicates", "JSON-T
 * Formatters"; the JSON-T reference list at jsont.squarespace.com, "Advanced
 * JSONT") that the conformance fixtures do not pin. They already held; these
 * tests keep them.
 */
import { describe, expect, it } from 'vitest';
import { compile } from '../../../../src/site/index.js';

function render(source: string, data: unknown): string {
  const { template, errors } = compile(source);
  expect(errors).toEqual([]);
  return template.render(data, { locale: 'en' }).output;
}

describe('directives', () => {
  // "The content inside a section will only display if the section exists";
  // "Sections define scope, meaning they set the root for any data tags within".
  it('a section scopes its body and the dotted path reads the same value', () => {
    const data = { website: { siteTitle: 'Site' } };
    expect(render('{.section website}{siteTitle}{.end}|{website.siteTitle}', data)).toBe('Site|Site');
    expect(render('[{.section missing}x{.end}]', data)).toBe('[]');
  });

  // "You can use an or statement within a section or repeated section to display
  // something if ... the section is missing or false".
  it('.or renders for a missing or false section and an empty repeated section', () => {
    expect(render('{.section item}yes{.or}no{.end}', {})).toBe('no');
    expect(render('{.section item}yes{.or}no{.end}', { item: false })).toBe('no');
    expect(render('{.repeated section items}x{.or}none{.end}', { items: [] })).toBe('none');
  });

  // "alternates with ... is expanded in between every pair of repeating sections".
  it('.alternates with goes between items only', () => {
    expect(render('{.repeated section items}{@}{.alternates with}, {.end}', { items: ['a', 'b', 'c'] })).toBe('a, b, c');
    expect(render('{.repeated section items}{@}{.alternates with}, {.end}', { items: ['a'] })).toBe('a');
  });

  // "The '@' carries a reference to the item you are scoped within".
  it('@ is the current item', () => {
    expect(render('{.section title}<div>{@}</div>{.end}', { title: 'T' })).toBe('<div>T</div>');
  });

  // "{.var @firstImg items.0} ... use it later within any section or repeated section".
  it('.var binds a value usable in later sections', () => {
    const data = { items: [{ title: 'A' }, { title: 'B' }] };
    expect(render('{.var @firstImg items.0}{.section @firstImg}{title}{.end}', data)).toBe('A');
    expect(render('{.var @t items.1.title}{.repeated section items}{@t}{.end}', data)).toBe('BB');
  });

  // Advanced JSONT, "If Statements": "truthy conditions = true || has-value.
  // NOTE: Does not constrain scope." ... "You can use the {.or} statement".
  it('.if tests truthiness without changing scope, with .or', () => {
    const data = { a: { b: 'x' }, top: 'T' };
    expect(render('{.if a.b}{top}{.or}no{.end}', data)).toBe('T');
    expect(render('{.if a.c}yes{.or}no{.end}', data)).toBe('no');
  });

  // Advanced JSONT, "Literals" and "JSONT Code Commenting".
  it('literals and comments', () => {
    expect(render('{.space}|{.tab}|{.newline}|{.meta-left}{.meta-right}', {})).toBe(' |\t|\n|{}');
    expect(render('Hello {# Comment} There', {})).toBe('Hello  There');
  });
});

describe('predicates', () => {
  // "{.equal? arg1 arg2} Tests if two alpha-numeric arguments are equal ... If
  // either of your arguments may contain spaces, use a delimiter other than a
  // space ... {.equal?:arg1:arg2}" (Advanced JSONT: "The delimiter will be the
  // first character after the predicate").
  it('equal? compares two arguments, split on the character after its name', () => {
    expect(render('{.equal? collection.typeName "blog"}blog{.or}other{.end}', { collection: { typeName: 'blog' } })).toBe('blog');
    expect(render('{.equal?:fooBar:"Foo Bar"}eq{.or}ne{.end}', { fooBar: 'Foo Bar' })).toBe('eq');
    expect(render('{.equal?:fooBar:"Foo Baz"}eq{.or}ne{.end}', { fooBar: 'Foo Bar' })).toBe('ne');
  });
});

describe('formatters', () => {
  // URL Encode: "For instance, "Test Example" would become "Test%20Example"."
  it('url-encode', () => {
    expect(render('{s|url-encode}', { s: 'Test Example' })).toBe('Test%20Example');
  });

  // HTML: "replacing the characters <, >, and & with their corresponding" entities.
  it('html escapes <, > and & only', () => {
    expect(render('{s|html}', { s: `<b>"Tom" & 'Jerry'</b>` })).toBe(`&lt;b&gt;"Tom" &amp; 'Jerry'&lt;/b&gt;`);
  });

  // JSON / Prettified JSON: "Output the variable as (formatted) JSON data."
  it('json and json-pretty', () => {
    expect(JSON.parse(render('{v|json}', { v: { a: [1, 'x'] } }))).toEqual({ a: [1, 'x'] });
    expect(render('{v|json-pretty}', { v: { a: 1 } })).toBe('{\n  "a": 1\n}');
  });
});
