import type { ProductMerchandisingContext } from '../../../src/contract/index.js';
import type { CatalogueProduct } from '../catalogue.js';
import { inlineJson } from '../config.js';
import { esc } from './html.js';
import { productRestock, productScarcity, variantsSelect } from './product-extras.js';
import {
  type MarkupContext,
  addToCartButton,
  productPrice,
  productStatus,
  quantityInput,
  quickViewButton,
} from './product-markup.js';

export interface BlockContext extends MarkupContext {
  merchandising: Record<string, ProductMerchandisingContext>;
  siteKey?: string;
}

/**
 * One product island (docs/backend.md, "Markup contract"): `data-storefront="product"`,
 * the item JSON first, then the platform's server-rendered markup as the fallback.
 * `json` overrides the embedded JSON text (the broken example uses it).
 */
export function productBlock(
  p: CatalogueProduct,
  ctx: BlockContext,
  opts: { heading: 'h1' | 'h2'; quickView?: boolean; json?: string } = { heading: 'h2' },
): string {
  const merch = ctx.merchandising[p.id];
  const title =
    opts.heading === 'h1'
      ? `<h1 class="product-title">${esc(p.title)}</h1>`
      : `<h2 class="product-title"><a href="${esc(p.fullUrl ?? `/products/${p.id}`)}">${esc(p.title)}</a></h2>`;
  const excerpt = typeof p['excerpt'] === 'string' ? `<p class="product-excerpt">${esc(p['excerpt'])}</p>` : '';
  const parts = [
    `<script type="application/json" data-storefront-json>${opts.json ?? inlineJson(p)}</script>`,
    title,
    productPrice(p, ctx),
    productStatus(p, merch?.customSoldOutText),
    opts.heading === 'h1' ? excerpt : '',
    productScarcity(p, merch),
    variantsSelect(p),
    quantityInput(p, ctx),
    addToCartButton(p),
    productRestock(p, merch, ctx.siteKey),
    opts.quickView ? quickViewButton(p, 'shop') : '',
  ].filter((part) => part !== '');
  return (
    `<div class="product-block" data-storefront="product" data-item-id="${esc(p.id)}" data-product-type="${esc(p.structuredContent.productType)}">\n` +
    `${parts.join('\n')}\n</div>`
  );
}
