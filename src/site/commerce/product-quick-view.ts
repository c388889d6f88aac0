import type { Formatter } from '../engine/api.js';
import { pathArg } from '../engine/formatters/args.js';
import { field, scalarText } from './read-product.js';
import { localizedString } from './site-context.js';

/**
 * `{item|product-quick-view group}`: the "Quick View" button of a product list
 * (docs/behaviour.md §2 "Other places"). The optional argument names the group: a variable's
 * value when it resolves, else the argument itself.
 */
export const productQuickView: Formatter = (item, ctx) => {
  const { html, htmlattr } = ctx.escape;
  const arg = ctx.args[0] ?? '';
  // the argument names data in the tag's own variable (not in what earlier formatters made of it), then in scope;
  // null is "", missing the text itself; no argument is the name "" (as the platform, test/unit/site/engine/platform-rules.test.ts "product-quick-view: the group argument…")
  const value = pathArg(ctx, arg);
  const group = value === undefined ? arg : scalarText(value);
  const label = localizedString(ctx, 'productQuickViewText', 'Quick View');
  return (
    `<span class="sqs-product-quick-view-button" role="button" tabindex="0" data-id="${htmlattr(scalarText(field(item, 'id')))}" ` +
    `data-group="${htmlattr(group)}">${html(label)}</span>`
  );
};
