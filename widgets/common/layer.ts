import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * A layer of its own at the end of <body> (an alert, a form modal): `render` gets the
 * `close` that unmounts and removes it, then calls `onClosed`.
 */
export const openLayer = (render: (close: () => void) => ReactNode, onClosed: () => void): void => {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const close = () => {
    root.unmount();
    host.remove();
    onClosed();
  };
  root.render(render(close));
};
