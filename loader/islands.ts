import type { Host, Unmount, WidgetModule } from '../src/runtime/host';
import { GESTURES, importChunk, lazy } from '../src/runtime/lazy';
import { clickAt, pathTo } from './replay';

/**
 * Islands: elements with `data-storefront="<widget>"`. Each is mounted once, by its
 * widget's chunk (`chunks/<widget>.js`, imported relative to the loader's URL, by
 * src/runtime/lazy.ts). A chunk that fails to import is tried again by the next gesture
 * on its island; a broken island logs a warning, dispatches a bubbling `storefront:error`
 * event and never stops the others.
 *
 * When (DESIGN.md principle 2): on interaction at once, and a click (or Enter/Space) on
 * an island before its widget is ready is replayed on the same element once it is;
 * else when its block nears the viewport (200 px) or when the browser is idle, whichever
 * comes first. An island more than a screen below the fold (its top over two viewport
 * heights down) skips the idle path and waits to near the viewport (long product lists);
 * its position comes from the observer's report, never from a layout read.
 * `data-load="interaction"` waits for interaction only.
 *
 * One IntersectionObserver, one idle callback and one listener a type (on the document)
 * serve every island: an island costs a map entry and an observed target, so a long page
 * pays little for each block.
 */
const SELECTOR = '[data-storefront]';
/**
 * `far`: not mounted when the browser is idle (far below the fold, or `data-load="interaction"`);
 * `path`: where the last click landed (after the widget is ready, a click is its own: the path is never used).
 */
type Entry = { far?: boolean; done?: Promise<Unmount | void>; path?: number[] | null };

export const createIslands = (base: string, config: Promise<unknown>) => {
  const entries = new Map<HTMLElement, Entry>();
  const modules: Record<string, () => Promise<unknown>> = {};
  const load = (name: string) => (modules[name] ||= lazy((attempt) => importChunk(base + name + '.js', attempt)))();
  let idle = 0;

  /** Imports and mounts the island's widget, once; each island mounts in a task of its own, so a long page never blocks. */
  const start = (el: HTMLElement) => {
    const entry = entries.get(el); // none after unmount: nothing starts
    if (!entry || entry.done) return; // the observer still reports it, to no effect: one check
    const name = el.dataset.storefront || '';
    entry.done = (/^[a-z][a-z-]*$/.test(name) ? load(name) : Promise.reject(name))
      .then((m) => config.then((c) => new Promise((r) => setTimeout(r)).then(() => (m as WidgetModule).mount(el, { config: c, base } satisfies Host))))
      .then(
        (unmount) => {
          if (entry.path) clickAt(el, entry.path);
          return unmount;
        },
        (error: unknown) => {
          entry.done = undefined; // the next gesture on the island tries again
          console.warn('[storefront]', name, el, error);
          el.dispatchEvent(new CustomEvent('storefront:error', { bubbles: true, detail: { widget: name, error } }));
        },
      );
  };

  const io = new IntersectionObserver(
    (records) => {
      for (const r of records)
        if (r.isIntersecting) start(r.target as HTMLElement);
        else if (r.boundingClientRect.top > 2 * innerHeight) (entries.get(r.target as HTMLElement) || {}).far = true;
    },
    { rootMargin: '200px' },
  );
  const whenIdle = () => {
    idle = 0;
    entries.forEach((entry, el) => entry.far || start(el));
  };

  for (const type of GESTURES)
    document.addEventListener(
      type,
      (e) =>
        e.composedPath().forEach((el) => {
          const entry = entries.get(el as HTMLElement); // every island the event passes through, nested ones too
          if (!entry) return;
          if (type === 'click' || /^(Enter| )$/.test((e as KeyboardEvent).key)) entry.path = pathTo(el as HTMLElement, e.target);
          start(el as HTMLElement);
        }),
      true,
    );

  const each = (root: ParentNode, fn: (el: HTMLElement) => void) => {
    if (root instanceof HTMLElement && root.matches(SELECTOR)) fn(root);
    root.querySelectorAll<HTMLElement>(SELECTOR).forEach(fn);
  };

  const mount = (root: ParentNode = document) =>
    each(root, (el) => {
      if (entries.has(el)) return;
      const far = el.dataset.load === 'interaction';
      entries.set(el, { far });
      if (far) return;
      io.observe(el);
      idle ||= (window.requestIdleCallback || ((cb: () => void) => setTimeout(cb, 200)))(whenIdle, { timeout: 3000 });
    });

  const unmount = (root: ParentNode = document) =>
    each(root, (el) => {
      const entry = entries.get(el);
      if (!entry) return;
      entries.delete(el);
      io.unobserve(el);
      entry.done?.then((u) => u && u());
    });

  // Once the document is parsed: every island in it, then those added or removed later. Not
  // before: the parser's every insertion would be a record to scan, in the page's own parse task.
  const watch = () => {
    mount();
    new MutationObserver((records) => {
      for (const r of records) {
        r.addedNodes.forEach((n) => n instanceof HTMLElement && mount(n));
        r.removedNodes.forEach((n) => n instanceof HTMLElement && !n.isConnected && unmount(n));
      }
    }).observe(document.documentElement, { childList: true, subtree: true });
  };
  // in a task of its own, never in the page's parse task nor in the loader's (which runs the
  // commands queued before it, `Storefront.push`, first)
  const later = () => setTimeout(watch);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', later);
  else later();

  return { mount, unmount, _load: load }; // spread into window.Storefront: `_load` is private
};
