/**
 * Captions shown on hover or focus (`show-meta-on-hover`) are dismissable (WCAG 1.4.13,
 * issue 32 row 8): Escape hides the caption of the slide that holds focus or the
 * pointer, without moving either; it shows again once focus or the pointer moves on.
 * A caption laid out in the page (not over its image) is content, and stays.
 */
export const dismissableMeta = (root: HTMLElement): (() => void) => {
  const ac = new AbortController();
  const hidden: HTMLElement[] = [];
  const restore = () => hidden.splice(0).forEach((m) => m.style.removeProperty('visibility'));
  root.addEventListener(
    'keydown',
    (e) => {
      if (e.key !== 'Escape' || (e.target as Element).closest('dialog')) return;
      const slides = root.querySelectorAll<HTMLElement>('.sf-gallery__slide:hover, .sf-gallery__slide:focus-within');
      slides.forEach((slide) => {
        const meta = slide.querySelector<HTMLElement>('.sf-gallery__meta');
        if (!meta || getComputedStyle(meta).position !== 'absolute' || meta.style.visibility === 'hidden') return;
        meta.style.visibility = 'hidden';
        hidden.push(meta);
      });
    },
    { signal: ac.signal },
  );
  root.addEventListener('focusin', restore, { signal: ac.signal });
  root.addEventListener('pointerout', restore, { signal: ac.signal });
  return () => (ac.abort(), restore());
};
