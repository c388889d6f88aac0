import type { CatalogueProduct } from '../catalogue.js';
import { instalmentPillView } from './instalment-pill.js';
import { siteLabels } from './localized-strings.js';
import { withShopOptions } from './shop-options.js';
import { type SiteSettings, renderOptions, templateData } from './template-data.js';
import type { SiteTemplates } from './templates.js';

/**
 * The `<main>` content of the pages with product blocks, rendered from the page
 * templates (examples/templates/NAME.html) with the seeded store's JSON.
 */
export interface TemplateSite {
  templates: SiteTemplates;
  settings: SiteSettings;
}

const render = (site: TemplateSite, name: string, products: readonly CatalogueProduct[], page: Record<string, unknown>) =>
  site.templates.render(name, templateData(site.settings, products, page), renderOptions(site.settings));

/**
 * product-page.html with `item`; `addOn` renders it as an add-on product block, `variantButtons`
 * its variant options as buttons; `related`:
 * other products, listed under it (the related-product-display analytics event). The item
 * carries `instalmentPill` when it has one: the product block partial reads it in its own
 * scope (a partial sees only the value it is applied to, as on the platform).
 */
export const productPageMain = (site: TemplateSite, item: CatalogueProduct, addOn = false, related: readonly CatalogueProduct[] = [], variantButtons = false) => {
  const instalmentPill = instalmentPillView(item, site.settings.website.locale);
  const labels = siteLabels(site.settings.website.locale);
  const shown = withShopOptions(instalmentPill ? { ...item, instalmentPill } : item, labels, false);
  return render(site, 'product-page', [item], { item: shown, addOn, variantButtons, related: related.map((r) => withShopOptions(r, labels, true)) });
};

/** product-list.html with `items`, each a tile (its options in the store's words: ./shop-options.ts). */
export const productListMain = (site: TemplateSite, items: readonly CatalogueProduct[]) => {
  const labels = siteLabels(site.settings.website.locale);
  return render(site, 'product-list', items, { items: items.map((item) => withShopOptions(item, labels, true)) });
};

/** broken-block.html with `broken` and `healthy`, two tiles; the first block's JSON is then cut short. */
export function brokenBlockMain(site: TemplateSite, broken: CatalogueProduct, healthy: CatalogueProduct): string {
  const labels = siteLabels(site.settings.website.locale);
  const html = render(site, 'broken-block', [broken, healthy], { broken: withShopOptions(broken, labels, true), healthy: withShopOptions(healthy, labels, true) });
  const malformed = `{"id": "${broken.id}", "structuredContent": {`;
  return html.replace(/(<script type="application\/json" data-storefront-json>)[\s\S]*?(<\/script>)/, (_, open: string, close: string) => open + malformed + close);
}
