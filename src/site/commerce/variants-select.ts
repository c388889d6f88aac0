import { ProductType } from '../../contract/constants.js';
import { normalizeProductType } from '../../domain/product-type.js';
import { variantOptions, type VariantOption } from '../../domain/variant-options.js';
import type { Formatter, PluginContext } from '../engine/api.js';
import { field, readStructuredContent, scalarText } from './read-product.js';
import { localizedString } from './site-context.js';

/**
 * `{item|variants-select}`: one select (and a radio-button group) per variant option,
 * in the product's option order, values from the variants (the picker the storefront
 * script enhances, SPEC.md 2 "Product detail page"). Empty when there is nothing to
 * choose. Gift cards title their value option with `giftCardValueDisplayText` and
 * prompt with `giftCardVariantSelectText`; other products prompt with
 * `productVariantSelectText`, by default "Select {option}".
 */

interface Labels {
  readonly title: (name: string) => string;
  readonly prompt: (name: string) => string;
}

function labels(ctx: PluginContext, giftCard: boolean): Labels {
  const prompt = (name: string) => localizedString(ctx, 'productVariantSelectText', `Select ${name}`);
  if (!giftCard) return { title: (name) => name, prompt };
  return {
    title: (name) => localizedString(ctx, 'giftCardValueDisplayText', name),
    prompt: (name) => localizedString(ctx, 'giftCardVariantSelectText', prompt(name)),
  };
}

function optionMarkup(option: VariantOption, text: Labels, ctx: PluginContext): string {
  const { html, htmlattr } = ctx.escape;
  const name = option.name;
  const prompt = text.prompt(name);
  const options = option.values.map((v) => `<option value="${htmlattr(v)}">${html(v)}</option>`).join('');
  const radios = option.values
    .map((v) => {
      const id = htmlattr(`variant-option-${name}-${v}`);
      return (
        `      <input type="radio" class="variant-radiobtn" value="${htmlattr(v)}" name="${htmlattr(`variant-option-${name}`)}" id="${id}"/>\n` +
        `      <label class="sqs-button-element--secondary" role="button" tabindex="0" for="${id}">${html(v)}</label>\n`
      );
    })
    .join('');
  return (
    '<div class="variant-option">\n' +
    `    <div class="variant-option-title">${html(text.title(name))}: </div>\n` +
    '    <div class="variant-select-wrapper">\n' +
    `      <select aria-label="${htmlattr(prompt)}" data-variant-option-name="${htmlattr(name)}">\n` +
    `        <option value="">${html(prompt)}</option>\n` +
    `        ${options}\n` +
    '      </select>\n' +
    '    </div>\n' +
    `    <div class="variant-radiobtn-wrapper" data-variant-option-name="${htmlattr(name)}">\n` +
    radios +
    '    </div>\n' +
    '    </div>'
  );
}

export const variantsSelect: Formatter = (item, ctx) => {
  const product = readStructuredContent(item);
  const options = variantOptions(product);
  if (options.length === 0) return '';
  const text = labels(ctx, normalizeProductType(product.productType) === ProductType.GIFT_CARD);
  const rawVariants = field(field(item, 'structuredContent'), 'variants');
  const { htmlattr } = ctx.escape;
  return (
    `<div class="product-variants" data-item-id="${htmlattr(scalarText(field(item, 'id')))}" ` +
    `data-variants="${htmlattr(JSON.stringify(rawVariants ?? []))}" data-animation-role="content">\n` +
    `    ${options.map((o) => optionMarkup(o, text, ctx)).join('\n    ')}\n` +
    '  </div>'
  );
};
