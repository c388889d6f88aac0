import { brokenPage, indexPage, notFoundPage, productPage, shopPage } from './catalogue-pages.js';
import { cartPage } from './cart-pages.js';
import { checkoutPage, orderConfirmedPage } from './checkout-pages.js';
import type { PageDataMap, PageName } from './types.js';

type Renderers = { [N in PageName]: (data: PageDataMap[N]) => string };

/**
 * The one place pages are rendered. The product pages' main content comes from the
 * site templates (examples/templates/, rendered by src/site: ../site-render/); the
 * page shell, the cart and checkout pages are small TypeScript functions.
 */
const renderers: Renderers = {
  index: indexPage,
  product: productPage,
  shop: shopPage,
  cart: cartPage,
  broken: brokenPage,
  'not-found': notFoundPage,
  checkout: checkoutPage,
  'order-confirmed': orderConfirmedPage,
};

export function renderPage<N extends PageName>(name: N, data: PageDataMap[N]): string {
  const render = renderers[name] as (data: PageDataMap[N]) => string;
  return render(data);
}

export type { PageDataMap, PageName };
