import { type ComponentChild, render } from 'preact';

/** `react-dom/client` of the script-tag build: createRoot over preact's render. */
export const createRoot = (el: Element) => ({
  render: (node: ComponentChild) => render(node, el),
  unmount: () => render(null, el),
});
