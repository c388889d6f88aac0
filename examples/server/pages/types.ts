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
  /** the short number the shopper reads (#1042); null for an order placed before numbers */
  number: number | null;
  /** whether the order's prices included the tax (its total does not add it) */
  pricesIncludeTax: boolean;
  /** whether the order held an item to ship (its free shipping reads "Offerte") */
  requiresShipping: boolean;
  kind: string;
  created: number;
  currency: string;
  subtotalCents: number;
  taxCents: number;
  shippingCents: number;
  discountCents: number;
  grandTotalCents: number;
  lines: {
    itemId: string;
    title: string;
    sku: string;
    attributes: Record<string, string>;
    quantity: number;
    unitCents: number;
    lineCents: number;
    additionalFields?: string | null;
    image?: unknown;
  }[];
}

/** The data of each page; `renderPage(name, data)` is the one entry (pages/render.ts). */
export interface PageDataMap {
  index: { site: SiteView; products: CatalogueProduct[]; extraPages: string[] };
  /** `addOn`: the block is an add-on product block; `variantButtons`: its options as buttons (setting-examples.ts). */
  product: { site: SiteView; product: CatalogueProduct; addOn?: boolean; variantButtons?: boolean; related?: readonly CatalogueProduct[] };
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
    /** no cart at all: the page says the cart is empty and leads to the shop */
    empty?: boolean;
    /** errors shown on their fields */
    fieldErrors?: { email?: string };
    /** the e-mail as typed, shown again with its error */
    email?: string;
  };
  'order-confirmed': { site: SiteView; order: OrderView };
}
export type PageName = keyof PageDataMap;
