import type { ProductMerchandisingContext } from '../../../src/contract/index.js';
import type { RenderOptions } from '../../../src/site/index.js';
import type { Catalogue, CatalogueProduct, CatalogueStore } from '../catalogue.js';
import { siteLabels } from './localized-strings.js';
import { withViews } from './merchandising-views.js';

/** The site settings a template render reads besides the page's own data. */
export interface SiteSettings {
  website: Catalogue['website'];
  store: CatalogueStore;
  /** The merchandising settings (the bootstrap configuration's `merchandising`: review display, ...). */
  merchandising: Catalogue['merchandising'];
  productMerchandisingContext: Readonly<Record<string, ProductMerchandisingContext>>;
}

/**
 * The JSON a page template is rendered with, shaped as the platform's page data: what
 * the commerce formatters read (src/site/commerce/site-context.ts) at the top, the
 * page's own keys (`item`, `items`, ...) next to them:
 * - `website`: id, title, locale, `timeZone` (dates), `captchaSettings.siteKey`
 *   (restock captcha) and `useCLDRMoneyFormat`;
 * - `featureFlags.useCLDRMoneyFormat`: the website's setting, the flag the platform's
 *   price formatters read (prices written in the locale's CLDR format);
 * - `websiteSettings.storeSettings`: the store settings (quantity rule, currency);
 * - `merchandising`: the merchandising settings, as in the bootstrap configuration
 *   (`displayNativeProductReviewsEnabled`, `displayImportedProductReviewsEnabled`);
 * - `productMerchandisingContext`: per product, with the live scarcity and restock views;
 * - `localizedStrings`: the site's labels (./localized-strings.ts): French on a French site;
 *   the gift card's value option is titled by its own name ("Valeur"), where the platform's
 *   default is the English "Value" (docs/site-engine.md).
 */
export function templateData(settings: SiteSettings, products: readonly CatalogueProduct[], page: Record<string, unknown>) {
  const { website, store, merchandising } = settings;
  return {
    website,
    websiteSettings: { storeSettings: { ...store, selectedCurrency: store.currency } },
    merchandising,
    featureFlags: { useCLDRMoneyFormat: website.useCLDRMoneyFormat === true },
    productMerchandisingContext: withViews(settings.productMerchandisingContext, products),
    localizedStrings: siteLabels(website.locale),
    ...page,
  };
}

/** Locale and time zone of the render: the website's. */
export const renderOptions = ({ website }: SiteSettings): RenderOptions => ({ locale: website.locale, timeZone: website.timeZone });
