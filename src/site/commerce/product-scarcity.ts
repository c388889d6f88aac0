import { platformBoolean } from '../../domain/platform-number';
import type { Formatter } from '../engine/api';
import { outputText, toJson } from '../engine/values';
import { field } from './read-product';
import { givenLabel, merchandisingContext } from './site-context';
import { formatMessage } from '../engine/formatters/message';

/**
 * `{item|product-scarcity}`: the low-stock text ("Only {qtyInStock} left!") per
 * scarcityTemplateViews entry, only when scarcity is enabled for the product
 * (productMerchandisingContext). A variant's text carries its attributes and starts
 * hidden until that variant is chosen.
 */
export const productScarcity: Formatter = (item, ctx) => {
  // not an item (a scalar, a list): the value itself passes through (as the platform: `|json` of a list is the list)
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return item;
  const settings = merchandisingContext(ctx, field(item, 'id'));
  const views = settings?.['scarcityTemplateViews'];
  // scarcity off (or no settings): the item passes through as itself, as the platform (`|json` writes it)
  if (!settings || !platformBoolean(settings['scarcityEnabled'])) return item;
  if (!Array.isArray(views)) return '';
  const { htmlattr } = ctx.escape;
  // the text is a message of the view's stock (`{qtyInStock}`; apostrophes quote), given as text, a number or a boolean (test/unit/site/commerce/platform-reading.test.ts "is a message of the view's stock, given as text, a…")
  const text = givenLabel(settings['scarcityText']) ?? '';
  // as the platform (test/unit/site/engine/platform-rules.test.ts "product-scarcity: a view with template-truthy…"): a view for a variant (template-truthy attributes, written as json) starts hidden, any other
  // shows; the stock is written as given ("3.50"; none: "")
  const markup = views
    .map((view: unknown) => {
      const attributes = field(view, 'attributes');
      const data = ctx.isTruthy(attributes) ? ` data-variant-attributes="${htmlattr(toJson(attributes))}" hidden` : '';
      const message = formatMessage(text, new Map([['qtyInStock', field(view, 'qtyInStock')]]), ctx);
      return `<div class="product-scarcity"${data}>\n    ${htmlattr(message)}\n  </div>`;
    })
    .join('\n\n  ');
  // the block template's line breaks around its own markup only (a value passed through has none: test/unit/site/engine/platform-rules.test.ts "product-scarcity passes markup it did not write through…")
  return markup && `\n  ${markup}\n`;
};
