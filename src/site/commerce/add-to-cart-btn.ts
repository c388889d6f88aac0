import type { Formatter, FormatterContext, PluginContext } from '../engine/api';
import { child, outputText } from '../engine/values';
import { field } from './read-product';
import { localizedString } from './site-context';

/**
 * `{item|add-to-cart-btn}`: the add-to-cart (or subscribe) button the storefront
 * script enhances (docs/behaviour.md §4 "Add-to-cart button"). The label is the custom button
 * text when `useCustomAddButtonText` is set, else "Subscribe" for subscribable
 * products, else "Add To Cart" (docs/behaviour.md §9 default labels; translated through
 * `localizedStrings.productSubscribeText` / `productAddToCartText`). A product with a
 * custom form (`additionalFieldsForm`) carries it as JSON in `data-form` (with `\/`,
 * as the platform writes JSON); a subscribable one carries its first subscription option
 * id. As the platform (test/unit/site/commerce/product-blocks.test.ts "reads its flags and labels as the platform…"): the flags are template-truthy, and the data written
 * into attributes is written as a variable tag writes it (`1e+21`, an array's items
 * joined by commas, an object as nothing). The item's `id`, `collectionId` and
 * `structuredContent` are read as a name in a template: from the item, else from the tag's
 * own variable before the chain's formatters (`{item|get id|add-to-cart-btn}` reads item's),
 * else from the nearest enclosing scope that has it (the platform renders the button from a
 * template; test/unit/site/engine/registered-late.test.ts, "the tag's variable").
 */

function named(item: unknown, key: string, ctx: FormatterContext): unknown {
  const own = child(item, key);
  if (own !== undefined) return own; // null too: a key present stops the search
  const onVariable = child(ctx.node, key);
  return onVariable === undefined ? ctx.resolve(key) : onVariable;
}

function addToCartLabel(content: unknown, ctx: PluginContext): string {
  // the template's truthiness, as the platform reads the flag ("UNKNOWN_VALUE" is set; test/unit/site/engine/platform-rules.test.ts "add-to-cart-btn: the custom-label flag by template…")
  if (ctx.isTruthy(field(content, 'useCustomAddButtonText'))) {
    const custom = field(content, 'customAddButtonText');
    // a non-empty list or object is no text: an empty label (test/unit/site/engine/platform-rules.test.ts "add-to-cart-btn: a non-empty list or object as custom…")
    if (ctx.isTruthy(custom) && typeof custom === 'object') return '';
    if (ctx.isTruthy(custom) && ctx.toText(custom) !== '') return ctx.toText(custom);
  }
  if (ctx.isTruthy(field(content, 'isSubscribable'))) return localizedString(ctx, 'productSubscribeText', 'Subscribe');
  return localizedString(ctx, 'productAddToCartText', 'Add To Cart');
}

export const addToCartBtn: Formatter = (item, ctx) => {
  const { htmlattr } = ctx.escape;
  const content = named(item, 'structuredContent', ctx);
  const form = field(content, 'additionalFieldsForm');
  const flag = field(content, 'isSubscribable');
  const subscribable = ctx.isTruthy(flag);
  // a subscription's button never uses the form (as the platform)
  const hasForm = ctx.isTruthy(field(content, 'additionalFieldsFormId')) && ctx.isTruthy(form) && !subscribable;
  const label = addToCartLabel(content, ctx);
  const options = field(content, 'productSubscriptionOptions');

  let extra = '';
  // with subscription options (truthy text, object or array) and a flag that is no list or object, the attribute is
  // there, with the id at key 0 of a list or object
  if (subscribable && typeof flag !== 'object' && ctx.isTruthy(options) && typeof options !== 'number' && typeof options !== 'boolean') {
    extra = `data-subscription-option-id="${htmlattr(outputText(field(typeof options === 'object' ? (options as Readonly<Record<number, unknown>>)[0] : undefined, 'id')))}"`;
  } else if (hasForm) extra = `data-form="${htmlattr(JSON.stringify(form).replaceAll('/', '\\/'))}"`;

  const attrs = [
    'role="button" tabindex="0" data-dynamic-strings',
    `data-collection-id="${htmlattr(outputText(named(item, 'collectionId', ctx)))}"`,
    `data-item-id="${htmlattr(outputText(named(item, 'id', ctx)))}"`,
    `data-product-type="${htmlattr(outputText(field(content, 'productType')))}"`,
    `data-use-custom-label="${htmlattr(outputText(field(content, 'useCustomAddButtonText')))}"`,
    ...(subscribable ? [`data-is-subscription="${htmlattr(outputText(flag))}"`] : []),
    `data-original-label="${htmlattr(label)}"`,
  ].join(' ');

  return (
    '<div class="sqs-add-to-cart-button-wrapper" data-animation-role="button">\n' +
    `  <div class="sqs-add-to-cart-button sqs-suppress-edit-mode sqs-editable-button sqs-button-element--primary ${hasForm ? 'use-form' : ''}" ${attrs} ${extra}>\n` +
    `    <div class="sqs-add-to-cart-button-inner">${htmlattr(label)}</div>\n` +
    '  </div>\n' +
    '</div>'
  );
};
