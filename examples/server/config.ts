import { CollectionTypeCode } from '../../src/domain/content/enums.js';
import { captchaSettingsConfig } from './captcha/config.js';
import type { Deps } from './deps.js';
import { trackingPageConfig } from './tracking/settings.js';

/** Page and collection types of docs/behaviour.md §2 and §3, defined once in src/domain. */
export { PageType } from '../../src/domain/page-types.js';
export const COLLECTION_TYPE_PRODUCTS = CollectionTypeCode.Products;

export interface PageConfigOptions {
  pageType: number;
  collectionType?: number;
  itemId?: string;
  /** Extra top-level keys, e.g. `order` on the order-confirmed page. */
  extra?: Record<string, unknown>;
}

/**
 * The bootstrap configuration (src/contract/config.ts SiteConfigSchema): inline in every
 * page and answered by GET /api/context/config. Scarcity and restock views are derived
 * from live stock, so they follow orders.
 */
export function buildConfig(deps: Deps, page: PageConfigOptions) {
  const { catalogue } = deps;
  const { website, store } = catalogue;
  return {
    websiteId: website.id,
    currency: store.currency,
    locale: website.locale,
    store: { ...store, selectedCurrency: store.currency },
    merchandising: catalogue.merchandising,
    productMerchandisingContext: catalogue.productMerchandisingContext,
    website: {
      id: website.id,
      title: website.title,
      timeZone: website.timeZone,
      captchaSettings: captchaSettingsConfig(website.captchaSettings),
    },
    pageType: page.pageType,
    ...(page.collectionType !== undefined ? { collectionType: page.collectionType } : {}),
    ...(page.itemId !== undefined ? { itemId: page.itemId } : {}),
    apiRoot: '/api/',
    instalment: { modalBaseUrl: deps.options.instalmentModalBaseUrl },
    tracking: trackingPageConfig(deps, page),
    ...page.extra,
  };
}

export type BootstrapConfig = ReturnType<typeof buildConfig>;

/** JSON for an inline `<script type="application/json">`: `<` never closes the element. */
export const inlineJson = (value: unknown): string =>
  JSON.stringify(value).replaceAll('<', '\\u003c').replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029');
