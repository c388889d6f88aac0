import type { Context } from 'hono';
import { type PageConfigOptions, buildConfig } from './config.js';
import { cartCookie, ensureCrumb } from './crumb.js';
import type { Deps } from './deps.js';
import { themeCss } from './pages/theme-css.js';
import type { SiteView } from './pages/types.js';
import { currentCart } from './routes/cart.js';

/** Everything a page needs about the site and this visitor (sets the crumb cookie). */
export function siteView(c: Context, deps: Deps, page: PageConfigOptions): SiteView {
  const { catalogue } = deps;
  const config = buildConfig(deps, page);
  return {
    siteTitle: catalogue.website.title,
    locale: catalogue.website.locale,
    currency: catalogue.store.currency,
    config,
    cart: currentCart(deps, cartCookie(c)),
    crumb: ensureCrumb(c),
    themeCss: themeCss(deps.options.distDir),
    templates: deps.templates,
    settings: {
      website: catalogue.website,
      store: catalogue.store,
      merchandising: catalogue.merchandising,
      productMerchandisingContext: catalogue.productMerchandisingContext,
    },
  };
}
