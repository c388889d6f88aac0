import type { BootstrapConfig } from '../config.js';
import type { CatalogueProduct } from '../catalogue.js';
import type { SerializedCart } from '../store/serialize.js';
import type { TemplateSite } from '../site-render/product-pages.js';

/** What every page knows about the site and the visitor; `templates` and `settings` render the product blocks. */
export interface SiteView extends TemplateSite {
  siteTitle: string;
  locale: string;
  currency: string;
  config: BootstrapConfig;
  cart: SerializedCart | null;
  crumb: string;
  /** The SDK's default theme CSS, inlined in the head (pages/theme-css.ts); "" before a build. */
  themeCss: string;
}

export interface OrderView {
  id: string;
  kind: string;
  created: number;
  currency: string;
  subtotalCents: number;
  taxCents: number;
  shippingCents: number;
  grandTotalCents: number;
  lines: {
    itemId: string;
    title: string;
    sku: string;
    attributes: Record<string, string>;
    quantity: number;
    unitCents: number;
    lineCents: number;
  }[];
}

/** The data of each page; `renderPage(name, data)` is the one entry (pages/render.ts). */
export interface PageDataMap {
  index: { site: SiteView; products: CatalogueProduct[]; extraPages: string[] };
  /** `addOn`: the block is an add-on product block (setting-examples.ts). */
  product: { site: SiteView; product: CatalogueProduct; addOn?: boolean; related?: readonly CatalogueProduct[] };
  shop: { site: SiteView; products: CatalogueProduct[] };
  cart: { site: SiteView };
  broken: { site: SiteView; healthy: CatalogueProduct; broken: CatalogueProduct };
  'not-found': { site: SiteView; path: string };
  checkout: {
    site: SiteView;
    heading: string;
    action: string;
    cart: SerializedCart | null;
    hidden: Record<string, string>;
    error?: string;
    blocked?: string;
  };
  'order-confirmed': { site: SiteView; order: OrderView };
}
export type PageName = keyof PageDataMap;
