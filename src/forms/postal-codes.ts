import { frForms } from '../i18n/forms';

/**
 * Postal-code rules (SPEC.md 5 "Postal codes", French wording). SPEC.md does not show
 * which country takes which rule: the mapping below follows each country's postal
 * format as its postal operator publishes it; docs/forms.md lists the source of each.
 * A country without a rule accepts any postal code (many countries have none).
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

/** Example hints (SPEC.md 5: US, French, Spanish, UK, Canadian, Irish, Swiss/Norwegian-style, Australian). */
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

const PATTERNS: Readonly<Record<PostalRule, RegExp>> = {
  digits4: /^\d{4}$/,
  // US ZIP+4 (12345-6789) and Sweden's "123 45" are the 5-digit rule's other spellings
  digits5: /^(\d{5}(-\d{4})?|\d{3} \d{2})$/,
  // Royal Mail: outward code (area, district) then inward code (sector digit, unit letters)
  gb: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/,
  // An Post: routing key (letter, 2 digits, or D6W) then a 4-character unique identifier
  ie: /^([AC-FHKNPRTV-Y]\d{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}$/,
  // Canada Post: A1A 1A1, no D, F, I, O, Q or U, no W or Z first
  ca: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/,
  // PostNL: 4 digits (no leading 0) then 2 letters
  nl: /^[1-9]\d{3} ?[A-Z]{2}$/,
};

const MESSAGES: Readonly<Record<PostalRule, string>> = {
  digits4: frForms.postalFourDigits,
  digits5: frForms.postalFiveDigits,
  gb: frForms.postalInvalid,
  ie: frForms.postalInvalid,
  ca: frForms.postalInvalid,
  nl: frForms.postalInvalid,
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

/** The message for a postal code that breaks its country's rule, or null when it is valid (an empty code is for `required`). */
export const checkPostalCode = (country: string, value: string): string | null => {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const rule = postalRuleFor(typeof country === 'string' ? country : '');
  if (!rule) return value.length > 20 ? frForms.postalInvalid : null;
  return PATTERNS[rule].test(norm(value)) ? null : MESSAGES[rule];
};

/**
 * Partial postal codes: the start of a code, as a delivery-area field asks for it
 * (SPEC.md 5's outward part, Eircode routing key, up to 3 digits and RTA messages).
 */
export type PostalPrefixRule = 'gbOutward' | 'ieRoutingKey' | 'digitsUpTo3' | 'caRta';
export const POSTAL_PREFIX_RULES: Readonly<Record<string, PostalPrefixRule>> = {
  GB: 'gbOutward',
  IE: 'ieRoutingKey',
  CA: 'caRta',
  US: 'digitsUpTo3',
};
const PREFIX_PATTERNS: Readonly<Record<PostalPrefixRule, RegExp>> = {
  gbOutward: /^[A-Z]{1,2}\d[A-Z\d]?$/,
  ieRoutingKey: /^([AC-FHKNPRTV-Y]\d{2}|D6W)$/,
  digitsUpTo3: /^\d{1,3}$/,
  caRta: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]$/,
};
const PREFIX_MESSAGES: Readonly<Record<PostalPrefixRule, string>> = {
  gbOutward: frForms.postalOutward,
  ieRoutingKey: frForms.postalEircodeKey,
  digitsUpTo3: frForms.postalThreeDigits,
  caRta: frForms.postalRtaInvalid,
};

/** The message for a postal-code start that breaks its country's rule, or null. */
export const checkPostalPrefix = (country: string, value: string): string | null => {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const rule = POSTAL_PREFIX_RULES[countryOf(typeof country === 'string' ? country : '')];
  if (!rule) return null;
  return PREFIX_PATTERNS[rule].test(norm(value)) ? null : PREFIX_MESSAGES[rule];
};
