import { hasRegions, type RegionCountry } from './address';

/**
 * The region lists of the address field (docs/behaviour.md §3 "Regions covered"), kept as JSON data
 * files (src/forms/regions/<country>.json, copied beside the chunks by the build) and
 * loaded for the selected country only; the widget imports this reader with the first
 * list, so a page with a form does not load it at mount.
 */

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
