import type { CatalogueStore } from './catalogue.js';

/**
 * Product pages under one switched setting or block option, for manual QA of each
 * store and merchandising option (tests switch settings with POST /__test/settings
 * instead). Only this page's configuration changes; the server's settings stay as they
 * are. `addOn` renders the product as an add-on product block (`data-add-on="true"`).
 */
export interface SettingExample {
  name: string;
  label: string;
  productId: string;
  store?: Partial<CatalogueStore>;
  merchandising?: Record<string, unknown>;
  addOn?: boolean;
  /** The page's locale (configuration, `lang`, template rendering): `en-US` shows the store in English. */
  locale?: string;
  /** The variant options as buttons (`data-variant-display="buttons"` around the block: docs/markup-contract.md). */
  variantButtons?: boolean;
}

export const SETTING_EXAMPLES: readonly SettingExample[] = [
  { name: 'express-checkout', label: 'Commande express (expressCheckout)', productId: 'carnet-simple', store: { expressCheckout: true } },
  { name: 'reviews', label: 'Avis produits affichés', productId: 'tee-classic', merchandising: { displayNativeProductReviewsEnabled: true, displayImportedProductReviewsEnabled: true } },
  { name: 'add-on', label: 'Produit complémentaire (bouton à icônes, data-add-on)', productId: 'carnet-simple', addOn: true },
  { name: 'service-single-quantity', label: 'Service sans quantité multiple', productId: 'atelier-ceramique', store: { multipleQuantityAllowedForServices: false } },
  { name: 'light-cart', label: 'Panier léger (useLightCart)', productId: 'carnet-simple', store: { useLightCart: true } },
  { name: 'variant-buttons', label: 'Options en boutons (data-variant-display="buttons")', productId: 'tee-classic', variantButtons: true },
  { name: 'english', label: 'Boutique en anglais (locale en-US : catalogue anglais chargé à la demande)', productId: 'tee-classic', locale: 'en-US' },
  { name: 'english-instalment', label: 'Paiement en plusieurs fois sur une page en anglais (Clearpay, Royaume-Uni ; sur une page française, pas de pilule)', productId: 'cartable-cuir', locale: 'en-GB' },
];
