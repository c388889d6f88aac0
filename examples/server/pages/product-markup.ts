import { toMinorUnits } from '../../../src/domain/money.js';
import type { CatalogueProduct, CatalogueStore } from '../catalogue.js';
import { esc, formatMoney } from './html.js';
import { hasMultiplePrices, isSoldOut, isOnSale, isSubscribable, totalStock, unitCents } from './product-state.js';

/**
 * The platform's commerce formatter outputs (template-fixtures/plugins/resources), same
 * wrappers, classes and attributes. Money is written in the page locale inside
 * `sqs-money-native` (docs/backend.md).
 */
export interface MarkupContext {
  currency: string;
  locale: string;
  store: CatalogueStore;
}

const money = (cents: number, ctx: MarkupContext) =>
  `<span class="sqs-money-native">${esc(formatMoney(cents, ctx.currency, ctx.locale))}</span>`;

const UNITS: Record<string, [string, string]> = {
  DAY: ['day', 'days'],
  WEEK: ['week', 'weeks'],
  MONTH: ['month', 'months'],
  YEAR: ['year', 'years'],
};

/** " every week", " every 2 weeks" for subscribable products. */
function subscriptionSuffix(p: CatalogueProduct): string {
  const period = p.structuredContent.subscriptionPlan?.billingPeriod;
  if (!isSubscribable(p) || !period) return '';
  const [one, many] = UNITS[period.unit.toUpperCase()] ?? [period.unit.toLowerCase(), period.unit.toLowerCase()];
  const n = Number(period.value);
  return n === 1 ? ` every ${one}` : ` every ${n} ${many}`;
}

/** {item|product-price} */
export function productPrice(p: CatalogueProduct, ctx: MarkupContext): string {
  const variants = p.structuredContent.variants;
  const suffix = subscriptionSuffix(p);
  if (hasMultiplePrices(p)) {
    const min = Math.min(...variants.map(unitCents));
    return `<div class="product-price">\nfrom ${money(min, ctx)}${suffix}\n\n</div>`;
  }
  const [first] = variants;
  if (first && first.onSale && first.salePriceMoney) {
    return (
      '<div class="product-price">\n' +
      `<span class="visually-hidden v6-visually-hidden">Sale Price:</span>${money(unitCents(first), ctx)} ` +
      `<span class="visually-hidden v6-visually-hidden">Original Price:</span><span class="original-price">${money(toMinorUnits(first.priceMoney), ctx)}</span>${suffix}\n\n</div>`
    );
  }
  return `<div class="product-price">\n${money(first ? unitCents(first) : 0, ctx)}${suffix}\n</div>`;
}

/** {item|product-status}: sold out takes precedence over sale. */
export function productStatus(p: CatalogueProduct, customSoldOutText?: string): string {
  if (isSoldOut(p)) return `<div class="product-mark sold-out">${esc(customSoldOutText || 'sold out')}</div>`;
  if (isOnSale(p)) return '<div class="product-mark sale">sale</div>';
  return '';
}

/** {item|quantity-input}: physical, or service when allowed; never subscribable; stock above 1. */
export function quantityInput(p: CatalogueProduct, ctx: MarkupContext): string {
  const type = p.structuredContent.productType;
  const allowed = type === 1 || (type === 3 && ctx.store.multipleQuantityAllowedForServices);
  if (!allowed || isSubscribable(p) || totalStock(p) <= 1) return '';
  return (
    `<div class="product-quantity-input" data-item-id="${esc(p.id)}" data-animation-role="content">\n` +
    '  <div class="quantity-label">Quantity:</div>\n' +
    '  <input aria-label="Quantity" size="4" max="9999" min="1" value="1" type="number" step="1"></input>\n' +
    '</div>'
  );
}

/** {item|add-to-cart-btn} */
export function addToCartButton(p: CatalogueProduct): string {
  const sc = p.structuredContent;
  const custom = sc.useCustomAddButtonText === true && Boolean(sc.customAddButtonText);
  const subscription = isSubscribable(p);
  const label = custom ? (sc.customAddButtonText ?? '') : subscription ? 'Subscribe' : 'Add To Cart';
  const form = sc.additionalFieldsForm;
  const option = subscription ? sc.productSubscriptionOptions?.[0]?.id : undefined;
  const tail =
    (option ? ` data-subscription-option-id="${esc(option)}"` : '') +
    (form ? ` data-form="${esc(JSON.stringify(form))}"` : '');
  return (
    '<div class="sqs-add-to-cart-button-wrapper" data-animation-role="button">\n' +
    `  <div class="sqs-add-to-cart-button sqs-suppress-edit-mode sqs-editable-button sqs-button-element--primary ${form ? 'use-form' : ''}" role="button" tabindex="0" data-dynamic-strings data-collection-id="${esc(p.collectionId ?? '')}" data-item-id="${esc(p.id)}" data-product-type="${esc(sc.productType)}" data-use-custom-label="${custom}"${subscription ? ' data-is-subscription="true"' : ''} data-original-label="${esc(label)}"${tail || ' '}>\n` +
    `    <div class="sqs-add-to-cart-button-inner">${esc(label)}</div>\n` +
    '  </div>\n' +
    '</div>'
  );
}

/** {item|product-quick-view} */
export const quickViewButton = (p: CatalogueProduct, group = ''): string =>
  `<span class="sqs-product-quick-view-button" role="button" tabindex="0" data-id="${esc(p.id)}" data-group="${esc(group)}">Quick View</span>`;
