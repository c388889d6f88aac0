import { FORM_OWNER_LINK, FORM_PAGES } from '../forms/pages.js';
import { CONTENT_EXAMPLES } from '../content/routes.js';
import { TRACKING_EXAMPLES } from '../routes/tracking-examples.js';
import { SETTING_EXAMPLES } from '../setting-examples.js';
import { esc } from './html.js';
import { layout } from './layout.js';
import { brokenBlockMain, productListMain, productPageMain } from '../site-render/product-pages.js';
import type { PageDataMap } from './types.js';

export function indexPage({ site, products, extraPages }: PageDataMap['index']): string {
  const items = products
    .map(
      (p) =>
        `<li><a href="/products/${esc(p.id)}">${esc(p.title)}</a>` +
        (typeof p.exampleCase === 'string' ? ` <span class="case">${esc(p.exampleCase)}</span>` : '') +
        '</li>',
    )
    .join('\n');
  const extra = extraPages.length
    ? `<h2>Pages du dossier PAGES_DIR</h2>\n<ul>${extraPages.map((n) => `<li><a href="/pages/${esc(n)}">${esc(n)}</a></li>`).join('')}</ul>`
    : '';
  return layout(
    site,
    'Exemples',
    `<h1>Exemples</h1>
<h2>Pages</h2>
<ul>
<li><a href="/shop">Liste des produits (boutique)</a></li>
<li><a href="/cart">Panier</a></li>
<li><a href="/commerce/goto-checkout">Commande express (/commerce/goto-checkout)</a></li>
<li><a href="/examples/broken">Bloc produit au JSON invalide à côté d'un bloc sain</a></li>
<li><a href="/owner/restock">Espace propriétaire : alertes de retour en stock</a> : se connecter (OWNER_PASSWORD, ou le mot de passe affiché au démarrage), voir les inscrits, envoyer à une variante puis à toutes, lire la boîte d'envoi, remettre une variante en stock</li>
${[...FORM_PAGES, FORM_OWNER_LINK].map((p) => `<li><a href="${esc(p.path)}">${esc(p.label)}</a></li>`).join('\n')}
<li><a href="/owner/orders">Espace propriétaire : commandes, par leur numéro court (#1001)</a></li>
<li><a href="/owner/analytics">Statistiques du site (propriétaire) : visites, ajouts au panier, achats et signaux web essentiels enregistrés par le suivi ; parcourez la boutique, puis ouvrez cette page</a></li>
${TRACKING_EXAMPLES.map((e) => `<li><a href="${esc(e.href)}">${esc(e.label)}</a></li>`).join('\n')}
</ul>
<h2>Contenus (galeries, journal, événements)</h2>
<ul>
${CONTENT_EXAMPLES.map((e) => `<li><a href="${esc(e.href)}">${esc(e.label)}</a></li>`).join('\n')}
</ul>
<h2>Réglages de la boutique et blocs particuliers</h2>
<ul>
${SETTING_EXAMPLES.map((e) => `<li><a href="/examples/${esc(e.name)}">${esc(e.label)}</a></li>`).join('\n')}
</ul>
<h2>Produits, un par cas</h2>
<ul class="cases">
${items}
</ul>
${extra}`,
  );
}

export function productPage({ site, product, addOn = false, variantButtons = false, related = [] }: PageDataMap['product']): string {
  return layout(site, product.title, productPageMain(site, product, addOn, related, variantButtons));
}

export function shopPage({ site, products }: PageDataMap['shop']): string {
  return layout(site, 'Boutique', productListMain(site, products));
}

/** /examples/broken: the first block's JSON is malformed, the second is healthy. */
export function brokenPage({ site, healthy, broken }: PageDataMap['broken']): string {
  return layout(site, 'Bloc invalide', brokenBlockMain(site, broken, healthy));
}

export function notFoundPage({ site, path }: PageDataMap['not-found']): string {
  return layout(
    site,
    'Page introuvable',
    `<h1>Page introuvable</h1>\n<p>Aucune page à l'adresse <code>${esc(path)}</code>. <a href="/">Voir les exemples</a>.</p>`,
  );
}
