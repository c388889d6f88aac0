import type { Formatter } from '../engine/api';
import { pathArg } from '../engine/formatters/args';
import { field, scalarText } from './read-product';
import { localizedStrings } from './site-context';

/**
 * `{item|product-quick-view group}`: the "Quick View" button of a product list
 * (docs/behaviour.md §2 "Other places"). The optional argument names the group: a variable's
 * value when it resolves, else the argument itself; a dotted path is always the text itself.
 * The label is `localizedStrings.productQuickViewText` as text whenever the key is there (0,
 * false, "" and null too), else "Quick View" (test/unit/site/engine/registered-late.test.ts).
 */
export const productQuickView: Formatter = (item, ctx) => {
  const { html, htmlattr } = ctx.escape;
  const arg = ctx.args[0] ?? '';
  // the argument names data in the tag's own variable (not in what earlier formatters made of it), then in scope;
  // null is "", missing the text itself; no argument is the name "" (as the platform: platform-rules.test.ts "product-quick-view: the group argument…"; a dotted path is always its text: registered-late.test.ts)
  const value = arg.includes('.') ? undefined : pathArg(ctx, arg);
  const group = value === undefined ? arg : scalarText(value);
  const strings = localizedStrings(ctx);
  const label = Object.hasOwn(strings, 'productQuickViewText') ? ctx.toText(strings['productQuickViewText']) : 'Quick View';
  return (
    `<span class="sqs-product-quick-view-button" role="button" tabindex="0" data-id="${htmlattr(scalarText(field(item, 'id')))}" ` +
    `data-group="${htmlattr(group)}">${html(label)}</span>`
  );
};
