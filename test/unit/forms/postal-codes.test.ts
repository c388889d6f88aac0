import { describe, expect, it } from 'vitest';
import { checkPostalCode, checkPostalPrefix } from '../../../src/forms/postal-codes';
import { POSTAL_RULES, postalHint } from '../../../src/forms/postal-map';

const FIVE = 'Le code postal doit comporter 5 chiffres.';
const FOUR = 'Le code postal doit comporter 4 chiffres.';
const INVALID = 'Code postal non valide.';

/** Every mapped country with a valid and an invalid example and the message (docs/behaviour.md §5 "Postal codes"). */
const CASES: ReadonlyArray<[country: string, valid: string[], invalid: string[], message: string]> = [
  ['US', ['12345', '12345-6789'], ['1234', '123456', 'ABCDE', '12345-67'], FIVE],
  ['FR', ['75001', '97400'], ['7500', '750011', '75 001'], FIVE],
  ['ES', ['28001'], ['2800', 'E2800'], FIVE],
  ['DE', ['10115'], ['1011'], FIVE],
  ['IT', ['00184'], ['0018'], FIVE],
  ['SE', ['114 55', '11455'], ['1145'], FIVE],
  ['FI', ['00100'], ['0010'], FIVE],
  ['MX', ['06600'], ['0660'], FIVE],
  ['CH', ['8001'], ['80011', '800'], FOUR],
  ['NO', ['0150'], ['015'], FOUR],
  ['DK', ['1050'], ['105'], FOUR],
  ['AT', ['1010'], ['10100'], FOUR],
  ['BE', ['1000'], ['B-1000'], FOUR],
  ['AU', ['2000'], ['200'], FOUR],
  ['NZ', ['6011'], ['60111'], FOUR],
  ['GB', ['SW1A 1AA', 'sw1a1aa', 'M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT'], ['SW1A', '12345', 'SW1A 1A'], INVALID],
  ['IE', ['D02 X285', 'A65F4E2', 'D6W 1234'], ['D02', 'B65 F4E2', '12345'], INVALID],
  ['CA', ['K1A 0B6', 'h2x1y4'], ['K1A', 'D1A 0B6', 'K1A 0BO', '12345'], INVALID],
  ['NL', ['1012 AB', '1012AB'], ['0123 AB', '1012', '1012 A1'], INVALID],
];

describe('postal codes (docs/behaviour.md §5, French wording)', () => {
  it('maps every country of the table, and only those', () => {
    expect(Object.keys(POSTAL_RULES).sort()).toEqual(CASES.map(([c]) => c).sort());
  });

  describe.each(CASES)('%s', (country, valid, invalid, message) => {
    it.each(valid)('accepts %j', (code) => expect(checkPostalCode(country, code)).toBeNull());
    it.each(invalid)('refuses %j', (code) => expect(checkPostalCode(country, code)).toBe(message));
  });

  it('leaves an empty code to "required", and accepts any short code where no rule is known', () => {
    expect(checkPostalCode('FR', '')).toBeNull();
    expect(checkPostalCode('JP', '100-0001')).toBeNull();
    expect(checkPostalCode('JP', 'x'.repeat(21))).toBe(INVALID);
    expect(checkPostalCode('fr', '75001')).toBeNull();
  });

  it.each([
    ['US', 'Exemple : 12345'], ['FR', 'Exemple : 75001'], ['ES', 'Exemple : 28001'], ['GB', 'Exemple : SW1A 1AA'],
    ['CA', 'Exemple : K1A 0B6'], ['IE', 'Exemple : D02 X285'], ['CH', 'Exemple : 8001'], ['NO', 'Exemple : 0150'],
    ['AU', 'Exemple : 2000'], ['DK', 'Exemple : 8001'], ['DE', 'Exemple : 12345'], ['JP', null],
  ])('hint for %s: %s', (country, hint) => expect(postalHint(country)).toBe(hint));

  it.each([
    ['GB', ['SW1A', 'M1', 'B33'], ['SW1A 1AA', 'SW1A1'], 'Saisissez uniquement les 1 à 4 caractères de la partie sortante du code postal.'],
    ['IE', ['D02', 'D6W'], ['D02 X285', 'D0'], "Saisissez uniquement les trois premiers caractères de l'Eircode."],
    ['US', ['1', '12', '123'], ['1234', 'AB'], "Saisissez jusqu'à 3 chiffres du code postal."],
    ['CA', ['K1A', 'h2x'], ['K1A 0B6', 'D1A', 'K1'], "Le code RTA n'est pas valide."],
  ] as const)('partial codes in %s', (country, valid, invalid, message) => {
    for (const code of valid) expect(checkPostalPrefix(country, code)).toBeNull();
    for (const code of invalid) expect(checkPostalPrefix(country, code)).toBe(message);
    expect(checkPostalPrefix(country, '')).toBeNull();
  });
});
