/**
 * A click made on a block before its widget mounted is not lost (docs/architecture.md principle 2): we
 * remember where in the island it landed, as a path of child indexes, and click the
 * same place once the widget is ready, even if the widget re-rendered that node.
 */
export const pathTo = (root: Element, target: EventTarget | null): number[] | null => {
  const path: number[] = [];
  let node = target instanceof Element ? target : null;
  while (node && node !== root) {
    const parent: Element | null = node.parentElement;
    if (!parent) return null;
    path.unshift([...parent.children].indexOf(node));
    node = parent;
  }
  return node ? path : null;
};

export const clickAt = (root: Element, path: number[]): void => {
  let node: Element | undefined = root;
  for (const i of path) node = node?.children[i];
  if (node instanceof HTMLElement) node.click();
};
