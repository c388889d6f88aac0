import type { ProductMerchandisingContext } from '../../../src/contract/index.js';
import type { CatalogueProduct } from '../catalogue.js';
import { esc } from './html.js';
import { isSoldOut, optionNames, variantUnlimited } from './product-state.js';

/** Variants at or below this stock get a scarcity line when scarcity is enabled. */
export const LOW_STOCK_THRESHOLD = 5;

/** {item|variants-select}: one select (and radio group) per option, in option order. */
export function variantsSelect(p: CatalogueProduct): string {
  const variants = p.structuredContent.variants;
  const names = optionNames(p);
  if (names.length === 0) return '';
  const options = names.map((name) => {
    const values = [...new Set(variants.map((v) => v.attributes[name]).filter((v): v is string => v !== undefined))];
    const id = (value: string) => `variant-option-${name}-${value}`;
    return (
      '    <div class="variant-option">\n' +
      `    <div class="variant-option-title">${esc(name)}: </div>\n` +
      '    <div class="variant-select-wrapper">\n' +
      `      <select aria-label="Select ${esc(name)}" data-variant-option-name="${esc(name)}">\n` +
      `        <option value="">Select ${esc(name)}</option>\n` +
      `        ${values.map((v) => `<option value="${esc(v)}">${esc(v)}</option>`).join('')}\n` +
      '      </select>\n' +
      '    </div>\n' +
      `    <div class="variant-radiobtn-wrapper" data-variant-option-name="${esc(name)}">\n` +
      values
        .map(
          (v) =>
            `      <input type="radio" class="variant-radiobtn" value="${esc(v)}" name="variant-option-${esc(name)}" id="${esc(id(v))}"/>\n` +
            `      <label class="sqs-button-element--secondary" role="button" tabindex="0" for="${esc(id(v))}">${esc(v)}</label>\n`,
        )
        .join('') +
      '    </div>\n' +
      '    </div>\n'
    );
  });
  return (
    `<div class="product-variants" data-item-id="${esc(p.id)}" data-variants="${esc(JSON.stringify(variants))}" data-animation-role="content">\n` +
    options.join('') +
    '  </div>'
  );
}

/** Scarcity views from live stock: limited variants with 1 to LOW_STOCK_THRESHOLD left. */
export function scarcityViews(p: CatalogueProduct) {
  return p.structuredContent.variants
    .filter((v) => !variantUnlimited(p, v))
    .map((v) => ({ qtyInStock: Number(v.qtyInStock ?? 0), attributes: v.attributes, sku: v.sku }))
    .filter((v) => v.qtyInStock > 0 && v.qtyInStock <= LOW_STOCK_THRESHOLD);
}

/** {item|product-scarcity} */
export function productScarcity(p: CatalogueProduct, ctx: ProductMerchandisingContext | undefined): string {
  if (!ctx?.scarcityEnabled) return '';
  const text = ctx.scarcityText ?? 'Plus que {qtyInStock} en stock !';
  return scarcityViews(p)
    .map((view) => {
      const line = esc(text.replaceAll('{qtyInStock}', String(view.qtyInStock)));
      const keyed = Object.keys(view.attributes).length > 0;
      const attrs = keyed ? ` data-variant-attributes="${esc(JSON.stringify(view.attributes))}" hidden` : '';
      return `<div class="product-scarcity"${attrs}>\n    ${line}\n  </div>`;
    })
    .join('\n\n  ');
}

interface RestockMessages {
  buttonText?: string;
  CTAText?: string;
  placeholderText?: string;
  mailingListDescription?: string;
}

/** {item|product-restock-notification}: one form per sold-out variant (variantId = sku). */
export function productRestock(p: CatalogueProduct, ctx: ProductMerchandisingContext | undefined, siteKey?: string): string {
  const messages = ctx?.restockNotificationMessages as RestockMessages | undefined;
  if (!messages) return '';
  const soldOut = p.structuredContent.variants.filter((v) => !variantUnlimited(p, v) && Number(v.qtyInStock ?? 0) <= 0);
  const hidden = p.structuredContent.variants.length > 1 && !isSoldOut(p);
  return soldOut
    .map(
      (v) =>
        `<div class="product-restock-notification" data-product-id="${esc(p.id)}" data-variant-id="${esc(v.sku)}"${hidden ? ' hidden' : ''}>\n` +
        `  <span class="product-restock-cta">${esc(messages.CTAText ?? '')}</span>\n` +
        '  <form class="product-restock-form" action="#">\n' +
        `    <input type="text" x-autocompletetype="email" spellcheck="false" name="email" placeholder="${esc(messages.placeholderText ?? '')}">\n` +
        `    <input class="sqs-editable-button" type="submit" value="${esc(messages.buttonText ?? '')}">\n` +
        '  </form>\n' +
        (ctx?.mailingListSignUpEnabled
          ? `  <label class="product-restock-mailing-list"><input type="checkbox" name="isJoinMailingList"${ctx.mailingListOptInByDefault ? ' checked' : ''}>${esc(messages.mailingListDescription ?? '')}</label>\n`
          : '\n') +
        (siteKey ? '  <div class="captcha-container"></div>\n' : '\n') +
        '</div>',
    )
    .join('\n\n');
}
