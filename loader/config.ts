/**
 * The bootstrap configuration: the inline JSON block `#storefront-config`, else
 * GET /api/context/config. A failure is logged and yields null (docs/behaviour.md §7); the
 * chunks validate whatever comes back. When its `locale` (else the page's `lang`) is
 * English, the English catalogue (`chunks/i18n-en.js`) is imported before the promise
 * resolves, so every widget mounts in English; French pages load nothing more.
 */
export const readConfig = (base: string): Promise<unknown> => {
  const inline = document.getElementById('storefront-config');
  return (
    inline
      ? Promise.resolve(inline.textContent!).then(JSON.parse)
      : fetch('/api/context/config').then((r) =>
          r.ok ? r.json() : Promise.reject(r.status),
        )
  )
    .catch((error: unknown) => {
      console.warn('[storefront]', 'config', error);
      return null;
    })
    .then((c: { locale?: string } | null) =>
      /^en/.test((c && c.locale) || document.documentElement.lang) ? import(base + 'i18n-en.js').then(() => c, () => c) : c,
    );
};
