import { Hono } from 'hono';
import type { Deps } from '../deps.js';
import { fileAnswers } from '../forms/cart-uploads.js';
import { esc, formatMoney } from '../pages/html.js';
import { ownerLayout, requireOwnerPage, utcTime } from '../owner/index.js';
import { type StoredOrder, findOrderByNumber, listOrders, orderNumberText } from '../store/orders.js';

/** The owner page's wording (the reference backend's owner side). */
const TEXT = {
  title: 'Commandes',
  search: 'Numéro de commande',
  find: 'Rechercher',
  none: 'Aucune commande pour le moment.',
  notFound: 'Aucune commande ne porte le numéro {number}.',
  caption: 'Les 100 dernières commandes, les plus récentes en premier.',
  number: 'Numéro',
  date: 'Date',
  email: 'E-mail',
  lines: 'Articles',
  total: 'Total',
} as const;

const LATEST = 100;

/** The files a line's custom form answers name, each a link the signed-in owner downloads (forms/uploads.ts). */
const lineFiles = (additionalFields: string | null | undefined): string => {
  const files = fileAnswers(additionalFields);
  if (!files.length) return '';
  const links = files.map((f) => `<li>${f.label ? `${esc(f.label)} : ` : ''}<a href="/owner/forms/files/${esc(f.upload)}" download>${esc(f.name)}</a></li>`);
  return `<ul class="owner-order-files">${links.join('')}</ul>`;
};

function row(order: StoredOrder): string {
  const money = (cents: number) => esc(formatMoney(cents, order.currency, 'fr-FR'));
  const number = order.number === null ? order.id : orderNumberText(order.number);
  const lines = order.lines.map((l) => `<li>${esc(l.title)}${Object.keys(l.attributes).length ? ` (${esc(Object.values(l.attributes).join(', '))})` : ''} × ${l.quantity}${lineFiles(l.additionalFields)}</li>`).join('');
  return (
    `<tr data-order-number="${esc(order.number ?? '')}"><th scope="row" class="owner-order-number">${esc(number)}</th>` +
    `<td>${utcTime(order.created)}</td>` +
    `<td>${esc(order.email ?? '')}</td><td><ul class="owner-order-lines">${lines}</ul></td><td>${money(order.grandTotalCents)}</td></tr>`
  );
}

/**
 * /owner/orders behind the owner sign-in: the latest orders by their short number
 * (#1042, the number the shopper reads on the confirmation), and a search by number
 * (`?numero=1042` or `#1042`).
 */
export function ownerOrderRoutes(deps: Deps): Hono {
  const app = new Hono();
  app.get('/owner/orders', requireOwnerPage, (c) => {
    const wanted = c.req.query('numero')?.trim() ?? '';
    const found = wanted ? findOrderByNumber(deps.db, wanted) : undefined;
    const orders = wanted ? (found ? [found] : []) : listOrders(deps.db, LATEST);
    const search =
      `<form method="get" action="/owner/orders" class="owner-order-search" role="search">` +
      `<label for="owner-order-number">${esc(TEXT.search)}</label> <input id="owner-order-number" name="numero" inputmode="numeric" value="${esc(wanted)}" placeholder="#1001"> ` +
      `<button type="submit">${esc(TEXT.find)}</button></form>`;
    const empty = wanted ? TEXT.notFound.replace('{number}', wanted) : TEXT.none;
    const table = orders.length
      ? `<table class="owner-table"><caption>${esc(TEXT.caption)}</caption><thead><tr>${[TEXT.number, TEXT.date, TEXT.email, TEXT.lines, TEXT.total].map((h) => `<th scope="col">${esc(h)}</th>`).join('')}</tr></thead><tbody>${orders.map(row).join('\n')}</tbody></table>`
      : `<p role="status">${esc(empty)}</p>`;
    return c.html(ownerLayout(TEXT.title, search + table));
  });
  return app;
}
