import { Hono } from 'hono';
import { PageType } from '../config.js';
import type { Deps } from '../deps.js';
import { esc } from '../pages/html.js';
import { layout } from '../pages/layout.js';
import { siteView } from '../site-view.js';
import { listProducts } from '../store/products.js';

/**
 * Example pages for the analytics events read from the page (docs/api.md "Analytics events"):
 * - GET /search?q=: the search results page (docs/behaviour.md §2: no page-view hit), the `search` event;
 * - GET /examples/bienvenue: what a site-user sign-up ends on, with the
 *   `data-registration-complete` hook: the `complete-registration` event.
 */
export const SEARCH_QUERY_MAX = 200;

export function trackingExampleRoutes(deps: Deps): Hono {
  const app = new Hono();

  app.get('/search', (c) => {
    const query = (c.req.query('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX);
    const site = siteView(c, deps, { pageType: PageType.Search });
    const found = query ? listProducts(deps.db).filter((p) => p.title.toLocaleLowerCase('fr').includes(query.toLocaleLowerCase('fr'))) : [];
    const results = !query
      ? ''
      : found.length
        ? `<ul class="search-results">${found.map((p) => `<li><a href="/products/${esc(p.id)}">${esc(p.title)}</a></li>`).join('')}</ul>`
        : `<p>Aucun résultat pour « ${esc(query)} ».</p>`;
    return c.html(
      layout(
        site,
        'Recherche',
        `<h1>Recherche</h1>
<form role="search" action="/search" method="get">
<label for="search-q">Rechercher dans la boutique</label>
<input id="search-q" type="search" name="q" value="${esc(query)}" maxlength="${SEARCH_QUERY_MAX}">
<button type="submit">Rechercher</button>
</form>
${results}`,
      ),
    );
  });

  app.get('/examples/bienvenue', (c) => {
    const site = siteView(c, deps, { pageType: PageType.Page });
    return c.html(
      layout(
        site,
        'Bienvenue',
        `<h1>Bienvenue !</h1>
<p data-registration-complete="email">Votre compte est créé. <a href="/shop">Découvrir la boutique</a></p>`,
      ),
    );
  });

  return app;
}

/** The index page's links to these pages, each saying what to try. */
export const TRACKING_EXAMPLES: readonly { href: string; label: string }[] = [
  { href: '/search?q=t-shirt', label: 'Recherche dans la boutique (/search?q=) : événement « search », sans visite de page enregistrée' },
  { href: '/examples/bienvenue', label: 'Fin d’inscription d’un utilisateur du site (marqueur data-registration-complete) : événement « complete-registration »' },
];
