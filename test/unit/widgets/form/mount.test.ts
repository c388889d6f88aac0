// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../../../widgets/form/index';

/** The form block island over its server-rendered markup (docs/markup-contract.md "Form blocks"). */
const island = (json: string) => {
  const el = document.createElement('div');
  el.dataset.storefront = 'form';
  el.innerHTML = `<script type="application/json" data-storefront-json>${json}</script><form class="sf-form"><fieldset class="sf-form__fallback" disabled></fieldset></form>`;
  document.body.append(el);
  return el;
};
const host = { config: null, base: 'https://boutique.test/storefront/chunks/' };
const tick = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('form block mount', () => {
  it.each([
    ['{"id": "contact", "fields": [', 'malformed'],
    ['{"id": 3, "fields": []}', 'does not match the contract'],
  ])('bad JSON %j keeps the server-rendered form and warns, naming the block', (json, why) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const el = island(json);
    expect(mount(el, host)).toBeUndefined();
    expect(el.querySelector('.sf-form__fallback')).not.toBeNull();
    expect(String(warn.mock.calls[0]?.[0])).toContain('data-storefront="form"');
    expect(String(warn.mock.calls[0]?.[0])).toContain(why);
  });

  it('renders the live form with labelled fields in place of the rendered one, makes no request at mount (the census is the tracking module\'s, after load), and puts it back on unmount', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    const definition = {
      id: 'newsletter',
      name: 'Lettre',
      submitButtonText: "S'inscrire",
      fields: [
        { id: 's', type: 'section', title: 'Section' },
        { id: 'email', type: 'email', title: 'E-mail', required: true },
        { id: 'message', type: 'textarea', title: 'Message', maxLength: 10 },
      ],
    };
    const el = island(JSON.stringify(definition));
    const unmount = mount(el, host);
    await tick();
    expect(el.querySelector('.sf-form__fallback')).toBeNull();
    const email = el.querySelector<HTMLInputElement>('input[type="email"]')!;
    expect(el.querySelector(`label[for="${email.id}"]`)?.textContent).toBe('E-mail (requis)');
    expect(el.querySelector('.sf-form__counter')?.textContent).toBe('0 / 10');
    expect(el.querySelector('[role="alert"]')?.textContent).toBe('');
    expect(el.querySelector('button[type="submit"]')?.textContent).toBe("S'inscrire");
    expect(el.textContent).not.toContain('Section');
    expect(fetchMock).not.toHaveBeenCalled();
    unmount?.();
    expect(el.querySelector('.sf-form__fallback')).not.toBeNull();
  });

  it('hostile titles and options are text, never markup', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(null, { status: 204 })));
    const evil = '<img src=x onerror="window.__pwned=1">';
    const el = island(
      JSON.stringify({ id: 'x', name: evil, fields: [{ id: 'a', type: 'select', title: evil, options: [evil] }, { id: 'b', type: 'likert', title: 'L', questions: [evil] }] }).replace(/</g, '\\u003c'),
    );
    mount(el, host);
    await tick();
    expect(el.querySelector('img')).toBeNull();
    expect(el.querySelector('h2')?.textContent).toBe(evil);
    expect(el.querySelector('option:not([value=""])')?.textContent).toBe(evil);
    expect(el.querySelector('.sf-form__likert legend')?.textContent).toBe(evil);
  });

  it('an empty form mounts without throwing, even offline', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new Error('offline')));
    const el = island(JSON.stringify({ id: 'n', fields: [] }));
    expect(() => mount(el, host)).not.toThrow();
    await tick();
  });
});
