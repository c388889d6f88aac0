/**
 * Value helpers shared by the renderer and the plugins: truthiness, text
 * conversion, escaping and child lookup on parsed JSON.
 */

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Size and truthiness as templates read them, shared with the widgets' reading of products (src/domain/platform-number.ts). */
export { platformTruthy as isTruthy, sizeOf } from '../../domain/platform-number';

/** Output text of a value: scalars as JavaScript prints them, the rest "". */
export function toText(value: unknown): string {
  // a string as it is; a number, a boolean ("true", "false") or a bigint by String(); anything else ""
  return /^(string|number|boolean|bigint)$/.test(typeof value) ? String(value) : '';
}

/**
 * What a variable tag writes: `toText`, except that an array writes its items joined
 * by commas, each as JavaScript's String() does (`null`, `[object Object]`, nested
 * arrays flattened), as the reference engine does.
 */
export function outputText(value: unknown): string {
  return Array.isArray(value) ? value.map(String).join(',') : toText(value);
}

/** Fixed-string replacements (faster than a callback per match on long JSON attributes). */
function escapeText(text: string, quotes: boolean): string {
  let out = text;
  if (out.includes('&')) out = out.replaceAll('&', '&amp;');
  if (out.includes('<')) out = out.replaceAll('<', '&lt;');
  if (out.includes('>')) out = out.replaceAll('>', '&gt;');
  if (quotes && out.includes('"')) out = out.replaceAll('"', '&quot;');
  return out;
}

export function escapeHtml(text: string): string {
  return escapeText(text, false);
}

export function escapeAttr(text: string): string {
  return escapeText(text, true);
}

/** The child `key` of a node: an object's own property or an array index. */
export function child(node: unknown, key: string): unknown {
  if (Array.isArray(node)) {
    if (!/^\d+$/.test(key)) return undefined;
    return node[Number(key)];
  }
  if (isObject(node) && Object.hasOwn(node, key)) return node[key];
  return undefined;
}

/** Walks `keys` down from `node`; missing as soon as one step fails. */
export function descend(node: unknown, keys: readonly string[], from = 0): unknown {
  let current = node;
  for (let i = from; i < keys.length && current !== undefined; i++) {
    current = child(current, keys[i] as string);
  }
  return current;
}

/** JSON text of a value with `</` escaped so it is safe inside <script>. */
export function toJson(value: unknown, indent?: number): string {
  const text = JSON.stringify(value === undefined ? null : value, null, indent);
  const json = text ?? 'null';
  return json.includes('</') ? json.replace(/<\//g, '<\\/') : json;
}
