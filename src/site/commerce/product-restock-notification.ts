import { looseBoolean } from '../../domain/loose.js';
import type { Formatter, PluginContext } from '../engine/api.js';
import { field, isRecord, scalarText } from './read-product.js';
import { merchandisingContext } from './site-context.js';

/**
 * `{item|product-restock-notification}`: one back-in-stock signup form per
 * restockNotificationViews entry (SPEC.md 5 "Restock sign-up"): an email field, the
 * optional mailing-list opt-in (mailingListSignUpEnabled, checked when
 * mailingListOptInByDefault) and a captcha container when the site has a captcha key
 * (website.captchaSettings.siteKey). Texts come from restockNotificationMessages.
 */

function text(messages: unknown, key: string): string {
  return scalarText(field(messages, key));
}

function formMarkup(ctx: PluginContext, productId: string, view: Record<string, unknown>, settings: Record<string, unknown>): string {
  const { html, htmlattr } = ctx.escape;
  const messages = settings['restockNotificationMessages'];
  const hidden = looseBoolean(view['hiddenByDefault']) ? ' hidden' : '';
  const optIn = looseBoolean(settings['mailingListOptInByDefault']) ? ' checked' : '';
  const mailingList = looseBoolean(settings['mailingListSignUpEnabled'])
    ? `  <label class="product-restock-mailing-list"><input type="checkbox" name="isJoinMailingList"${optIn}>${html(text(messages, 'mailingListDescription'))}</label>\n`
    : '';
  const captcha = scalarText(ctx.resolve('website.captchaSettings.siteKey')) !== '' ? '  <div class="captcha-container"></div>\n' : '';
  return (
    `<div class="product-restock-notification" data-product-id="${htmlattr(productId)}" data-variant-id="${htmlattr(scalarText(view['variantId']))}"${hidden}>\n` +
    `  <span class="product-restock-cta">${html(text(messages, 'CTAText'))}</span>\n` +
    '  <form class="product-restock-form" action="#">\n' +
    `    <input type="text" x-autocompletetype="email" spellcheck="false" name="email" placeholder="${htmlattr(text(messages, 'placeholderText'))}">\n` +
    `    <input class="sqs-editable-button" type="submit" value="${htmlattr(text(messages, 'buttonText'))}">\n` +
    '  </form>\n' +
    `${mailingList}\n` +
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
      ? views
          .filter(isRecord)
          .map((view) => formMarkup(ctx, productId, view, settings))
          .join('\n\n')
      : '';
  // the line breaks of the platform's block template around the forms, even with none (test/diff)
  return '\n'.repeat(6) + (forms === '' ? '' : `\n${forms}\n`);
};
