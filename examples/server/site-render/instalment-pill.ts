import { InstalmentItemSchema } from '../../../src/contract/instalment.js';
import { INSTALMENT_PILL_MIN_WIDTH } from '../../../src/domain/instalment.js';
import { type InstalmentPillText, itemInstalmentPill } from '../../../src/domain/instalment-text.js';
import type { CatalogueProduct } from '../catalogue.js';

/**
 * The instalment pill's view on a product page (`instalmentPill` in the page data;
 * partials/instalment-pill.html renders it inside the product block), computed with
 * the pill's own rules (src/domain/instalment-text.ts) for the price the block shows
 * before a variant is chosen, so the page has its words and its space before any
 * script runs. `undefined` for an item that gets no pill (docs/behaviour.md §4), and on a page
 * in another language than the offer's (docs/markup-contract.md "The instalment pill",
 * Language): the provider speaks English, and French only in Canada, so a French page with a
 * British or American provider shows no pill rather than an English one (or a French one the
 * provider's own explanation and checkout would not follow).
 */
export type InstalmentPillView = InstalmentPillText & { readonly inRange: boolean; readonly minWidth: string };

export function instalmentPillView(item: CatalogueProduct, pageLocale: string): InstalmentPillView | undefined {
  const parsed = InstalmentItemSchema.safeParse(item);
  const pill = parsed.success ? itemInstalmentPill(item.structuredContent, parsed.data.instalmentContext) : null;
  if (!pill || pill.language !== pageLocale.split('-')[0]?.toLowerCase()) return undefined;
  return { ...pill, inRange: pill.kind === 'inRange', minWidth: INSTALMENT_PILL_MIN_WIDTH };
}
