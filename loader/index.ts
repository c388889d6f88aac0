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

const w = window;
if (!w.Storefront || Array.isArray(w.Storefront)) {
  // else: loaded twice
  const queued = w.Storefront || [];
  const base = new URL('chunks/', (document.currentScript as HTMLScriptElement | null)?.src || location.href).href;
  const config = readConfig(base);
  const islands = createIslands(base, config);
  let chain: Promise<unknown> = Promise.resolve();

  const call: StorefrontApi['call'] = (name, input) =>
    (chain = chain
      .catch(() => {})
      .then(() => Promise.all([islands._load('runtime'), config]))
      .then(([m, c]) => (m as RuntimeModule).command(name, [input], { config: c, base }))) as never;

  const on: StorefrontApi['on'] = (name, listener) => {
    const type = 'storefront:' + name;
    const fn = (e: Event) => listener((e as CustomEvent).detail);
    document.addEventListener(type, fn);
    return () => document.removeEventListener(type, fn);
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

  const api: StorefrontApi = { ...islands, push, call, on, config, version: __VERSION__ };
  w.Storefront = api;
  queued.forEach(push);
}
