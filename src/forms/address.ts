import { frForms } from '../i18n/forms';

/**
 * The address form dictionary (SPEC.md 3 "Forms"): its fields, their labels by plural
 * category, which region word and postal-code word each country uses, and the region
 * lists, kept as JSON data files (src/forms/regions/<country>.json, copied beside the
 * chunks by the build) loaded for the selected country only.
 */
export const ADDRESS_DICTIONARY = ['address', 'address2', 'city', 'postalCode', 'province', 'state', 'county', 'region', 'eircode', 'rta'] as const;
export type AddressWord = (typeof ADDRESS_DICTIONARY)[number];

const plural = typeof Intl !== 'undefined' && Intl.PluralRules ? new Intl.PluralRules('fr') : null;

/** A dictionary label for `count` things (French plural rules: 0 and 1 are "one"). */
export const addressLabel = (word: AddressWord, count = 1): string => {
  const category = plural ? plural.select(count) : count <= 1 ? 'one' : 'other';
  return frForms[`${word}_${category === 'one' ? 'one' : 'other'}`];
};

/** The countries whose region list ships as a data file (SPEC.md 3 "Regions covered"). */
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

export interface RegionGroup { name: string; regions: ReadonlyArray<readonly [code: string, name: string]> }
export interface RegionList { country: string; label: string; groups: readonly RegionGroup[] }

const isPair = (v: unknown): v is [string, string] =>
  Array.isArray(v) && v.length === 2 && typeof v[0] === 'string' && typeof v[1] === 'string';

/** Reads a region data file's JSON; null when it is not one. */
export const readRegionList = (json: unknown): RegionList | null => {
  if (typeof json !== 'object' || json === null) return null;
  const { country, label, groups } = json as Record<string, unknown>;
  if (typeof country !== 'string' || typeof label !== 'string' || !Array.isArray(groups)) return null;
  const out: RegionGroup[] = [];
  for (const g of groups) {
    if (typeof g !== 'object' || g === null) return null;
    const { name, regions } = g as Record<string, unknown>;
    if (typeof name !== 'string' || !Array.isArray(regions) || !regions.every(isPair)) return null;
    out.push({ name, regions });
  }
  return { country, label, groups: out };
};

/** Where a country's region list is, relative to the chunks folder (the build copies src/forms/regions/ there). */
export const regionFile = (country: RegionCountry): string => `regions/${country}.json`;

/**
 * The region list of one country, read by `read` (the widget fetches the data file next
 * to its chunk; tests read it from disk) only when that country is chosen; null for a
 * country without a list, or when the file cannot be read.
 */
export const loadRegions = async (country: string, read: (file: string) => Promise<unknown>): Promise<RegionList | null> => {
  if (!hasRegions(country)) return null;
  try {
    const list = readRegionList(await read(regionFile(country)));
    return list && list.country === country ? list : null;
  } catch {
    return null;
  }
};
