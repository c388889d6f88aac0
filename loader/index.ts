import type { StorefrontApi, StorefrontCommand } from '../src/public-api';
import type { RuntimeModule } from '../src/runtime/host';
import { readConfig } from './config';
import { createIslands } from './islands';

/**
 * The script-tag entry (`dist/storefront.js`): installs `window.Storefront`, replays
 * the commands queued before it loaded, reads the configuration and mounts islands.
 * It holds no React, preact or zod: everything heavy lives in lazily loaded chunks.
 */
declare const __VERSION__: string;

((w: Window) => {
  if (w.Storefront && !Array.isArray(w.Storefront)) return; // loaded twice
  const queued = w.Storefront || [];
  const script = document.currentScript as HTMLScriptElement | null;
  const base = new URL('chunks/', (script && script.src) || location.href).href;
  const config = readConfig();
  const islands = createIslands(base, config);
  let chain: Promise<unknown> = Promise.resolve();

  const call: StorefrontApi['call'] = (name, input) =>
    (chain = chain
      .catch(() => {})
      .then(() => Promise.all([islands.load('runtime'), config]))
      .then(([m, c]) => (m as RuntimeModule).command(name, [input], { config: c, base }))) as never;

  const on: StorefrontApi['on'] = (name, listener) => {
    const handler = (e: Event) => listener((e as CustomEvent).detail);
    document.addEventListener('storefront:' + name, handler);
    return () => document.removeEventListener('storefront:' + name, handler);
  };

  const push = (command: StorefrontCommand) => {
    try {
      if (typeof command === 'function') return command(api);
      const [name, arg, fn] = command;
      if (name === 'on') on(arg as never, fn as never);
      else if (name === 'mount' || name === 'unmount') islands[name](arg as ParentNode | undefined);
      else call(name, arg as never).catch((e: unknown) => console.warn('[storefront]', name, e));
    } catch (e) {
      console.warn('[storefront]', command, e);
    }
  };

  const api: StorefrontApi = { push, call, on, mount: islands.mount, unmount: islands.unmount, config, version: __VERSION__ };
  w.Storefront = api;
  queued.forEach(push);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => islands.mount());
  else islands.mount();
})(window);
