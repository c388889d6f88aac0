/**
 * The context the platform passes with a page, laid over a case's data by the "registered"
 * family (registered.ts): translated labels (`localizedStrings`), custom labels
 * (`productMerchandisingContext`), store settings, products of each kind (physical with
 * variants whose option names hold markup characters, subscribable with its plan, a gift
 * card, sold out, on sale), an image, valid and invalid money, valid and invalid dates.
 * `variant` (0 to 9) picks one of several versions of the labels and settings.
 */

const OPTION = '<Taille & "Couleur">';

const variantOf = (sku: string, price: string, stock: number, attributes: Record<string, string>, onSale = false) => ({
  sku,
  price: { decimalValue: price, currencyCode: 'EUR' },
  salePrice: { decimalValue: onSale ? '9.50' : '0.00', currencyCode: 'EUR' },
  onSale,
  qtyInStock: stock,
  unlimited: false,
  attributes,
});

const physical = {
  id: 'p-physical',
  collectionId: 'c-shop',
  title: 'T-shirt <b>classique</b> & "bio"',
  fullUrl: '/shop/t-shirt',
  recordType: 11,
  structuredContent: {
    productType: 1,
    useCustomAddButtonText: true,
    customAddButtonText: 'Ajouter <vite>',
    variantOptionOrdering: [OPTION, 'Col'],
    variants: [
      variantOf('TS-S', '25.00', 3, { [OPTION]: 'S <petit>', Col: 'Rond' }, true),
      variantOf('TS-M', '25.00', 0, { [OPTION]: 'M', Col: 'V' }),
      variantOf('TS-L', '27.00', 12, { [OPTION]: 'L & plus', Col: 'Rond' }),
    ],
  },
};

const subscribable = {
  id: 'p-subscription',
  collectionId: 'c-shop',
  title: 'Café du mois',
  recordType: 11,
  structuredContent: {
    productType: 1,
    isSubscribable: true,
    subscriptionPlan: { billingPeriod: { value: 2, unit: 'WEEK' }, numBillingCycles: 6 },
    variants: [variantOf('CAFE', '14.00', 50, {})],
  },
};

const giftCard = {
  id: 'p-gift',
  title: 'Carte cadeau',
  recordType: 11,
  structuredContent: {
    productType: 3,
    variants: [variantOf('GC-25', '25.00', 0, { Montant: '25 €' }), variantOf('GC-50', '50.00', 0, { Montant: '50 €' })].map((v) => ({ ...v, unlimited: true })),
  },
};

const soldOut = {
  id: 'p-sold-out',
  title: 'Lithographie',
  recordType: 11,
  structuredContent: { productType: 1, variants: [variantOf('LITHO', '120.00', 0, {})] },
};

const image = {
  assetUrl: 'https://images.example/photo.jpg',
  originalSize: '1500x1000',
  mediaFocalPoint: { x: 0.3, y: 0.7 },
  systemDataVariants: '100w,300w,500w,750w,1000w,1500w',
  title: 'Une <photo> & "légende"',
  filename: 'photo.jpg',
  colorData: { topLeftAverage: 'a1b2c3', centerAverage: '112233', suggestedBgColor: 'eeddcc' },
};

const LABELS = [
  {},
  {
    productAddToCartText: 'Ajouter au panier',
    productQuickViewText: 'Aperçu',
    productPriceSalePriceText: 'Prix soldé :',
    productPriceOriginalPriceText: 'Prix d’origine :',
    productSubscribeText: "S'abonner",
    productVariantSelectText: 'Choisir {variantName}',
    productPriceUnavailable: 'Indisponible',
  },
  { productAddToCartText: '', productQuickViewText: 0, productSubscribeText: true, productVariantSelectText: '<b>{variantName}</b>' },
  { productAddToCartText: '<script>x</script>', productPriceSalePriceText: ['liste'], productPriceUnavailable: { a: 1 } },
] as const;

const MERCHANDISING = [
  {},
  { 'p-physical': { customSoldOutText: 'Épuisé <bientôt>', scarcityText: 'Plus que {quantity} !' }, 'p-sold-out': { customSoldOutText: 'Revient bientôt' } },
  { 'p-physical': { customSoldOutText: '', scarcityText: 7 } },
] as const;

const STORE = [{}, { storeSettings: { currencyCode: 'EUR', useLightCart: true, scarcityShownByDefault: true } }, { websiteSettings: { storeSettings: { currencyCode: 'USD' } } }] as const;

/** The platform context, version `variant` (0 to 9). */
export function platformContext(variant: number): Record<string, unknown> {
  return {
    localizedStrings: LABELS[variant % LABELS.length],
    productMerchandisingContext: MERCHANDISING[variant % MERCHANDISING.length],
    ...STORE[variant % STORE.length],
    product: physical,
    subscription: subscribable,
    giftCard,
    soldOut,
    products: [physical, subscribable, giftCard, soldOut],
    image,
    money: { decimalValue: '1234.56', currencyCode: 'EUR' },
    badMoney: { decimalValue: 'abc', currencyCode: 'EUR' },
    unknownCurrency: { decimalValue: '12.5', currencyCode: 'XYZ' },
    dates: { start: 1700000000000, end: 1700086400000, text: '2024-13-45', far: -1e20, zero: 0 },
    labels: { a: 'productAddToCartText', b: 'missing.key' },
  };
}

/** Paths into the platform context, the subjects of calls. */
export const CONTEXT_PATHS = [
  'product',
  'product.structuredContent',
  'product.structuredContent.variants',
  'product.structuredContent.variants.0',
  'product.title',
  'subscription',
  'giftCard',
  'soldOut',
  'products',
  'image',
  'money',
  'badMoney',
  'unknownCurrency',
  'dates.start',
  'dates',
  'dates.text',
  'dates.far',
  'localizedStrings',
  'labels.a',
  '@',
] as const;
