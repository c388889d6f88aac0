import { InstalmentItemSchema } from '../../../src/contract/instalment.js';
import { INSTALMENT_PILL_MIN_WIDTH } from '../../../src/domain/instalment.js';
import { type InstalmentPillText, itemInstalmentPill } from '../../../src/domain/instalment-text.js';
import type { CatalogueProduct } from '../catalogue.js';

/**
 * The instalment pill's view on a product page (`instalmentPill` in the page data;
 * partials/instalment-pill.html renders it inside the product block), computed with
 * the pill's own rules (src/domain/instalment-text.ts) for the price the block shows
 * before a variant is chosen, so the page has its words and its space before any
 * script runs. `undefined` for an item that gets no pill (docs/behaviour.md §4).
 */
export type InstalmentPillView = InstalmentPillText & { readonly inRange: boolean; readonly minWidth: string };

export function instalmentPillView(item: CatalogueProduct): InstalmentPillView | undefined {
  const parsed = InstalmentItemSchema.safeParse(item);
  const pill = parsed.success ? itemInstalmentPill(item.structuredContent, parsed.data.instalmentContext) : null;
  return pill ? { ...pill, inRange: pill.kind === 'inRange', minWidth: INSTALMENT_PILL_MIN_WIDTH } : undefined;
}
