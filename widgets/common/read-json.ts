import type { Parser } from '../../src/api/client';
import { warnBlock } from '../../src/runtime/warn';

/**
 * JSON of islands whose markup was copied by script (the Quick View's copy of a block,
 * widgets/product/quick-view.ts `copyIsland`): a copied `<script>` element is untrusted
 * under Trusted Types (`require-trusted-types-for 'script'`), so the copy carries no
 * script and its JSON is kept here, for `readIslandJson`.
 */
export const copiedJson = new WeakMap<Element, string>();

/**
 * Reads and validates the island's embedded JSON
 * (`<script type="application/json" data-storefront-json>`). Malformed or invalid
 * JSON logs one warning naming the block and returns null.
 */
export const readIslandJson = <T,>(el: HTMLElement, schema: Parser<T>, what: string): T | null => {
  const text = copiedJson.get(el) ?? el.querySelector('script[data-storefront-json]')?.textContent;
  if (text == null) {
    warnBlock(el, `no ${what} JSON (<script type="application/json" data-storefront-json>) inside.`);
    return null;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
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
