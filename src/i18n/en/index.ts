import { enA11y } from './a11y';
import { enCart } from './cart';
import { enContent } from './content';
import { enFormMessages } from './form-messages';
import { enForms } from './forms';
import { enProduct } from './product';
import { enPurchase } from './purchase';
import { enRestock } from './restock';
import { enRestockEmail } from './restock-email';

/**
 * The English catalogue, built as its own chunk (`chunks/i18n-en.js`) that the loader
 * imports before mounting any widget on a page whose configuration's `locale` (else the
 * page's `lang`) is English; French pages never load it. Importing it makes English the
 * active catalogue (src/i18n/catalogue.ts, shared through globalThis so this chunk
 * imports nothing of the French side). Add each new module's English here.
 */
export const en = {
  ...enProduct,
  ...enPurchase,
  ...enForms,
  ...enFormMessages,
  ...enContent,
  ...enA11y,
  ...enRestock,
  ...enRestockEmail,
  ...enCart,
};

const key = Symbol.for('storefront.catalogue'); // CATALOGUE_KEY of src/i18n/catalogue.ts
const root = globalThis as { [key]?: { lang: string; strings: Record<string, string> } };
const active = (root[key] ||= { lang: 'fr', strings: {} });
active.lang = 'en';
Object.assign(active.strings, en);
