import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fr } from '../../../src/i18n/fr';

/**
 * Key parity of the catalogues, module by module: every French module of src/i18n/
 * (`src/i18n/X.ts` exporting `frX…`) has its English in `src/i18n/en/X.ts` (`enX…`) with
 * exactly the same keys, and the English modules together cover the whole French
 * catalogue (`fr`, src/i18n/fr.ts). A new French module fails here, by name, until its
 * English is written (and added to src/i18n/en/index.ts).
 */
const dir = resolve(import.meta.dirname, '../../../src/i18n');
/**
 * Not catalogue modules: the active catalogue and fr.ts themselves, the placeholder filler
 * and the elision rule, the instalment pill's wording (it speaks its provider's language,
 * French and English held together in instalment.ts), and the owner page's strings (owner
 * pages are French, like the backend's own pages).
 */
const NOT_CATALOGUES = new Set(['catalogue.ts', 'fr.ts', 'fill.ts', 'elision.ts', 'instalment.ts', 'owner-restock.ts']);
const frModules = readdirSync(dir).filter((f) => f.endsWith('.ts') && !NOT_CATALOGUES.has(f));
const enModules = readdirSync(resolve(dir, 'en')).filter((f) => f.endsWith('.ts') && f !== 'index.ts');

type Strings = Record<string, string>;
const stringsOf = async (file: string, prefix: 'fr' | 'en'): Promise<Strings[]> => {
  const module = (await import(resolve(dir, file))) as Record<string, unknown>;
  return Object.entries(module)
    .filter(([name, value]) => name.startsWith(prefix) && typeof value === 'object' && value !== null)
    .map(([, value]) => value as Strings);
};
const keys = (objects: Strings[]) => objects.flatMap((o) => Object.keys(o)).sort();

describe('catalogue key parity (French default, English)', () => {
  it.each(frModules)('src/i18n/%s has its English in src/i18n/en/ with the same keys', async (file) => {
    expect(enModules, `write src/i18n/en/${file}`).toContain(file);
    const french = await stringsOf(file, 'fr');
    expect(french.length).toBeGreaterThan(0);
    expect(keys(await stringsOf(`en/${file}`, 'en'))).toEqual(keys(french));
  });

  it('the English modules together cover exactly the French catalogue, with no empty string', async () => {
    const english = (await Promise.all(enModules.map((f) => stringsOf(`en/${f}`, 'en')))).flat();
    expect(keys(english)).toEqual(Object.keys(fr).sort());
    expect(english.flatMap((o) => Object.entries(o)).filter(([, text]) => text.trim() === '')).toEqual([]);
  });

  it('src/i18n/en/index.ts registers every English module', async () => {
    const { en } = await import('../../../src/i18n/en/index');
    expect(Object.keys(en).sort()).toEqual(Object.keys(fr).sort());
  });
});
