import { lazyPart } from '../common/lazy-part';

/**
 * The product widget's lazy parts, one loader each for the page (widgets/common/lazy-part.ts:
 * loaded once, tried again after a failure). Each name is the part's chunk in the build's
 * chunk map (scripts/chunk-map.ts `lazyParts`).
 */
/** The variant picker's effects: loaded when the shopper reaches for a picker. */
export const variantSyncPart = lazyPart('product.variant-sync', () => import('./variant-sync'));
/** The checks and calls behind the button: loaded when the shopper reaches for it. */
export const purchaseCallsPart = lazyPart('product.purchase-calls', () => import('./purchase-calls'));
/** The alert dialog: loaded with the calls, so a failure can still be told when the network is gone. */
export const alertPart = lazyPart('product.alert', () => import('./alert'));
/** The add-to-cart button's component (preact): loaded as the shopper points at, focuses or presses it. */
export const buttonRenderPart = lazyPart('product.button-render', () => import('./button-render'));
export const quickViewPart = lazyPart('product.quick-view', () => import('./quick-view'));
export const addedPopoverPart = lazyPart('product.added-popover', () => import('./added-popover'));

/**
 * Tells the shopper `message` (a failed add, or a part that could not load: "Connexion
 * impossible. Veuillez réessayer", docs/behaviour.md §8) in the alert dialog, or in the
 * browser's own alert when the alert's chunk did not come either (offline before it loaded).
 */
export const alertShopper = (message: string, title: string | undefined, opener: HTMLElement | null): void =>
  void alertPart().then(
    (m) => m.showAlert(message, title, opener),
    () => window.alert(message),
  );
