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
 * When (docs/architecture.md principle 2): on interaction at once, and a click (or Enter/Space) on
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
 * `_far`: not mounted when the browser is idle (far below the fold, or `data-load="interaction"`);
 * `_done`: the island's mount, started once (again after a failure);
 * `_path`: where the last click landed (after the widget is ready, a click is its own: the path is never used).
 * Private names start with `_`: the loader's build mangles them (tsup.config.ts).
 */
type Entry = { _far?: boolean; _done?: Promise<Unmount | void>; _path?: number[] | null };
type Scan = (root?: ParentNode) => void;

/** A broken island: a warning and a bubbling `storefront:error` event; the other islands go on. */
const report = (el: HTMLElement, widget: string, error: unknown) => {
  console.warn('[storefront]', widget, el, error);
  el.dispatchEvent(new CustomEvent('storefront:error', { bubbles: true, detail: { widget, error } }));
};

const each = (root: ParentNode, fn: (el: HTMLElement) => void) => {
  if (root instanceof HTMLElement && root.matches(SELECTOR)) fn(root);
  root.querySelectorAll<HTMLElement>(SELECTOR).forEach(fn);
};

/** On a gesture (capture, on the document), every island the event passes through starts, nested ones too; a press's place is kept for the replay. */
const listenForGestures = (entries: Map<HTMLElement, Entry>, start: (el: HTMLElement) => void) => {
  for (const type of GESTURES)
    document.addEventListener(
      type,
      (e) =>
        e.composedPath().forEach((el) => {
          const entry = entries.get(el as HTMLElement);
          if (!entry) return;
          if (type === 'click' || /^(Enter| )$/.test((e as KeyboardEvent).key)) entry._path = pathTo(el as HTMLElement, e.target);
          start(el as HTMLElement);
        }),
      true,
    );
};

/**
 * Once the document is parsed: every island in it, then those added or removed later. Not
 * before: the parser's every insertion would be a record to scan, in the page's own parse
 * task. In a task of its own, never in the page's parse task nor in the loader's (which
 * runs the commands queued before it, `Storefront.push`, first).
 */
const watchLater = (mount: Scan, unmount: Scan) => {
  const watch = () => {
    mount();
    new MutationObserver((records) => {
      for (const r of records) {
        r.addedNodes.forEach((n) => n instanceof HTMLElement && mount(n));
        r.removedNodes.forEach((n) => n instanceof HTMLElement && !n.isConnected && unmount(n));
      }
    }).observe(document.documentElement, { childList: true, subtree: true });
  };
  const later = () => setTimeout(watch);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', later);
  else later();
};

export const createIslands = (base: string, config: Promise<unknown>) => {
  const entries = new Map<HTMLElement, Entry>();
  const modules: Record<string, () => Promise<unknown>> = {};
  const load = (name: string) => (modules[name] ||= lazy((attempt) => importChunk(base + name + '.js', attempt)))();
  let idle = 0;
  // imports and mounts the island's widget once (again after a failure), each in a task of its own: a long page never blocks
  const start = (el: HTMLElement) => {
    const entry = entries.get(el); // none after unmount: nothing starts
    if (!entry || entry._done) return; // the observer still reports it, to no effect: one check
    const name = el.dataset.storefront || '';
    entry._done = (/^[a-z][a-z-]*$/.test(name) ? load(name) : Promise.reject(name))
      .then((m) => config.then((c) => new Promise((r) => setTimeout(r)).then(() => (m as WidgetModule).mount(el, { config: c, base } satisfies Host))))
      .then(
        (unmount) => {
          if (entry._path) clickAt(el, entry._path);
          return unmount;
        },
        (error: unknown) => {
          entry._done = undefined; // the next gesture on the island tries again
          report(el, name, error);
        },
      );
  };

  const io = new IntersectionObserver(
    (records) => {
      for (const r of records)
        if (r.isIntersecting) start(r.target as HTMLElement);
        else if (r.boundingClientRect.top > 2 * innerHeight) (entries.get(r.target as HTMLElement) || {})._far = true;
    },
    { rootMargin: '200px' },
  );
  const whenIdle = () => {
    idle = 0;
    entries.forEach((entry, el) => entry._far || start(el));
  };

  listenForGestures(entries, start);
  const mount: Scan = (root = document) =>
    each(root, (el) => {
      if (entries.has(el)) return;
      const far = el.dataset.load === 'interaction';
      entries.set(el, { _far: far });
      if (far) return;
      io.observe(el);
      idle ||= (window.requestIdleCallback || ((cb: () => void) => setTimeout(cb, 200)))(whenIdle, { timeout: 3000 });
    });

  const unmount: Scan = (root = document) =>
    each(root, (el) => {
      const entry = entries.get(el);
      if (!entry) return;
      entries.delete(el);
      io.unobserve(el);
      entry._done?.then((u) => u && u());
    });
  watchLater(mount, unmount);
  return { mount, unmount, _load: load }; // spread into window.Storefront: `_load` is private
};
