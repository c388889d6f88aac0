import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describe as describeShape } from '../../../src/contract/describe.js';
import { checker } from '../../../src/contract/shape.js';
import { SCHEMA_MODULES } from '../../../scripts/contract-validators';
import { answerText, readAnswers, writeAnswers } from '../../../src/domain/cart-answers.js';
import { looseBoolean, looseNumber } from '../../../src/domain/loose.js';
import { decimalToMinorUnits, formatMoney, formatPlainAmount, toAnalyticsAmount, toMinorUnits } from '../../../src/domain/money.js';
import { checkQuantity } from '../../../src/domain/quantity.js';
import { readCookie } from '../../../src/state/cookies.js';

/**
 * Issue 16 "Fuzzing": every parser and validator of the shared core takes arbitrary
 * input without throwing or hanging (fast-check, seeded so a failure replays). The
 * form rules (emails, postal codes, answers) have their own property tests beside them.
 */
const RUNS = { numRuns: 2_000, seed: 16 };
const anything = fc.anything({ withBigInt: false, withNullPrototype: true, withObjectString: true });
const hostileText = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.constantFrom('%', '%E0%A4%A', '\u0000', '__proto__', 'constructor', '=;=;', '\ud800'));

describe('parsers never throw on arbitrary input', () => {
  it('readCookie: any cookie string, any name', () => {
    fc.assert(
      fc.property(hostileText, hostileText, (source, name) => {
        const value = readCookie(name, source);
        expect(value === null || typeof value === 'string').toBe(true);
      }),
      RUNS,
    );
    fc.assert(fc.property(fc.array(fc.tuple(fc.string(), fc.string())), (pairs) => {
      const source = pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
      const first = pairs.find(([k]) => k.trim() === k && k !== '' && !k.includes(';') && !k.includes('='));
      if (first) expect(readCookie(first[0], source)).toBe(first[1]);
    }), RUNS);
  });

  it('money: amounts, currencies and locales of any kind format or answer a number', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double()), hostileText, fc.constantFrom('en', 'fr-FR', 'ja', 'xx', '', 'not a locale!'), (cents, currency, locale) => {
        expect(typeof formatMoney(cents, currency, locale)).toBe('string');
        expect(typeof formatPlainAmount(cents, currency)).toBe('string');
        expect(typeof toAnalyticsAmount(cents)).toBe('number');
      }),
      RUNS,
    );
    fc.assert(
      fc.property(anything, anything, (decimal, money) => {
        expect(typeof decimalToMinorUnits(decimal)).toBe('number');
        expect(typeof toMinorUnits(money as Parameters<typeof toMinorUnits>[0])).toBe('number');
      }),
      RUNS,
    );
  });

  it('quantity: any typed text is a whole number, or a named problem', () => {
    fc.assert(
      fc.property(fc.oneof(hostileText, fc.double(), fc.integer()), (input) => {
        const result = checkQuantity(input);
        if (result.ok) expect(Number.isInteger(result.quantity)).toBe(true);
        else expect(['not-a-number', 'not-whole']).toContain(result.problem);
      }),
      RUNS,
    );
  });

  it('loose values and cart answers: anything in, a value out', () => {
    fc.assert(
      fc.property(anything, (value) => {
        const n = looseNumber(value);
        expect(n === undefined || typeof n === 'number').toBe(true);
        expect(typeof looseBoolean(value)).toBe('boolean');
        expect(typeof answerText(value)).toBe('string');
      }),
      RUNS,
    );
    fc.assert(
      fc.property(fc.oneof(hostileText, fc.json(), fc.constant(null)), fc.dictionary(fc.string(), fc.string()), (json, edits) => {
        const answers = readAnswers(json);
        expect(answers === null || Array.isArray(answers)).toBe(true);
        if (typeof json === 'string') expect(typeof writeAnswers(json, edits)).toBe('string');
      }),
      RUNS,
    );
  });

  it('the compiled contract checker answers every schema on anything, never throwing', () => {
    // the schemas the script build compiles (a backend-only module such as currency.ts is not among them)
    const schemas = Object.values(SCHEMA_MODULES).flatMap((m) => Object.entries(m).filter(([name]) => name.endsWith('Schema')));
    expect(schemas.length).toBeGreaterThan(10);
    const checkers = schemas.map(([name, schema]) => [name, checker(describeShape(schema, name))] as const);
    fc.assert(
      fc.property(anything, (input) => {
        for (const [, check] of checkers) {
          const result = check.safeParse(input);
          expect(typeof result.success).toBe('boolean');
        }
      }),
      { numRuns: 500, seed: 16 },
    );
  });
});
