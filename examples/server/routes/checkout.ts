import { Hono } from 'hono';
import type { Deps } from '../deps.js';

export function checkoutRoutes(_deps: Deps): Hono {
  return new Hono();
}
