import { _default, boolean, looseObject, number, optional, string, stringMap, unknown } from './zod';
import type { output } from './zod';

/**
 * The site's bootstrap configuration: inline JSON in
 * `<script type="application/json" id="storefront-config">`, else
 * GET /api/context/config (docs/behaviour.md §7). It says what a template cannot: the store
 * settings, merchandising settings and website context of docs/behaviour.md §3.
 * Unknown keys are kept, missing ones take docs/behaviour.md's defaults.
 */
export const StoreSettingsSchema = looseObject({
  useLightCart: _default(boolean(), false),
  /** docs/behaviour.md §5: service items show a quantity input unless this is false (default allowed). */
  multipleQuantityAllowedForServices: _default(boolean(), true),
  expressCheckout: _default(boolean(), false),
  /** Checkout is blocked below this subtotal (issue 4); 0 means no minimum. */
  minimumSubtotalCents: _default(number(), 0),
  /** Prices include the tax (VAT): totals show "dont TVA", never add it (issue 26, src/domain/cart-summary.ts). */
  pricesIncludeTax: _default(boolean(), false),
  /** Flat tax rate in percent, for the label of the tax row. */
  taxRatePercent: optional(number()),
  /** Free shipping from this subtotal (minor units): the cart shows the progress to it. */
  shipping: optional(looseObject({ freeFromSubtotalCents: optional(number()) })),
});
export type StoreSettings = output<typeof StoreSettingsSchema>;

export const MerchandisingSettingsSchema = looseObject({
  restockNotificationsSuccessText: optional(string()),
  displayNativeProductReviewsEnabled: _default(boolean(), false),
  displayImportedProductReviewsEnabled: _default(boolean(), false),
});

export const ProductMerchandisingContextSchema = looseObject({
  restockNotificationViews: optional(unknown()),
  restockNotificationMessages: optional(unknown()),
  mailingListSignUpEnabled: optional(boolean()),
  mailingListOptInByDefault: optional(boolean()),
  scarcityEnabled: optional(boolean()),
  scarcityTemplateViews: optional(unknown()),
  scarcityText: optional(string()),
  scarcityShownByDefault: optional(boolean()),
  customSoldOutText: optional(string()),
});
export type ProductMerchandisingContext = output<typeof ProductMerchandisingContextSchema>;

export const SiteConfigSchema = looseObject({
  websiteId: _default(string(), ''),
  /** docs/behaviour.md §3: selected currency, default USD; one outside the 27 reads as USD (src/runtime/settings.ts), never an invalid configuration. */
  currency: _default(string(), 'USD'),
  locale: _default(string(), 'fr-FR'),
  store: _default(StoreSettingsSchema, {
    useLightCart: false,
    multipleQuantityAllowedForServices: true,
    expressCheckout: false,
    minimumSubtotalCents: 0,
    pricesIncludeTax: false,
  }),
  merchandising: optional(MerchandisingSettingsSchema),
  productMerchandisingContext: _default(stringMap(ProductMerchandisingContextSchema), {}),
  website: optional(
    looseObject({
      id: optional(string()),
      /** docs/behaviour.md §3: default America/New_York. */
      timeZone: _default(string(), 'America/New_York'),
      /** The bot-check site key, and where its script loads from (src/captcha/settings.ts). */
      captchaSettings: optional(looseObject({ siteKey: optional(string()), scriptUrl: optional(string()) })),
    }),
  ),
  /** Numeric page type of docs/behaviour.md §2 (e.g. 50 content item, 200 show cart, 202 order confirmed). */
  pageType: optional(number()),
  /** Collection type of docs/behaviour.md §3 (13 = products). */
  collectionType: optional(number()),
  /** API root, default `/api/`. */
  apiRoot: _default(string(), '/api/'),
});
export type SiteConfig = output<typeof SiteConfigSchema>;
