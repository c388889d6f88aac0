import { readFileSync } from 'node:fs';
import { Hono } from 'hono';

const SCRIPT = readFileSync(new URL('./checkout-form-script.js', import.meta.url), 'utf8');
export const CHECKOUT_FORM_SCRIPT = '/examples/checkout-form.js';

/** The checkout form's script (checkout-form-script.js): a failed or slow post shows a message and keeps the form. */
export const checkoutFormRoutes = (): Hono =>
  new Hono().get(CHECKOUT_FORM_SCRIPT, (c) => c.body(SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' }));
