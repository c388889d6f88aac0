// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCaptchaScripts } from '../../../src/captcha/load-script';
import { mount } from '../../../widgets/restock/index';

/** The standalone restock island (`data-storefront="restock"`) rendered through the shipped React shim. */
const island = () => {
  const el = document.createElement('div');
  el.dataset.storefront = 'restock';
  el.insertAdjacentHTML(
    'beforeend',
    `<div class="product-restock-notification" data-product-id="litho" data-variant-id="A2">
  <span class="product-restock-cta">Recevez un e-mail</span>
  <form class="product-restock-form" action="#"><input type="text" name="email" placeholder="Votre e-mail"><input class="sqs-editable-button" type="submit" value="M'avertir"></form>
  <label class="product-restock-mailing-list"><input type="checkbox" name="isJoinMailingList">S'inscrire</label>
</div>`,
  );
  document.body.append(el);
  return el;
};
const config = {
  website: { captchaSettings: { siteKey: 'k', scriptUrl: '/captcha/enterprise.js' } },
  merchandising: { restockNotificationsSuccessText: 'Merci, à bientôt !' },
};
const settle = () => new Promise((r) => setTimeout(r, 0));
const until = async (check: () => boolean) => {
  for (let i = 0; i < 50 && !check(); i++) await settle();
  expect(check()).toBe(true);
};

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetCaptchaScripts();
});

describe('restock island', () => {
  it('keeps what was typed before it loaded, sends one call for a double submit, then shows the success text', async () => {
    vi.stubGlobal('grecaptcha', { enterprise: { ready: (cb: () => void) => cb(), execute: async () => 'token-1' } });
    let answer: (r: Response) => void = () => {};
    const fetch = vi.fn((_url: string, _init?: RequestInit) => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetch);
    const el = island();
    el.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'ana@example.fr';
    const unmount = mount(el, { config, base: '/' });
    const form = el.querySelector('form')!;
    expect(el.querySelector<HTMLInputElement>('input[name="email"]')!.value).toBe('ana@example.fr');
    form.dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
    form.dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
    await until(() => fetch.mock.calls.length === 1);
    expect(el.querySelector('input[type="submit"]')!.getAttribute('aria-disabled')).toBe('true');
    form.dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
    answer(new Response(JSON.stringify({ signedUp: true })));
    await until(() => el.textContent?.includes('Merci, à bientôt !') ?? false);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      isJoinMailingList: false,
      productId: 'litho',
      variantId: 'A2',
      siteVisitorEmail: 'ana@example.fr',
      recaptchaEnterpriseV3Token: 'token-1',
    });
    expect(el.querySelector('form')).toBeNull();
    expect(document.activeElement?.textContent).toBe('Merci, à bientôt !');
    unmount();
    expect(el.querySelector('form.product-restock-form[action="#"] input[name="email"]')).not.toBeNull();
    expect(el.querySelector('.product-restock-message')).toBeNull(); // the server's markup is back
  });

  it('says the email messages without calling, and ties them to the field', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const el = island();
    mount(el, { config, base: '/' });
    const input = el.querySelector<HTMLInputElement>('input[name="email"]')!;
    el.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
    await until(() => el.textContent?.includes("L'e-mail ne peut pas être vide") ?? false);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe("L'e-mail ne peut pas être vide");
    expect(message?.getAttribute('aria-live')).toBe('polite');
    expect(fetch).not.toHaveBeenCalled();
  });
});
