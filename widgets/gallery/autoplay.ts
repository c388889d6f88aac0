/**
 * Autoplay of a slideshow or slider: advances every `seconds`, paused while the pointer
 * is over the gallery, while focus is inside it, while a modal dialog is open (its
 * lightbox: the slide that opened it stays put, so focus can return to it), while the
 * visitor asked for it (the pause button), and never started when the visitor prefers
 * reduced motion. Focus or pointer already inside when the gallery starts (a visitor who
 * tabbed in before a slow script arrived) pauses it too (issue 32 row 2).
 */
export interface Autoplay {
  /** Whether it is running (not paused by the visitor, not reduced motion). */
  readonly playing: () => boolean;
  readonly toggle: () => void;
  readonly stop: () => void;
}

export const autoplay = (root: HTMLElement, seconds: number, advance: () => void, onChange: (playing: boolean) => void): Autoplay => {
  const reduced = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  let wanted = !reduced;
  let hovered = root.matches(':hover');
  let focused = root.contains(document.activeElement);
  let timer: ReturnType<typeof setInterval> | undefined;
  const modalOpen = () => document.querySelector('dialog[open]') !== null;
  const update = () => {
    const run = wanted && !hovered && !focused && !modalOpen();
    if (run && timer === undefined) timer = setInterval(() => (modalOpen() ? update() : advance()), seconds * 1000);
    if (!run && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
  const ac = new AbortController();
  const on = (type: string, fn: (e: Event) => void) => root.addEventListener(type, fn, { signal: ac.signal });
  on('pointerenter', () => ((hovered = true), update()));
  on('pointerleave', () => ((hovered = false), update()));
  on('focusin', () => ((focused = true), update()));
  on('focusout', (e) => {
    if (!root.contains((e as FocusEvent).relatedTarget as Node | null)) (focused = false), update();
  });
  update();
  return {
    playing: () => wanted,
    toggle: () => {
      wanted = !wanted;
      update();
      onChange(wanted);
    },
    stop: () => {
      ac.abort();
      wanted = false;
      update();
    },
  };
};
