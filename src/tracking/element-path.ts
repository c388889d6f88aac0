import { ELEMENT_PATH_MAX } from '../contract/tracking-constants';

/** `name#id`, else `name.firstClass`, else `name` (classList: SVG elements too). */
const part = (el: Element): string => {
  const name = el.nodeName.toLowerCase();
  const cls = el.classList[0];
  return el.id ? `${name}#${el.id}` : cls ? `${name}.${cls}` : name;
};

/**
 * A readable path to the element a metric points at (`body>main>div.product>img`),
 * stopping at the first id, truncated at 200 characters (docs/behaviour.md §9). Null without one.
 */
export const elementPath = (node: Node | null | undefined): string | null => {
  const parts: string[] = [];
  let el: Element | null | undefined = node instanceof Element ? node : node?.parentElement;
  while (el && el.nodeName !== 'HTML') {
    parts.unshift(part(el));
    if (el.id) break;
    el = el.parentElement;
  }
  return parts.length ? parts.join('>').slice(0, ELEMENT_PATH_MAX) : null;
};
