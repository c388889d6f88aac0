import { boolean, looseObject, number, optional, string, union } from './zod';
import type { output } from './zod';

/**
 * The instalment (buy-now-pay-later) context of one item (docs/behaviour.md §3 "Instalment context
 * per item"), in the item JSON as `instalmentContext`. `afterPayMin` and `afterPayMax`
 * are minor units of the store currency (3500 is 35,00 €). Loose like the rest of the
 * platform's item JSON: flags and amounts may come as strings; the rules
 * (src/domain/instalment.ts) normalise them and refuse what they cannot read.
 */
export const InstalmentContextSchema = looseObject({
  afterPayAvailable: optional(union([boolean(), string()])),
  afterPayMin: optional(union([number(), string()])),
  afterPayMax: optional(union([number(), string()])),
  shopperLanguage: optional(string()),
  stripeAccountCountry: optional(string()),
});
export type InstalmentContext = output<typeof InstalmentContextSchema>;

/** The part of an item JSON the instalment widgets read (the rest is ProductSchema's). */
export const InstalmentItemSchema = looseObject({
  instalmentContext: optional(InstalmentContextSchema),
});

/**
 * The configuration block's `instalment` key (docs/markup-contract.md): where the
 * provider's static info-modal HTML files live (`<base>/<language>_<COUNTRY>.html`).
 * Read by the lazy instalment chunk only; SiteConfigSchema keeps unknown keys.
 */
export const InstalmentConfigSchema = looseObject({
  instalment: optional(looseObject({ modalBaseUrl: optional(string()) })),
});
