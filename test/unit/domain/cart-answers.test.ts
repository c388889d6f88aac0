import { describe, expect, it } from 'vitest';
import { answerText, readAnswers, writeAnswers } from '../../../src/domain/cart-answers';

describe('custom form answers of a cart entry (docs/behaviour.md §3, 5)', () => {
  it('reads a list of labelled answers; an empty answer displays "N/A"', () => {
    const json = JSON.stringify([
      { label: 'Texte', value: 'Bonjour' },
      { rawTitle: 'Remarque', value: '' },
      { title: 'Options', value: ['a', 'b'] },
      { value: null },
    ]);
    expect(readAnswers(json)).toEqual([
      { key: '0', label: 'Texte', text: 'Bonjour', parts: [{ text: 'Bonjour' }], editable: true, raw: 'Bonjour' },
      { key: '1', label: 'Remarque', text: 'N/A', parts: [{ text: 'N/A', lang: 'en' }], editable: true, raw: '' },
      { key: '2', label: 'Options', text: 'a, b', parts: [{ text: 'a, b' }], editable: false, raw: '' },
      { key: '3', label: '#4', text: 'N/A', parts: [{ text: 'N/A', lang: 'en' }], editable: true, raw: '' },
    ]);
  });

  it('reads a map of field to value', () => {
    expect(readAnswers('{"nom":{"First":"Ada","Last":"Lovelace"},"age":36}')).toEqual([
      { key: 'nom', label: 'nom', text: 'Ada Lovelace', parts: [{ text: 'Ada Lovelace' }], editable: false, raw: '' },
      { key: 'age', label: 'age', text: '36', parts: [{ text: '36' }], editable: true, raw: '36' },
    ]);
  });

  it('has no answers for null or empty text, and cannot read malformed JSON or a bare value', () => {
    expect(readAnswers(null)).toEqual([]);
    expect(readAnswers('  ')).toEqual([]);
    expect(readAnswers('pas du JSON')).toBeNull();
    expect(readAnswers('42')).toBeNull();
  });

  it.each([
    ['', 'N/A'],
    ['   ', 'N/A'],
    [[], 'N/A'],
    [{ Line1: '', City: '' }, 'N/A'],
    [undefined, 'N/A'],
    [true, 'true'],
    [['x', '', 'y'], 'x, y'],
  ])('answerText(%j) is %s', (value, text) => expect(answerText(value)).toBe(text));

  it('writes the edited text answers back and keeps the rest as it was', () => {
    const json = JSON.stringify([{ label: 'Texte', value: 'Bonjour', id: 't' }, { label: 'Options', value: ['a'] }]);
    expect(JSON.parse(writeAnswers(json, { '0': 'Salut' }))).toEqual([{ label: 'Texte', value: 'Salut', id: 't' }, { label: 'Options', value: ['a'] }]);
    expect(JSON.parse(writeAnswers('{"a":"1","b":"2"}', { b: '3' }))).toEqual({ a: '1', b: '3' });
    expect(JSON.parse(writeAnswers('["x"]', { '0': 'y' }))).toEqual(['y']);
  });
});
