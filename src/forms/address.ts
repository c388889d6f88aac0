import { frForms } from '../i18n/forms';

/**
 * The address form dictionary (docs/behaviour.md §3 "Forms"): its fields, their labels by plural
 * category, which region word and postal-code word each country uses, and which
 * countries have a region list (read by ./region-list, loaded with the first list).
 */
export const ADDRESS_DICTIONARY = ['address', 'address2', 'city', 'postalCode', 'province', 'state', 'county', 'region', 'eircode', 'rta'] as const;
export type AddressWord = (typeof ADDRESS_DICTIONARY)[number];

const plural = typeof Intl !== 'undefined' && Intl.PluralRules ? new Intl.PluralRules('fr') : null;

/** A dictionary label for `count` things (French plural rules: 0 and 1 are "one"). */
export const addressLabel = (word: AddressWord, count = 1): string => {
  const category = plural ? plural.select(count) : count <= 1 ? 'one' : 'other';
  return frForms[`${word}_${category === 'one' ? 'one' : 'other'}`];
};

/** The countries whose region list ships as a data file (docs/behaviour.md §3 "Regions covered"). */
export const REGION_COUNTRIES = ['FR', 'ES', 'IE', 'US', 'CA', 'AU', 'NZ', 'NO', 'SE', 'NL', 'DE', 'GB'] as const;
export type RegionCountry = (typeof REGION_COUNTRIES)[number];
export const hasRegions = (country: string): country is RegionCountry => (REGION_COUNTRIES as readonly string[]).includes(country);

/** The word of the region field per country (the data files say the same). */
const REGION_WORD: Readonly<Record<RegionCountry, AddressWord>> = {
  FR: 'region', ES: 'province', IE: 'county', US: 'state', CA: 'province', AU: 'state',
  NZ: 'region', NO: 'county', SE: 'county', NL: 'province', DE: 'state', GB: 'county',
};
export const regionWord = (country: string): AddressWord => (hasRegions(country) ? REGION_WORD[country] : 'region');
export const postalWord = (country: string): AddressWord => (country === 'IE' ? 'eircode' : 'postalCode');

/** The countries of the address field's country list, by ISO code (names from Intl.DisplayNames when the browser has it). */
export const ADDRESS_COUNTRIES = ['FR', 'BE', 'CH', 'CA', 'US', 'GB', 'IE', 'ES', 'DE', 'IT', 'NL', 'AT', 'DK', 'NO', 'SE', 'FI', 'AU', 'NZ', 'MX'] as const;

export const countryName = (code: string): string => {
  try {
    return new Intl.DisplayNames(['fr'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
};
