import { isSubscribable } from '../../domain/product-type.js';
import type { Formatter, PluginContext } from '../engine/api.js';
import { field, readStructuredContent, scalarText } from './read-product.js';
import { localizedString } from './site-context.js';

/**
 * `{item|add-to-cart-btn}`: the add-to-cart (or subscribe) button the storefront
 * script enhances (SPEC.md 4 "Add-to-cart button"). The label is the custom button
 * text when `useCustomAddButtonText` is set, else "Subscribe" for subscribable
 * products, else "Add To Cart" (SPEC.md 9 default labels; translated through
 * `localizedStrings.productSubscribeText` / `productAddToCartText`). A product with a
 * custom form (`additionalFieldsForm`) carries it as JSON in `data-form`; a
 * subscribable one carries its first subscription option id.
 */

export function addToCartLabel(item: unknown, ctx: PluginContext): string {
  const content = field(item, 'structuredContent');
  // the template's truthiness, as the platform reads the flag ("UNKNOWN_VALUE" is set; test/diff)
  if (ctx.isTruthy(field(content, 'useCustomAddButtonText'))) {
    const custom = field(content, 'customAddButtonText');
    if (ctx.isTruthy(custom) && ctx.toText(custom) !== '') return ctx.toText(custom);
  }
  if (isSubscribable(readStructuredContent(item))) return localizedString(ctx, 'productSubscribeText', 'Subscribe');
  return localizedString(ctx, 'productAddToCartText', 'Add To Cart');
}

export const addToCartBtn: Formatter = (item, ctx) => {
  const { html, htmlattr } = ctx.escape;
  const content = field(item, 'structuredContent');
  const product = readStructuredContent(item);
  const form = field(content, 'additionalFieldsForm');
  const subscribable = isSubscribable(product);
  // a subscription's button never uses the form (as the platform)
  const hasForm = ctx.isTruthy(field(content, 'additionalFieldsFormId')) && ctx.isTruthy(form) && !subscribable;
  const label = addToCartLabel(item, ctx);
  const optionId = product.productSubscriptionOptions?.[0]?.id;

  let extra = '';
  // with subscription options (any truthy value) the attribute is there, empty without a readable id (as the platform)
  if (subscribable && ctx.isTruthy(field(content, 'productSubscriptionOptions'))) extra = `data-subscription-option-id="${htmlattr(optionId ?? '')}"`;
  else if (hasForm) extra = `data-form="${htmlattr(JSON.stringify(form))}"`;

  const attrs = [
    'role="button" tabindex="0" data-dynamic-strings',
    `data-collection-id="${htmlattr(scalarText(field(item, 'collectionId')))}"`,
    `data-item-id="${htmlattr(scalarText(field(item, 'id')))}"`,
    `data-product-type="${htmlattr(scalarText(field(content, 'productType')))}"`,
    `data-use-custom-label="${htmlattr(scalarText(field(content, 'useCustomAddButtonText')))}"`,
    ...(subscribable ? ['data-is-subscription="true"'] : []),
    `data-original-label="${htmlattr(label)}"`,
  ].join(' ');

  return (
    '<div class="sqs-add-to-cart-button-wrapper" data-animation-role="button">\n' +
    `  <div class="sqs-add-to-cart-button sqs-suppress-edit-mode sqs-editable-button sqs-button-element--primary ${hasForm ? 'use-form' : ''}" ${attrs} ${extra}>\n` +
    `    <div class="sqs-add-to-cart-button-inner">${html(label)}</div>\n` +
    '  </div>\n' +
    '</div>'
  );
};
