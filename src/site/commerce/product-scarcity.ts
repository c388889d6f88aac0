import { isScarcityShown, isScarcityViewHidden, scarcityMessage, type ScarcitySettings } from '../../domain/scarcity.js';
import type { Formatter } from '../engine/api.js';
import { field, isRecord, scalarText } from './read-product.js';
import { merchandisingContext } from './site-context.js';

/**
 * `{item|product-scarcity}`: the low-stock text ("Only {qtyInStock} left!") per
 * scarcityTemplateViews entry, only when scarcity is enabled for the product
 * (productMerchandisingContext). A variant's text carries its attributes and starts
 * hidden until that variant is chosen.
 */
export const productScarcity: Formatter = (item, ctx) => {
  // not an item: the value passes through (a scalar as text, as the platform)
  if (typeof item !== 'object' || item === null) return item;
  const settings = merchandisingContext(ctx, field(item, 'id'));
  if (!settings) return '';
  const scarcity: ScarcitySettings = {
    scarcityEnabled: settings['scarcityEnabled'],
    scarcityText: scalarText(settings['scarcityText']),
    scarcityShownByDefault: settings['scarcityShownByDefault'],
  };
  const views = settings['scarcityTemplateViews'];
  if (!isScarcityShown(scarcity) || !Array.isArray(views)) return '';
  const { html, htmlattr } = ctx.escape;
  return views
    .filter(isRecord)
    .map((view) => {
      const attributes = isRecord(view['attributes']) ? view['attributes'] : undefined;
      const data = attributes ? ` data-variant-attributes="${htmlattr(JSON.stringify(attributes))}"` : '';
      const hidden = isScarcityViewHidden({ attributes }, scarcity) ? ' hidden' : '';
      const message = scarcityMessage(scarcity.scarcityText ?? '', view['qtyInStock']);
      return `<div class="product-scarcity"${data}${hidden}>\n    ${html(message)}\n  </div>`;
    })
    .join('\n\n  ');
};
