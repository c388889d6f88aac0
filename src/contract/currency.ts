import { CURRENCIES } from './constants';
import { enum as oneOf } from './zod';

/**
 * One of the 27 store currencies (docs/behaviour.md §3), for the data the project writes itself:
 * the reference backend's catalogue and store, and library users. Not a schema module the
 * script-tag chunks read (scripts/contract-validators.ts): what the widgets read from the page
 * stays lenient, a code outside the 27 never breaking a page (src/runtime/settings.ts,
 * src/domain/money-format.ts), so the browser's compiled validators need no enum.
 */
export const CurrencySchema = oneOf(CURRENCIES);
