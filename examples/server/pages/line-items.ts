import type { LineItem } from '../../../src/domain/line-item.js';
import { type FreeShipping, type SummaryRow, freeShippingText, summaryAmount } from '../../../src/domain/cart-summary.js';
import { fill } from '../../../src/i18n/fill.js';
import { fr } from '../../../src/i18n/fr.js';
import { esc, partsHtml } from './html.js';

/**
 * The line items and the order summary of the cart, checkout and confirmation pages,
 * written once (src/domain/line-item.ts and cart-summary.ts say what they hold); the
 * cart widget renders the same markup (widgets/cart/line-item.tsx, summary.tsx).
 */
type Money = (cents: number) => string;

export function thumbnailHtml(item: LineItem): string {
  const t = item.thumbnail;
  if (!t) return '';
  return (
    `<img class="sf-line__image" src="${esc(t.src)}"${t.srcset ? ` srcset="${esc(t.srcset)}" sizes="${esc(t.sizes)}"` : ''}` +
    ` alt="${esc(t.alt)}" width="${t.size}" height="${t.size}" loading="lazy" decoding="async" style="object-position: ${esc(t.objectPosition)}">`
  );
}

/** Title, variant, answers and unit price: the part of a line every page shows the same. */
export function lineInfoHtml(item: LineItem, money: Money): string {
  const answers = item.answers.length
    ? `<ul class="sf-line__answers cart-entry-answers">${item.answers.map((a) => `<li>${esc(a.label)} : ${partsHtml(a.parts)}</li>`).join('')}</ul>`
    : '';
  return (
    `<div class="sf-line__info"><p class="sf-line__title cart-entry-title">${esc(item.title)}</p>` +
    (item.variant ? `<p class="sf-line__variant cart-entry-variant">${esc(item.variant)}</p>` : '') +
    answers +
    `<p class="sf-line__unit"><span class="sf-line__label">${esc(fr.cartUnitPrice)} : </span>${esc(money(item.unitCents))}</p></div>`
  );
}

/**
 * One line: `quantity` is the cart's stepper (HTML) or, when omitted, "Qté : 2";
 * `actions` the cart's remove and edit buttons; `attrs` extra attributes of the `<li>`.
 */
export function lineHtml(item: LineItem, money: Money, parts: { quantity?: string; actions?: string; attrs?: string } = {}): string {
  const quantity = parts.quantity ?? `<span class="cart-entry-quantity">${esc(fill(fr.cartQuantityShort, { count: item.quantity }))}</span>`;
  return (
    `<li class="sf-line cart-entry${item.thumbnail ? '' : ' sf-line--no-image'}"${parts.attrs ?? ''}>` +
    thumbnailHtml(item) +
    lineInfoHtml(item, money) +
    `<div class="sf-line__quantity">${quantity}</div>` +
    `<p class="sf-line__total cart-entry-total">${esc(money(item.lineCents))}</p>` +
    (parts.actions ? `<div class="sf-line__actions">${parts.actions}</div>` : '') +
    `</li>`
  );
}

export function linesHtml(items: readonly LineItem[], money: Money, className = ''): string {
  return `<ul class="sf-lines cart-entries${className ? ` ${esc(className)}` : ''}">\n${items.map((item) => lineHtml(item, money)).join('\n')}\n</ul>`;
}

/** The totals list (`cart-totals`, a `data-total` per amount). */
export function totalsHtml(rows: readonly SummaryRow[], money: Money): string {
  const row = (r: SummaryRow) =>
    `<div class="sf-summary__row sf-summary__row--${r.key}${r.included ? ' sf-summary__row--included' : ''}">` +
    `<dt>${esc(r.label)}</dt><dd data-total="${r.key}">${esc(summaryAmount(r, money))}</dd></div>`;
  return `<dl class="cart-totals sf-cart__totals sf-summary__totals">${rows.map(row).join('')}</dl>`;
}

/** "Plus que 10,00 € pour la livraison offerte." with its progress bar. */
export function freeShippingHtml(progress: FreeShipping | null, money: Money): string {
  if (!progress) return '';
  return (
    `<div class="sf-summary__free-shipping${progress.remainingCents === 0 ? ' sf-summary__free-shipping--reached' : ''}">` +
    `<p>${esc(freeShippingText(progress, money))}</p>` +
    `<progress max="100" value="${progress.percent}" aria-hidden="true"></progress></div>`
  );
}
