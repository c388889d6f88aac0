import { Hono } from 'hono';
import { frOwnerRestock } from '../../../src/i18n/owner-restock.js';
import { ensureCrumb } from '../crumb.js';
import { esc } from '../pages/html.js';
import { ownerLayout, requireOwnerPage } from '../owner/index.js';

export const OWNER_RESTOCK_PATH = '/owner/restock';

/**
 * The owner's restock page: an island (`data-storefront="owner-restock"`,
 * widgets/owner-restock) that lists every sign-up group and its sign-ups through the
 * owner API, page after page, with "send" per product and variant, "send all", the
 * restock action and the outbox. Behind the owner sign-in.
 */
export function restockOwnerPage(): Hono {
  const app = new Hono();
  app.get(OWNER_RESTOCK_PATH, requireOwnerPage, (c) => {
    ensureCrumb(c); // the owner API's mutating calls send it
    const t = frOwnerRestock;
    const body = `<p>${esc(t.intro)}</p>
<div data-storefront="owner-restock" class="owner-restock"><p role="status">${esc(t.loading)}</p></div>
<script src="/storefront/storefront.js" async></script>`;
    return c.html(ownerLayout(t.title, body));
  });
  return app;
}
