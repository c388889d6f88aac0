import type { Formatter, FormatterRegistry } from '../../engine/api';

/**
 * `{item|json-script}`: JSON for the inside of a `<script>` element (the product
 * block's `<script type="application/json" data-storefront-json>`). The core `json`
 * formatter writes `</` as `<\/`, as the platform does; that stops `</script>` but not
 * `<!--<script>`, which makes the HTML parser run past the element's end tag. Here every
 * `<`, `>`, `&`, U+2028 and U+2029 is a `\uXXXX` escape, so no text can end, open or
 * comment out anything; `JSON.parse` reads back the same value.
 */
const ESCAPES: Readonly<Record<string, string>> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export function scriptJson(value: unknown): string {
  const text = JSON.stringify(value === undefined ? null : value) ?? 'null';
  return text.replace(/[<>&\u2028\u2029]/g, (c) => ESCAPES[c] ?? c);
}

const jsonScript: Formatter = (value) => (value === undefined ? '' : scriptJson(value));

export const scriptJsonFormatters: FormatterRegistry = { 'json-script': jsonScript };
