/**
 * Postal-code rules (docs/behaviour.md §5 "Postal codes", French wording): each rule's pattern and
 * message. Which country takes which rule is in postal-map.ts (with the hints, which a
 * form shows at mount; these checks load with the submission).
 */
import { frFormMessages as frForms } from '../i18n/form-messages';
import { type PostalRule, postalRuleFor } from './postal-map';

export { POSTAL_RULES, POSTAL_EXAMPLES, postalHint, postalRuleFor, type PostalRule } from './postal-map';

const norm = (value: string) => value.trim().toUpperCase();
const countryOf = (country: string) => norm(country);

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

/** The message for a postal code that breaks its country's rule, or null when it is valid (an empty code is for `required`). */
export const checkPostalCode = (country: string, value: string): string | null => {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const rule = postalRuleFor(typeof country === 'string' ? country : '');
  if (!rule) return value.length > 20 ? frForms.postalInvalid : null;
  return PATTERNS[rule].test(norm(value)) ? null : MESSAGES[rule];
};

/**
 * Partial postal codes: the start of a code, as a delivery-area field asks for it
 * (docs/behaviour.md §5's outward part, Eircode routing key, up to 3 digits and RTA messages).
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
