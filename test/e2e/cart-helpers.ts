import type { BrowserContext, Page } from '@playwright/test';
import type { RunningServer } from './support/server';

/** Helpers of the cart e2e tests (cart.e2e.ts, cart-tabs.e2e.ts, journey.e2e.ts). */

/** Collects `storefront:analytics` records of every page of the context. */
export const recordAnalytics = (context: BrowserContext | Page) =>
  context.addInitScript(() => {
    const w = window as unknown as { __analytics: unknown[] };
    w.__analytics = [];
    document.addEventListener('storefront:analytics', (e) => w.__analytics.push((e as CustomEvent).detail));
  });

export const analytics = (page: Page) =>
  page.evaluate(() => (window as unknown as { __analytics: { event: string; payload: Record<string, unknown> }[] }).__analytics);

/** Adds an entry through the API, with the page's cookies (crumb, CART). */
export const addThroughApi = async (
  page: Page,
  server: RunningServer,
  entry: { itemId: string; sku: string; quantity?: number; additionalFields?: string | null },
) => {
  const cookies = await page.context().cookies(server.url);
  const crumb = cookies.find((c) => c.name === 'crumb')?.value ?? '';
  const response = await page.request.post(server.url + '/api/commerce/shopping-cart/entries', {
    headers: { 'X-CSRF-Token': crumb },
    data: { quantity: 1, ...entry },
  });
  if (!response.ok()) throw new Error(`add failed: ${response.status()} ${await response.text()}`);
};

export const cartId = async (page: Page, server: RunningServer) =>
  (await page.context().cookies(server.url)).find((c) => c.name === 'CART')?.value ?? '';

/** The stored cart row and entries (GET /__test/carts/<id>). */
export const storedCart = async (server: RunningServer, id: string) =>
  (await (await fetch(`${server.url}/__test/carts/${id}`)).json()) as {
    cart: { is_purchased: number; order_id: string | null };
    entries: { item_id: string; sku: string; quantity: number; additional_fields: string | null }[];
  };

/** Money as the page writes it (fr-FR groups and separates with narrow no-break spaces). */
export const eur = (text: string) => new RegExp(text.replace(/ /g, '\\s') + '\\s€');
