/** Text formatters: escaping, encoding, case and shaping of strings. */
import type { Formatter } from '../api';

const text = (f: (s: string, args: readonly string[]) => string): Formatter =>
  (value, ctx) => f(ctx.toText(value), ctx.args);

/** Java URLEncoder's safe set (letters, digits, `.-*_`), spaces as %20. */
/** encodeURIComponent, with !'()~ encoded too and / @ + kept, as the platform writes it (test/unit/site/engine/platform-rules.test.ts "url-encode keeps / @ + as the platform"). */
function urlEncode(s: string): string {
  return encodeURIComponent(s)
    .replace(/[!'()~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%(2F|40|2B)/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Cuts at `max` characters, back to the last ASCII white space (not U+00A0 or U+202F: test/unit/site/engine/text-and-nth-rules.test.ts "cuts after the last white space within the length, a…"), and adds the ellipsis. */
export function truncate(s: string, max: number, ellipsis: string): string {
  // no positive length: nothing to cut (as the platform)
  if (s.length <= max || max <= 0) return s;
  let cut = s.slice(0, max);
  const space = cut.search(/[ \t-\r][^ \t-\r]*$/);
  if (space >= 0) cut = cut.slice(0, space + 1); // a white space first too (" abc" 2 is " ...": test/unit/site/engine/text-and-nth-rules.test.ts "cuts after the last white space within the length, a…")
  return cut + ellipsis;
}

/**
 * The platform's smart quotes (test/unit/site/engine/generated-template-rules.test.ts "smartypants: single quotes first, opening at a line…"): `--` is an em dash (`---` an em dash and a hyphen),
 * `...` stays; single quotes first, opening at a line start or after `( [ - \u2014 "` and the
 * letter `s` (not after a space: "in 'x'" is "in \u2019x\u2019", "buttons'" is "buttons\u2018": the
 * platform's class has a literal `s` where white space was meant), then double quotes, opening at
 * the start, after white space or `( [ - \u2014 / \u2018`.
 */
function smartypants(s: string): string {
  return s
    .replace(/--/g, '\u2014')
    .replace(/(^|[([\u2014"s-])'/gm, '$1\u2018')
    .replace(/'/g, '\u2019')
    .replace(/(^|[\s([\u2014/\u2018-])"/g, '$1\u201c')
    .replace(/"/g, '\u201d');
}

export const textFormatters: Record<string, Formatter> = {
  capitalize: text((s) => s.toUpperCase()),
  'encode-space': text((s) => s.replace(/\s/g, '&nbsp;')),
  'encode-uri': text((s) => encodeURI(s)),
  'encode-uri-component': text((s) => encodeURIComponent(s)),
  'url-encode': text(urlEncode),
  html: (value, ctx) => ctx.escape.html(ctx.toText(value)),
  htmlattr: (value, ctx) => ctx.escape.htmlattr(ctx.toText(value)),
  htmltag: (value, ctx) => ctx.escape.htmlattr(ctx.toText(value)),
  // missing and null go through as they are (as the platform: a `.var` of them binds no text)
  // a value that is not template-truthy passes through ([], {}, 0, false: as the platform, docs/site-engine.md "Rules the suite found")
  safe: (value, ctx) => (ctx.isTruthy(value) ? ctx.toText(value).replace(/<[^>]*>/g, '') : value),
  /**
   * Drops everything but ASCII letters, digits, white space and hyphens (`_` too), then lowercases;
   * each run of white space becomes `-`, kept at the ends, hyphens kept as they are (as the
   * platform: " a - b " is "-a---b-", "SNAKE_CASE" is "snakecase").
   */
  slugify: text((s) =>
    s
      .replace(/[^A-Za-z0-9\s-]/g, '')
      .toLowerCase()
      .replace(/\s+/g, '-'),
  ),
  smartypants: text(smartypants),
  // each line feed becomes `<br/>` (a carriage return stays): test/unit/site/engine/registered-late.test.ts
  'line-breaks': text((s) => s.replace(/\n/g, '<br/>')),
  // no positive length (none read, `abc`): the value itself, not its text (a list stays a list, as the platform)
  truncate: (value, ctx) => {
    const max = ctx.args[0] === undefined ? 100 : parseInt(ctx.args[0], 10);
    return !(max > 0) ? value : truncate(ctx.toText(value), max, ctx.args[1] ?? '...');
  },
  output: (_value, ctx) => ctx.args.join(' '),
  str: (value, ctx) => ctx.toText(value),
};
