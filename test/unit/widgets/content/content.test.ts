// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../../../widgets/content/index';
import { likeButtons } from '../../../../widgets/content/likes';

/** The content island without the network: settings, hostile text, share links, external comments. */
const host = { config: null, base: '/storefront/chunks/' };

const island = (json: string, body: string) => {
  const root = document.createElement('section');
  root.dataset.storefront = 'content';
  root.innerHTML = `<script type="application/json" data-storefront-json>${json}</script>${body}`;
  document.body.append(root);
  return root;
};

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('content island', () => {
  it("sizes a video's thumbnail from its dimensions: width, height and a srcset of the buckets below its width", () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 600 } as DOMRect);
    const html = '<iframe src="https://player.vimeo.com/video/1"></iframe>';
    const root = island(
      '{}',
      `<div class="sqs-video-wrapper" data-html="${html.replace(/"/g, '&quot;')}"><div class="sqs-video-overlay">` +
        '<img data-load="false" data-src="/media/marche.jpg" data-image-dimensions="1500x1000" data-image-focal-point="0.7,0.5"></div></div>',
    );
    mount(root, host);
    const img = root.querySelector('img')!;
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('alt')]).toEqual(['1500', '1000', '']);
    expect(img.getAttribute('srcset')).toBe(
      ['100w', '300w', '500w', '750w', '1000w'].map((w) => `/media/marche.jpg?format=${w} ${w}`).join(',') + ',/media/marche.jpg?format=original 1500w',
    );
    expect(img.getAttribute('src')).toBe('/media/marche.jpg?format=750w');
  });

  it('links Twitter names and tags from text only: markup in the text stays text', () => {
    const root = island('{}', '<p data-twitter-links></p>');
    root.querySelector('p')!.textContent = '<img src=x onerror="alert(1)"> @atelier #lin';
    mount(root, host);
    const p = root.querySelector('p')!;
    expect(p.querySelectorAll('img')).toHaveLength(0);
    expect(Array.from(p.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['@atelier', 'https://twitter.com/atelier/'],
      ['#lin', 'https://twitter.com/hashtag/lin?src=hash'],
    ]);
    expect(p.textContent).toBe('<img src=x onerror="alert(1)"> @atelier #lin');
  });

  it('fills share buttons per shareButtonOptions and labels the external provider links', () => {
    const root = island(
      '{"disqusShortName": "atelier", "shareButtonOptions": {"twitter": true, "email": true}}',
      '<span class="squarespace-social-buttons" data-full-url="/blog/a" data-title="Un titre"></span>' +
        '<a class="sqs-comment-link sqs-disqus-comment-link" href="/blog/a"></a><div id="disqus_thread"></div>',
    );
    const unmount = mount(root, host);
    const links = Array.from(root.querySelectorAll<HTMLAnchorElement>('.squarespace-social-buttons a'));
    expect(links.map((a) => a.textContent)).toEqual(['Partager sur Twitter', 'Partager par e-mail']);
    expect(links[0]!.target).toBe('_blank');
    expect(links[0]!.rel).toBe('noopener noreferrer');
    expect(links[1]!.href).toMatch(/^mailto:\?subject=Un%20titre&body=http/);
    expect(root.querySelector('.sqs-disqus-comment-link')!.textContent).toBe('Commentaires');
    expect(root.querySelector<HTMLAnchorElement>('#disqus_thread a')!.href).toBe('https://atelier.disqus.com/');
    unmount();
    expect(root.querySelectorAll('.squarespace-social-buttons a')).toHaveLength(0);
  });

  it('warns once on settings that break the contract, and leaves likes and shares alone', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const root = island('{"simpleLikingEnabled": "yes"}', '<span class="sqs-simple-like" data-item-id="p" data-like-count="2"></span>');
    mount(root, host);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('simpleLikingEnabled');
    expect(root.querySelector('button')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('like button failures (issue 16: found by test/e2e/faults-forms.e2e.ts)', () => {
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  it.each([
    ['an expired session', () => json(401, { crumbFail: true }), 'Votre session a expiré. Veuillez rafraîchir la page et réessayer.'],
    ['a 429', () => json(429, {}), 'Veuillez réessayer dans quelques secondes.'],
    ['no connection', () => Promise.reject(new TypeError('Failed to fetch')), 'Connexion impossible. Veuillez réessayer'],
    ['a 500', () => json(500, { message: 'x' }), "Impossible d'enregistrer votre mention J'aime"],
  ])('%s says the catalogue message or its own, and the count stays', async (_name, answer, message) => {
    document.cookie = 'crumb=abc';
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) =>
      init?.method === 'POST' ? answer() : json(200, { likes: [{ itemId: 'p', likeCount: 2, liked: false }] }),
    );
    const root = document.createElement('div');
    root.innerHTML = '<span class="sqs-simple-like" data-item-id="p" data-like-count="2"></span>';
    document.body.append(root);
    likeButtons(root);
    const button = root.querySelector('button')!;
    button.click();
    await vi.waitFor(() => expect(root.querySelector('[role="status"]')!.textContent).toBe(message));
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(root.querySelector('.like-count')!.textContent).toBe('2');
  });
});
