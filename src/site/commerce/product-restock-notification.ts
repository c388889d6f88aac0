import type { Formatter, PluginContext } from '../engine/api';
import { outputText } from '../engine/values';
import { field, scalarText } from './read-product';
import { merchandisingContext } from './site-context';

/**
 * `{item|product-restock-notification}`: one back-in-stock signup form per
 * restockNotificationViews entry (docs/behaviour.md §5 "Restock sign-up"): an email field, the
 * optional mailing-list opt-in (mailingListSignUpEnabled, checked when
 * mailingListOptInByDefault) and a captcha container when the site has a captcha key
 * (website.captchaSettings.siteKey, template-truthy: 0 and false are none). Texts come from restockNotificationMessages. The
 * flags are template-truthy and any view entry is a form, as the platform (docs/site-engine.md "Rules the suite found").
 */

function text(messages: unknown, key: string): string {
  return scalarText(field(messages, key));
}

function formMarkup(ctx: PluginContext, productId: string, view: unknown, settings: Record<string, unknown>): string {
  const { htmlattr } = ctx.escape;
  const messages = settings['restockNotificationMessages'];
  const hidden = ctx.isTruthy(field(view, 'hiddenByDefault')) ? ' hidden' : '';
  const optIn = ctx.isTruthy(settings['mailingListOptInByDefault']) ? ' checked' : '';
  const mailingList = ctx.isTruthy(settings['mailingListSignUpEnabled'])
    ? `  <label class="product-restock-mailing-list"><input type="checkbox" name="isJoinMailingList"${optIn}>${htmlattr(text(messages, 'mailingListDescription'))}</label>\n`
    : '\n';
  const captcha = ctx.isTruthy(ctx.resolve('website.captchaSettings.siteKey')) ? '  <div class="captcha-container"></div>\n' : '\n';
  return (
    `<div class="product-restock-notification" data-product-id="${htmlattr(productId)}" data-variant-id="${htmlattr(outputText(field(view, 'variantId')))}"${hidden}>\n` +
    `  <span class="product-restock-cta">${htmlattr(text(messages, 'CTAText'))}</span>\n` +
    '  <form class="product-restock-form" action="#">\n' +
    `    <input type="text" x-autocompletetype="email" spellcheck="false" name="email" placeholder="${htmlattr(text(messages, 'placeholderText'))}">\n` +
    `    <input class="sqs-editable-button" type="submit" value="${htmlattr(text(messages, 'buttonText'))}">\n` +
    '  </form>\n' +
    // each optional line, or an empty one in its place, as the platform's block template writes them
    mailingList +
    captcha +
    '</div>'
  );
}

export const productRestockNotification: Formatter = (item, ctx) => {
  const productId = scalarText(field(item, 'id'));
  const settings = merchandisingContext(ctx, productId);
  const views = field(settings, 'restockNotificationViews');
  const forms =
    settings && Array.isArray(views)
      ? views.map((view: unknown) => formMarkup(ctx, productId, view, settings)).join('\n\n') // any entry is a form (as the platform)
      : '';
  // the line breaks of the platform's block template around the forms, even with none (docs/site-engine.md "Rules the suite found")
  return '\n'.repeat(6) + (forms === '' ? '' : `\n${forms}\n`);
};
