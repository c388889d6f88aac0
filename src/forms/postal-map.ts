import { frForms } from '../i18n/forms';

/**
 * Which postal-code rule each country takes (docs/behaviour.md §5 "Postal codes"; docs/behaviour.md does not
 * show the mapping: it follows each country's postal format as its postal operator
 * publishes it, docs/forms.md lists the source of each) and the example hints. A
 * country without a rule accepts any postal code (many countries have none).
 */
export type PostalRule = 'digits4' | 'digits5' | 'gb' | 'ie' | 'ca' | 'nl';

/** The full postal code of an address. */
export const POSTAL_RULES: Readonly<Record<string, PostalRule>> = {
  US: 'digits5',
  FR: 'digits5',
  ES: 'digits5',
  DE: 'digits5',
  IT: 'digits5',
  SE: 'digits5',
  FI: 'digits5',
  MX: 'digits5',
  CH: 'digits4',
  NO: 'digits4',
  DK: 'digits4',
  AT: 'digits4',
  BE: 'digits4',
  AU: 'digits4',
  NZ: 'digits4',
  GB: 'gb',
  IE: 'ie',
  CA: 'ca',
  NL: 'nl',
};

/** Example hints (docs/behaviour.md §5: US, French, Spanish, UK, Canadian, Irish, Swiss/Norwegian-style, Australian). */
export const POSTAL_EXAMPLES: Readonly<Record<string, string>> = {
  US: '12345',
  FR: '75001',
  ES: '28001',
  GB: 'SW1A 1AA',
  CA: 'K1A 0B6',
  IE: 'D02 X285',
  CH: '8001',
  NO: '0150',
  AU: '2000',
};

const norm = (value: string) => value.trim().toUpperCase();
const countryOf = (country: string) => norm(country);

export const postalRuleFor = (country: string): PostalRule | null => POSTAL_RULES[countryOf(country)] ?? null;

/** The hint under a postal-code field ("Exemple : 75001"), or null. */
export const postalHint = (country: string): string | null => {
  const rule = postalRuleFor(country);
  const example = POSTAL_EXAMPLES[countryOf(country)] ?? (rule === 'digits4' ? POSTAL_EXAMPLES['CH'] : rule === 'digits5' ? POSTAL_EXAMPLES['US'] : undefined);
  return example ? frForms.postalHint.replace('{example}', example) : null;
};

