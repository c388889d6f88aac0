/**
 * `el('button', { type: 'button', 'aria-label': '...' }, 'text')`: a DOM element with
 * attributes and text or element children, for the widgets written without React
 * (gallery, content, events). Text only: no HTML strings are ever parsed.
 */
export type Attrs = Readonly<Record<string, string | number | boolean | undefined>>;

export const el = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] => {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    node.setAttribute(name, value === true ? '' : String(value));
  }
  node.append(...children);
  return node;
};
