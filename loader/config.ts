/**
 * The bootstrap configuration: the inline JSON block `#storefront-config`, else
 * GET /api/context/config. A failure is logged and yields null (SPEC.md 7); the
 * chunks validate whatever comes back.
 */
export const readConfig = (): Promise<unknown> => {
  const inline = document.getElementById('storefront-config');
  return (
    inline
      ? Promise.resolve(inline.textContent || '').then(JSON.parse)
      : fetch('/api/context/config', { credentials: 'same-origin' }).then((r) =>
          r.ok ? r.json() : Promise.reject(r.status),
        )
  ).catch((error: unknown) => {
    console.error('[storefront] config', error);
    return null;
  });
};
