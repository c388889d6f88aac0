// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../../../widgets/gallery/index';

/**
 * The gallery island on bad settings (docs/architecture.md principle 3): defaults, one warning
 * naming the block, the gallery still works; and its unmount restores the markup.
 */
const host = { config: null, base: '/storefront/chunks/' };

const gallery = (json: string, slides = 3) => {
  const root = document.createElement('section');
  root.dataset.storefront = 'gallery';
  const items = Array.from({ length: slides }, (_, i) =>
    `<li class="sf-gallery__slide"><figure><a class="sf-gallery__link" href="/i${i}.jpg"><img src="/i${i}.jpg?format=300w" data-src="/i${i}.jpg" alt="Image ${i}"></a><figcaption>Légende ${i}</figcaption></figure></li>`,
  ).join('');
  root.innerHTML = `<script type="application/json" data-storefront-json>${json}</script><ul class="sf-gallery__slides">${items}</ul>`;
  document.body.append(root);
  return root;
};

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('gallery island', () => {
  it('falls back to the default grid with one warning when the JSON is malformed', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const root = gallery('{"design": "slideshow",');
    mount(root, host);
    expect(root.dataset.design).toBe('grid');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/data-storefront="gallery".*malformed/);
    expect(root.querySelectorAll('.sf-gallery__slide[hidden]')).toHaveLength(0);
  });

  it('clamps out-of-range numbers and says so, keeping the valid settings', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const root = gallery('{"design": "slideshow", "controls": true, "padding": 80, "thumbnails-per-row": 0}');
    mount(root, host);
    expect(root.dataset.design).toBe('slideshow');
    expect(root.style.getPropertyValue('--sf-gallery-padding')).toBe('50px');
    expect(String(warn.mock.calls[0]![0])).toContain('padding: 80 is outside 0 to 50; using 50.');
    expect(String(warn.mock.calls[0]![0])).toContain('thumbnails-per-row: 0 is outside 1 to 10; using 1.');
  });

  it('shows one slide at a time with labelled controls, and restores the markup on unmount', () => {
    const root = gallery('{"design": "slideshow", "controls": true, "indicators": true}');
    const before = root.outerHTML;
    const unmount = mount(root, host);
    const visible = () => Array.from(root.querySelectorAll<HTMLElement>('.sf-gallery__slide')).map((s) => !s.hidden);
    expect(visible()).toEqual([true, false, false]);
    root.querySelector<HTMLButtonElement>('button[aria-label="Image précédente"]')!.click();
    expect(visible()).toEqual([false, false, true]);
    root.querySelector<HTMLButtonElement>('button[aria-label="Afficher l\'image 2"]')!.click();
    expect(visible()).toEqual([false, true, false]);
    expect(root.querySelectorAll('figure[aria-roledescription="diapositive"]')).toHaveLength(3);
    unmount();
    expect(root.outerHTML).toBe(before);
  });

  it('opens image links in a new tab with newWindow, unless the lightbox takes the click', () => {
    const root = gallery('{"design": "stacked", "newWindow": true}', 2);
    const unmount = mount(root, host);
    const links = Array.from(root.querySelectorAll('a'));
    expect(links.map((a) => [a.target, a.rel])).toEqual([['_blank', 'noopener'], ['_blank', 'noopener']]);
    unmount();
    expect(links.every((a) => !a.hasAttribute('target'))).toBe(true);
    const boxed = gallery('{"newWindow": true, "lightbox": true}', 1);
    mount(boxed, host);
    expect(boxed.querySelector('a')!.hasAttribute('target')).toBe(false);
    expect(boxed.querySelector('a')!.getAttribute('aria-haspopup')).toBe('dialog');
  });
});
