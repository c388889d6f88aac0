/**
 * Paths of the restock calls (docs/behaviour.md §7), apart from their schemas (src/contract/restock.ts)
 * so a module can name a path without bundling a schema.
 *
 * The storefront signup's method and path are not shown by docs/behaviour.md; like the platform's
 * other storefront commerce calls (`/api/commerce/shopping-cart/entries`,
 * `/api/commerce/inventory/stock/`) it is `POST /api/commerce/restock-notifications`.
 * The owner calls are docs/behaviour.md's.
 */
export const restockRoutes = {
  signup: '/api/commerce/restock-notifications',
  owner: '/api/site-users/account/notifications/restock',
  ownerGroups: '/api/site-users/account/notifications/restock/groups',
  ownerSend: '/api/site-users/account/notifications/restock/send',
  ownerSendAll: '/api/site-users/account/notifications/restock/send/all',
  /** The reference backend's own owner calls (not in docs/behaviour.md): its outbox, and restocking a variant. */
  ownerOutbox: '/api/site-users/account/notifications/restock/outbox',
  ownerStock: '/api/site-users/account/notifications/restock/stock',
} as const;
