import type { VariantOption } from '../../domain/variant-options';
import type { Formatter, FormatterContext } from '../engine/api';
import { formatMessage } from '../engine/formatters/message';
import { child, isTruthy, outputText, toJson, toText } from '../engine/values';
import { productTypeOf } from './read-product';
import { givenLabel } from './site-context';
import { field, size } from './read-product';

/**
 * `{item|variants-select}`: one select (and a radio-button group) per variant option
 * (the picker the storefront script enhances, docs/behaviour.md §2 "Product detail page"). Gift
 * cards title their value option with `giftCardValueDisplayText` (by default "Value", as
 * the platform) and prompt with `giftCardVariantSelectText` (by default "Select Value");
 * other products prompt with `productVariantSelectText`, by default "Select {option}".
 */


/**
 * The options as the platform's template reads them (test/unit/site/engine/platform-rules.test.ts "variants-select: a list in variantOptionOrdering names…"): the names listed in
 * `variantOptionOrdering` (an option with no value is still shown; none listed, or
 * fewer than two variants: nothing to choose), each with the text values of that
 * attribute among the variants, in order of first appearance (text, numbers and booleans
 * as written, any other value present as ""; a name listed twice has its values once; a list
 * entry names nothing: "").
 */
export function templateVariantOptions(content: unknown): VariantOption[] {
  const ordering = field(content, 'variantOptionOrdering');
  const variants = field(content, 'variants');
  if (size(variants) < 2) return [];
  const seen = new Set<string>();
  return Array.from({ length: size(ordering) }, (_, i) => {
    const entry = child(ordering, String(i));
    const name = Array.isArray(entry) ? '' : outputText(entry); // a list names no option (test/unit/site/engine/platform-rules.test.ts "variants-select: a list in variantOptionOrdering names…")
    const values: string[] = [];
    for (let v = 0; v < size(variants) && !seen.has(name); v++) {
      const value = field(field(child(variants, String(v)), 'attributes'), name);
      const text = toText(value);
      if (value !== undefined && !values.includes(text)) values.push(text);
    }
    seen.add(name);
    return { name, values };
  });
}

interface Labels {
  readonly title: (name: string) => string;
  readonly prompt: (name: string) => string;
}

/**
 * A site's label (`localizedStrings.KEY`) when it gives one, text that is not empty, a
 * number or a boolean, as a message of the option's name (`{0}`, and `{name}` or
 * `{variantName}` as the platform names it); else the default.
 */
function siteLabel(ctx: FormatterContext, key: string, argument: 'name' | 'variantName', name: string, fallback: string): string {
  const label = givenLabel(ctx.resolve(`localizedStrings.${key}`));
  return label === undefined ? fallback : formatMessage(label, new Map([[argument, name]]), ctx, [name]);
}

/** The platform's labels: a gift card's are "Value" and "Select Value" unless the site translates them (test/unit/site/commerce/variants-select.test.ts "titles a gift card's option "Value" and prompts "Select…"). */
function labels(ctx: FormatterContext, giftCard: boolean): Labels {
  if (!giftCard) return { title: (name) => name, prompt: (name) => siteLabel(ctx, 'productVariantSelectText', 'variantName', name, `Select ${name}`) };
  return {
    title: (name) => siteLabel(ctx, 'giftCardValueDisplayText', 'name', name, 'Value'),
    prompt: (name) => siteLabel(ctx, 'giftCardVariantSelectText', 'variantName', name, 'Select Value'),
  };
}

function optionMarkup(option: VariantOption, text: Labels, ctx: FormatterContext): string {
  const { html, htmlattr } = ctx.escape;
  const name = option.name;
  const prompt = text.prompt(name);
  const options = option.values.map((v) => `<option value="${htmlattr(v)}">${htmlattr(v)}</option>`).join('');
  const radios = option.values
    .map((v) => {
      const id = htmlattr(`variant-option-${name}-${v}`);
      return (
        `      <input type="radio" class="variant-radiobtn" value="${htmlattr(v)}" name="${htmlattr(`variant-option-${name}`)}" id="${id}"/>\n` +
        `      <label class="sqs-button-element--secondary" role="button" tabindex="0" for="${id}">${htmlattr(v)}</label>\n`
      );
    })
    .join('');
  return (
    '<div class="variant-option">\n' +
    `    <div class="variant-option-title">${htmlattr(text.title(name))}: </div>\n` +
    '    <div class="variant-select-wrapper">\n' +
    `      <select aria-label="${htmlattr(prompt)}" data-variant-option-name="${htmlattr(name)}">\n` +
    `        <option value="">${htmlattr(prompt)}</option>\n` +
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
  const content = field(item, 'structuredContent');
  const options = templateVariantOptions(content);
  if (options.length === 0) return undefined; // no value, as the platform (`|raw` writes "null"; a `.var` binds nothing)
  const text = labels(ctx, productTypeOf(item) === 4);
  const rawVariants = field(content, 'variants');
  const { htmlattr } = ctx.escape;
  // a subscribable product (template truthiness) names it and its plan as JSON ("" when it has none), as the platform
  const plan = field(content, 'subscriptionPlan');
  const subscription = isTruthy(field(content, 'isSubscribable'))
    ? `data-is-subscribable="true" data-subscription-plan="${plan === undefined ? '' : htmlattr(toJson(plan))}" `
    : '';
  return (
    `<div class="product-variants" data-item-id="${htmlattr(outputText(field(item, 'id')))}" ` +
    `data-variants="${htmlattr(toJson(rawVariants ?? []))}" ${subscription}data-animation-role="content">\n` +
    `    ${options.map((o) => optionMarkup(o, text, ctx)).join('\n    ')}\n` +
    '  </div>'
  );
};
