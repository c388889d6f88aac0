/**
 * `window.Storefront`: the typed API for theme developers (docs/api.md).
 *
 * Before the script has loaded, `window.Storefront` may be an array used as a
 * command queue: `(window.Storefront = window.Storefront || []).push([...])`.
 * The loader replays those commands in order, then replaces the array by this object.
 */
import type { ShoppingCart } from './contract/cart';
import type { AddToCartFailureReason } from './domain/add-to-cart-reasons';

/** Commands that run in the runtime chunk, with their arguments and results. */
export interface StorefrontCommands {
  /**
   * Add an item; resolves with the updated cart. Gives the shopper the button's feedback: `add-to-cart` and
   * `add-to-cart-failure` events, and the product-added popover unless `popover: false`.
   */
  addToCart: [input: { itemId: string; sku: string; quantity?: number; additionalFields?: string | null; popover?: boolean }, ShoppingCart];
  /** The current cart (loads it if the rules of docs/behaviour.md §4 allow), or null. */
  getCart: [input: undefined, ShoppingCart | null];
  /** Reload the cart from the server. */
  refreshCart: [input: undefined, ShoppingCart | null];
  /** The shopper's answer to the cookie banner, given after the page loaded (docs/behaviour.md §4); resolves when recorded. */
  consent: [input: { performance: boolean }, void];
  /** Sends an analytics event of yours through the tracking module (docs/api.md "Analytics events"). */
  track: [input: { event: string; payload?: Record<string, unknown> }, void];
}

/** DOM events, dispatched on `document` as `storefront:<name>` CustomEvents. */
export interface StorefrontEvents {
  /** Once a page, when the cart is first known (null: no cart). */
  'cart-ready': { cart: ShoppingCart | null };
  /** After each change of the cart, in this tab or another tab of the site (never at load: see `cart-ready`). */
  'cart-change': { cart: ShoppingCart | null };
  'add-to-cart': { itemId: string; status: 'adding' | 'added' | '' };
  error: { widget: string; error: unknown };
  /** A failed add (docs/behaviour.md §8 tracked reason), before or after the call: the tracking seam. */
  'add-to-cart-failure': { itemId: string; reason: AddToCartFailureReason; message: string };
  /** A contact or newsletter form was saved (docs/behaviour.md §4), dispatched on its block; `newsletter: true` on a newsletter block (bot-check action NEWSLETTER_BLOCK_SUBMISSION). */
  'form-submit': { formId: string; newsletter?: true };
}

export type StorefrontCommand =
  | { [K in keyof StorefrontCommands]: [K, StorefrontCommands[K][0]?] }[keyof StorefrontCommands]
  | ['on', keyof StorefrontEvents, (detail: unknown) => void]
  | ['mount' | 'unmount', ParentNode?]
  | ((api: StorefrontApi) => void);

export interface StorefrontApi {
  /** Run a command now (or in order, after the ones queued before the script loaded). */
  push(command: StorefrontCommand): void;
  /** Run a runtime command and get its result. */
  call<K extends keyof StorefrontCommands>(name: K, input?: StorefrontCommands[K][0]): Promise<StorefrontCommands[K][1]>;
  /** Listen to a storefront event; returns a function that stops listening. */
  on<K extends keyof StorefrontEvents>(name: K, listener: (detail: StorefrontEvents[K]) => void): () => void;
  /** Mount the islands under `root` (default: the document). Late nodes are found by themselves. */
  mount(root?: ParentNode): void;
  /** Unmount the islands under `root`, restoring their server-rendered markup. */
  unmount(root?: ParentNode): void;
  /** The bootstrap configuration once read (null when it could not be read). */
  readonly config: Promise<unknown>;
  readonly version: string;
}

declare global {
  interface Window {
    Storefront?: StorefrontApi | StorefrontCommand[];
  }
}
