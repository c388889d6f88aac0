import { readFileSync } from 'node:fs';

/**
 * The shop pages' own stylesheet, `/examples/shop.css`: buttons, the cart's line grid
 * and summary, checkout and confirmation, the form grid, blog and events. One file
 * per part under pages/shop/, served as one. Colours, radii and spacing are the
 * theme's `--sf-` custom properties, each with its fallback.
 */
const PARTS = ['buttons.css', 'cart.css', 'checkout.css', 'forms.css', 'content.css'] as const;

export const SHOP_CSS = PARTS.map((name) => readFileSync(new URL(`./shop/${name}`, import.meta.url), 'utf8')).join('\n');
export const SHOP_CSS_PATH = '/examples/shop.css';
