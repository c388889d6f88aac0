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
type Entry = { cancel: () => void; done?: Promise<Unmount | void> };

export const createIslands = (base: string, config: Promise<unknown>) => {
  const entries = new Map<HTMLElement, Entry>();
  const modules: Record<string, Promise<unknown>> = {};
  const load = (name: string) => (modules[name] ||= import(base + name + '.js').catch(() => import(base + name + '.js')));

  const start = (el: HTMLElement, entry: Entry, first?: Event) => {
    const name = el.dataset.storefront || '';
    let replay: number[] | null = null;
    const record = (e: Event) => {
      if (e.type === 'click' || /^(Enter| )$/.test((e as KeyboardEvent).key)) replay = pathTo(el, e.target);
    };
    if (first) record(first);
    const ac = new AbortController();
    el.addEventListener('click', record, { capture: true, signal: ac.signal });
    el.addEventListener('keydown', record, { capture: true, signal: ac.signal });
    entry.done = (/^[a-z][a-z-]*$/.test(name) ? load(name) : Promise.reject(name))
      .then((m) => config.then((c) => (m as WidgetModule).mount(el, { config: c, base } satisfies Host)))
      .then(
        (unmount) => {
          ac.abort();
          if (replay) clickAt(el, replay);
          return unmount;
        },
        (error: unknown) => {
          ac.abort();
          console.warn('[storefront]', name, el, error);
          el.dispatchEvent(new CustomEvent('storefront:error', { bubbles: true, detail: { widget: name, error } }));
        },
      );
  };

  const each = (root: ParentNode, fn: (el: HTMLElement) => void) => {
    if (root instanceof HTMLElement && root.matches(SELECTOR)) fn(root);
    root.querySelectorAll<HTMLElement>(SELECTOR).forEach(fn);
  };

  const mount = (root: ParentNode = document) =>
    each(root, (el) => {
      if (entries.has(el)) return;
      const entry: Entry = { cancel: () => {} };
      entries.set(el, entry);
      entry.cancel = whenNeeded(el, (event) => start(el, entry, event));
    });

  const unmount = (root: ParentNode = document) =>
    each(root, (el) => {
      const entry = entries.get(el);
      if (!entry) return;
      entries.delete(el);
      entry.cancel();
      entry.done?.then((u) => u && u());
    });

  new MutationObserver((records) => {
    for (const r of records) {
      r.addedNodes.forEach((n) => n instanceof HTMLElement && mount(n));
      r.removedNodes.forEach((n) => n instanceof HTMLElement && !n.isConnected && unmount(n));
    }
  }).observe(document.documentElement, { childList: true, subtree: true });

  return { mount, unmount, load };
};
