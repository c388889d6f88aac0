import { createRoot } from 'react-dom/client';
import { AddToCartButton, type AddToCartButtonProps } from './add-to-cart-button';

/**
 * The add-to-cart button's component rendered into its wrapper (a chunk of its own,
 * loaded by ./button-view.ts on the shopper's first gesture at the button, or at mount
 * for an add-on block): preact renders over the nodes already there, so an adopted
 * server button keeps its nodes (focus, the live child).
 */
export const renderButton = (wrapper: HTMLElement, props: AddToCartButtonProps) => {
  const root = createRoot(wrapper);
  let view: AddToCartButton | null = null;
  root.render(
    <AddToCartButton
      {...props}
      ref={(c) => {
        view = c;
      }}
    />,
  );
  return {
    /** A click on the button, as the component handles it. */
    click: () => (view as AddToCartButton | null)?.click(),
    unmount: () => root.unmount(),
  };
};
