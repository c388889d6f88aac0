import type { Parser } from '../../src/api/client';
import { warnBlock } from '../../src/runtime/warn';

/**
 * Reads and validates the island's embedded JSON
 * (`<script type="application/json" data-storefront-json>`). Malformed or invalid
 * JSON logs one warning naming the block and returns null.
 */
export const readIslandJson = <T,>(el: HTMLElement, schema: Parser<T>, what: string): T | null => {
  const script = el.querySelector('script[data-storefront-json]');
  if (!script) {
    warnBlock(el, `no ${what} JSON (<script type="application/json" data-storefront-json>) inside.`);
    return null;
  }
  let json: unknown;
  try {
    json = JSON.parse(script.textContent || '');
  } catch (error) {
    warnBlock(el, `its ${what} JSON is malformed (${error instanceof Error ? error.message : String(error)}).`);
    return null;
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    warnBlock(el, `its ${what} JSON does not match the contract: ${parsed.error.message}`);
    return null;
  }
  return parsed.data;
};
