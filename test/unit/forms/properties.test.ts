import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIELD_KINDS } from '../../../src/forms/fields';
import { valuesFromEntries } from '../../../src/forms/answer-entries';
import { parseAnswer } from '../../../src/forms/answers';
import { partsText } from '../../../src/domain/text-parts';
import { answerParts } from '../../../src/forms/display';
import { readRegionList } from '../../../src/forms/region-list';
import { checkPostalCode, checkPostalPrefix, postalHint } from '../../../src/forms/postal-codes';
import { safeSuccessUrl } from '../../../src/forms/success-url';
import { checkAnswer, validateValues } from '../../../src/forms/validate';
import { field } from './fixtures';

const anyValue = fc.oneof(fc.anything(), fc.jsonValue(), fc.array(fc.string()), fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer())));

describe('validators and answer parsers never throw (fast-check)', () => {
  it('parseAnswer, checkAnswer and answerParts on any value, for every kind', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FIELD_KINDS), anyValue, fc.boolean(), fc.array(fc.string(), { maxLength: 4 }), (kind, raw, required, options) => {
        const f = field(kind, { required, options, questions: options, maxLength: 5 });
        const value = parseAnswer(f, raw);
        const message = checkAnswer(f, value);
        expect(message === null || typeof message === 'string').toBe(true);
        expect(typeof partsText(answerParts(kind, value))).toBe('string');
      }),
      { numRuns: 2000 },
    );
  });

  it('validateValues on any values map', () => {
    const fields = FIELD_KINDS.map((kind) => ({ ...field(kind, { required: true }), id: kind }));
    fc.assert(fc.property(fc.dictionary(fc.constantFrom(...FIELD_KINDS, '__proto__', 'constructor'), anyValue), (values) => {
      const errors = validateValues(fields, values);
      for (const m of Object.values(errors)) expect(typeof m).toBe('string');
    }));
  });

  it('postal rules, hints and the success URL on any string', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (country, code) => {
        checkPostalCode(country, code);
        checkPostalPrefix(country, code);
        postalHint(country);
        const url = safeSuccessUrl(code, 'https://boutique.test/');
        if (url !== null) expect(/^https?:/.test(url)).toBe(true);
      }),
    );
  });

  it('the cart answers and region data readers on any JSON', () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.json()), (json) => void valuesFromEntries(json)));
    fc.assert(fc.property(fc.anything(), (data) => void readRegionList(data)));
  });
});
