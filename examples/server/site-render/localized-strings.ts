/**
 * The example store's `localizedStrings` (docs/theming.md "French labels"): what a French
 * merchant sets so the platform's formatters write French where the platform lets a site
 * translate a label. Labels the platform keeps as they are whatever a site sets (the
 * quantity label, "from", "sale", a period of one: docs/site-engine.md) are the site's own
 * `shop…` keys, which the example templates read (partials/shop-*.html) in place of the
 * platform's words; "sold out" is each product's `customSoldOutText`.
 * A page in another language (`/examples/english`) gets only the gift card's labels: the
 * platform's English defaults.
 */
const GIFT_CARD_LABELS = { giftCardValueDisplayText: '{0}', giftCardVariantSelectText: 'Select {variantName}' } as const;

/** The site's own words for what the platform writes in English (read by the example templates only). */
const FRENCH_SHOP_WORDS = {
  shopQuantity: 'Quantité',
  shopFromPrice: 'à partir de',
  shopSale: 'Promo',
  // a variant option's title ("Taille :", where the platform writes "Taille: ") and a tile's select prompt (site-render/shop-options.ts)
  shopOptionTitle: '{name} :',
  shopTilePrompt: 'Choisir…',
  shopPerPeriod: { DAY: 'par jour', WEEK: 'par semaine', MONTH: 'par mois', YEAR: 'par an' },
} as const;

const FRENCH_LABELS = {
  productAddToCartText: 'Ajouter au panier',
  productSubscribeText: "S'abonner",
  productQuickViewText: 'Aperçu rapide',
  productVariantSelectText: 'Choisir : {variantName}',
  giftCardValueDisplayText: '{0}',
  giftCardVariantSelectText: 'Choisir : {variantName}',
  productPriceSalePriceText: 'Prix soldé :',
  productPriceOriginalPriceText: "Prix d'origine :",
  productPriceUnavailable: 'Indisponible',
  ...FRENCH_SHOP_WORDS,
} as const;

/** The labels of a site whose locale is `locale` (BCP 47). */
export const siteLabels = (locale: string): Readonly<Record<string, unknown>> =>
  locale.toLowerCase().startsWith('fr') ? FRENCH_LABELS : GIFT_CARD_LABELS;
