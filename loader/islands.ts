import type { Host, Unmount, WidgetModule } from '../src/runtime/host';
import { clickAt, pathTo } from './replay';
import { whenNeeded } from './schedule';

/**
 * Islands: elements with `data-storefront="<widget>"`. Each is mounted once, by its
 * widget's chunk (`chunks/<widget>.js`, imported relative to the loader's URL). A
 * chunk that fails to import is retried once; a broken island logs a warning,
 * dispatches a bubbling `storefront:error` event and never stops the others.
 * A click (or Enter/Space) on an island before its widget is ready is replayed
 * on the same element once it is.
 */
const SELECTOR = '[data-storefront]';
type Entry = { stop: () => void; done?: Promise<Unmount | void>; path?: number[] | null };

export const createIslands = (base: string, config: Promise<unknown>) => {
  const entries = new Map<HTMLElement, Entry>();
  const modules: Record<string, Promise<unknown>> = {};
  const load = (name: string) => (modules[name] ||= import(base + name + '.js').catch(() => import(base + name + '.js')));

  /** Imports and mounts the island's widget, once; each island mounts in a task of its own, so a long page never blocks. */
  const start = (el: HTMLElement, entry: Entry) => {
    const name = el.dataset.storefront || '';
    entry.done ||= (/^[a-z][a-z-]*$/.test(name) ? load(name) : Promise.reject(name))
      .then((m) => config.then((c) => new Promise((r) => setTimeout(r)).then(() => (m as WidgetModule).mount(el, { config: c, base } satisfies Host))))
      .then(
        (unmount) => {
          entry.stop();
          if (entry.path) clickAt(el, entry.path);
          return unmount;
        },
        (error: unknown) => {
          entry.stop();
          console.warn('[storefront]', name, el, error);
          el.dispatchEvent(new CustomEvent('storefront:error', { bubbles: true, detail: { widget: name, error } }));
        },
      );
  };

  const each = (root: ParentNode, fn: (el: HTMLElement) => void) => {
    if (root instanceof HTMLElement && root.matches(SELECTOR)) fn(root);
    root.querySelectorAll<HTMLElement>(SELECTOR).forEach(fn);
  };

  /** Interaction mounts at once; a click (or Enter/Space) made before the widget is ready is replayed. */
  const mount = (root: ParentNode = document) =>
    each(root, (el) => {
      if (entries.has(el)) return;
      const ac = new AbortController();
      const entry: Entry = { stop: () => ac.abort() };
      entries.set(el, entry);
      const go = () => ac.signal.aborted || start(el, entry); // nothing starts after unmount
      const cancel = whenNeeded(el, go);
      ac.signal.onabort = cancel;
      for (const type of ['pointerdown', 'focusin', 'keydown', 'click'])
        el.addEventListener(
          type,
          (e) => {
            if (type === 'click' || /^(Enter| )$/.test((e as KeyboardEvent).key)) entry.path = pathTo(el, e.target);
            go();
          },
          { capture: true, signal: ac.signal },
        );
    });

  const unmount = (root: ParentNode = document) =>
    each(root, (el) => {
      const entry = entries.get(el);
      if (!entry) return;
      entries.delete(el);
      entry.stop();
      entry.done?.then((u) => u && u());
    });

  new MutationObserver((records) => {
    for (const r of records) {
      r.addedNodes.forEach((n) => n instanceof HTMLElement && mount(n));
      r.removedNodes.forEach((n) => n instanceof HTMLElement && !n.isConnected && unmount(n));
    }
  }).observe(document.documentElement, { childList: true, subtree: true });

  return { mount, unmount, _load: load }; // spread into window.Storefront: `_load` is private
};
