import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ADDRESS_DICTIONARY, REGION_COUNTRIES, addressLabel, postalWord, regionWord } from '../../../src/forms/address';
import { loadRegions, readRegionList } from '../../../src/forms/region-list';

const dir = new URL('../../../src/forms/regions/', import.meta.url);
const read = async (file: string): Promise<unknown> => JSON.parse(await readFile(new URL(`../${file}`, dir), 'utf8'));

describe('address dictionary (docs/behaviour.md §3)', () => {
  it.each([
    ['address', 'Adresse', 'Adresses'], ['address2', 'Adresse (ligne 2)', 'Adresses (ligne 2)'], ['city', 'Ville', 'Villes'],
    ['postalCode', 'Code postal', 'Codes postaux'], ['province', 'Province', 'Provinces'], ['state', 'État', 'États'],
    ['county', 'Comté', 'Comtés'], ['region', 'Région', 'Régions'], ['eircode', 'Eircode', 'Eircodes'], ['rta', 'RTA', 'RTA'],
  ] as const)('%s: one %s, other %s (French plural rules: 0 and 1 are one)', (word, one, other) => {
    expect(addressLabel(word, 1)).toBe(one);
    expect(addressLabel(word, 0)).toBe(one);
    expect(addressLabel(word, 2)).toBe(other);
    expect(addressLabel(word)).toBe(one);
  });

  it('covers the ten dictionary words', () => expect(ADDRESS_DICTIONARY).toHaveLength(10));

  it('names the region and postal-code fields per country', () => {
    expect([regionWord('US'), regionWord('CA'), regionWord('IE'), regionWord('FR'), regionWord('JP')]).toEqual(['state', 'province', 'county', 'region', 'region']);
    expect([postalWord('IE'), postalWord('FR')]).toEqual(['eircode', 'postalCode']);
  });
});

describe('region lists: data files, one per country (docs/behaviour.md §3 "Regions covered")', () => {
  it('has exactly one valid file per covered country, with unique codes', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)).sort();
    expect(files).toEqual([...REGION_COUNTRIES].sort());
    for (const country of files) {
      const list = readRegionList(JSON.parse(readFileSync(new URL(`${country}.json`, dir), 'utf8')));
      expect(list?.country).toBe(country);
      expect(list?.label).toBe(regionWord(country));
      const codes = list!.groups.flatMap((g) => g.regions.map(([code]) => code));
      expect(new Set(codes).size).toBe(codes.length);
    }
  });

  it.each([
    ['US', 50 + 1 + 6 + 3, ['DC', 'PR', 'AA', 'AE', 'AP']],
    ['CA', 13, ['QC', 'NU']],
    ['FR', 18, ['IDF', 'COR']],
    ['ES', 52, ['Madrid']],
    ['IE', 26, ['Dublin']],
    ['AU', 8, ['NSW']],
    ['DE', 16, ['Bayern']],
    ['NL', 12, ['Utrecht']],
  ])('%s has %i regions', async (country, count, some) => {
    const list = await loadRegions(country, read);
    const codes = list!.groups.flatMap((g) => g.regions.map(([code]) => code));
    expect(codes).toHaveLength(count);
    expect(codes).toEqual(expect.arrayContaining(some));
  });

  it('groups the UK by its four nations and the US by states, district, territories and military', async () => {
    expect((await loadRegions('GB', read))!.groups.map((g) => g.name)).toEqual(['Angleterre', 'Écosse', 'Pays de Galles', 'Irlande du Nord']);
    expect((await loadRegions('US', read))!.groups.map((g) => g.name)).toEqual(['', 'District', 'Territoires', 'Forces armées']);
  });

  it('has no list for other countries or hostile names, and refuses malformed data', async () => {
    expect(await loadRegions('JP', read)).toBeNull();
    expect(await loadRegions('../../package', read)).toBeNull();
    expect(await loadRegions('FR', () => Promise.reject(new Error('offline')))).toBeNull();
    expect(await loadRegions('FR', () => Promise.resolve({ country: 'US', label: 'state', groups: [] }))).toBeNull();
    const asked: string[] = [];
    await loadRegions('CA', (file) => (asked.push(file), read(file)));
    expect(asked).toEqual(['regions/CA.json']);
    expect(readRegionList({ country: 'X', label: 'y', groups: [{ name: '', regions: [['a']] }] })).toBeNull();
    expect(readRegionList(null)).toBeNull();
  });
});
