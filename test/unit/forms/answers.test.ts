import { describe, expect, it } from 'vitest';
import { answerEntries, valuesFromEntries } from '../../../src/forms/answer-entries';
import { type AnswerValue, isEmptyAnswer, likertLabel, parseAnswer } from '../../../src/forms/answers';
import { partsText } from '../../../src/domain/text-parts';
import { answerParts, entryParts } from '../../../src/forms/display';

/** The runs' plain text (src/domain/text-parts.ts), null kept. */
const plain = (parts: Parameters<typeof partsText>[0] | null) => parts && partsText(parts);
import { type FieldKind, kindOf, readForm } from '../../../src/forms/fields';
import { field } from './fixtures';

describe('field model (docs/behaviour.md §3 "Forms")', () => {
  it.each([
    ['address', 'address'], ['checkbox', 'checkbox'], ['date', 'date'], ['hidden', 'hidden'], ['likert', 'likert'],
    ['name', 'name'], ['phone', 'phone'], ['radio', 'radio'], ['select', 'select'], ['time', 'time'], ['text', 'text'],
    ['email', 'email'], ['textarea', 'textarea'], ['Section', null], ['website', 'text'], ['inconnu', 'text'],
  ])('type %s is the kind %s', (type, kind) => expect(kindOf(type)).toBe(kind));

  it('drops sections and repeated ids, keeps a textarea maximum only when above 0', () => {
    const form = readForm({
      id: 'f',
      fields: [
        { id: 's', type: 'section', title: 'Coordonnées' },
        { id: 'm', type: 'textarea', maxLength: 20 },
        { id: 'm', type: 'text' },
        { id: 'z', type: 'textarea', maxLength: -3 },
        { id: 't', type: 'text', maxLength: 9 },
      ],
    });
    expect(form.fields.map((f) => [f.id, f.kind, f.maxLength])).toEqual([['m', 'textarea', 20], ['z', 'textarea', 0], ['t', 'text', 0]]);
  });
});

describe('answer shapes (docs/behaviour.md §3, 5)', () => {
  it.each([
    ['address', { Line1: '1 rue A', City: 'Paris', Zip: '75001', Country: 'FR' }, { Line1: '1 rue A', Line2: '', City: 'Paris', State: '', Zip: '75001', Country: 'FR' }],
    ['address', ['1 rue A', '', 'Paris', 'IDF', '75001', 'FR'], { Line1: '1 rue A', Line2: '', City: 'Paris', State: 'IDF', Zip: '75001', Country: 'FR' }],
    ['date', { Month: '2', Day: 29, Year: '2024' }, { Month: '2', Day: '29', Year: '2024' }],
    ['name', { First: 'Ada', Last: 'Lovelace', Middle: 'x' }, { First: 'Ada', Last: 'Lovelace' }],
    ['phone', ['555', '123', '4567'], { Country: '', Areacode: '555', Prefix: '123', Line: '4567' }],
    ['phone', ['33', '1', '23', '4567'], { Country: '33', Areacode: '1', Prefix: '23', Line: '4567' }],
    ['phone', { Areacode: '555', Line: '4567' }, { Country: '', Areacode: '555', Prefix: '', Line: '4567' }],
    ['time', { Hour: '9', Minute: '05', Ampm: 'AM' }, { Hour: '9', Minute: '05', Second: '', Ampm: 'AM' }],
    ['checkbox', ['a', 'b', 'a', '', 3], ['a', 'b', '3']],
    ['checkbox', 'a', ['a']],
    ['checkbox', undefined, []],
    ['text', 'bonjour', 'bonjour'],
    ['text', { evil: true }, ''],
    ['select', 42, '42'],
    ['hidden', null, ''],
  ])('%s from %j', (kind, raw, expected) => expect(parseAnswer(field(kind), raw)).toEqual(expected));

  it('likert: question to score, only the scores -2..2 of its own questions', () => {
    const f = field('likert', { questions: ['Accueil', 'Prix'] });
    expect(parseAnswer(f, { Accueil: '2', Prix: 'beaucoup', Autre: '1' })).toEqual({ Accueil: '2' });
    expect(parseAnswer(f, { Accueil: -2, Prix: 0 })).toEqual({ Accueil: '-2', Prix: '0' });
  });

  it.each([
    ['-2', 'Strongly Disagree'], ['-1', 'Disagree'], ['0', 'Neutral'], ['1', 'Agree'], ['2', 'Strongly Agree'],
  ])('likert default label of %s is %s', (score, label) => expect(likertLabel(score)).toBe(label));

  it.each([
    ['text', '', 'N/A'],
    ['text', '  ', 'N/A'],
    ['checkbox', [], 'N/A'],
    ['name', { First: '', Last: '' }, 'N/A'],
    ['checkbox', ['a', 'b'], 'a, b'],
    ['name', { First: 'Ada', Last: 'Lovelace' }, 'Ada Lovelace'],
    ['date', { Month: '2', Day: '29', Year: '2024' }, '29/2/2024'],
    ['time', { Hour: '9', Minute: '05', Second: '', Ampm: 'AM' }, '9:05 AM'],
    ['address', { Line1: '1 rue A', Line2: '', City: 'Paris', State: '', Zip: '75001', Country: 'FR' }, '1 rue A, Paris, 75001, FR'],
    ['likert', { Accueil: '2' }, 'Accueil : Strongly Agree'],
  ] satisfies Array<[FieldKind, AnswerValue, string]>)('%s %j displays %j', (kind, value, text) => {
    expect(plain(answerParts(kind, value))).toBe(text);
    expect(isEmptyAnswer(value)).toBe(text === 'N/A');
  });

  it('writes the cart answers with rawTitle and value, hidden fields left out, and reads them back for editing', () => {
    const form = readForm({
      id: 'f',
      fields: [
        { id: 'texte', type: 'text', title: 'Texte à imprimer' },
        { id: 'tel', type: 'phone', title: 'Téléphone' },
        { id: 'h', type: 'hidden', value: 'x' },
      ],
    });
    const entries = answerEntries(form.fields, { texte: 'Salut', tel: ['1', '2', '3'], h: 'x' });
    expect(entries).toEqual([
      { id: 'texte', type: 'text', rawTitle: 'Texte à imprimer', value: 'Salut' },
      { id: 'tel', type: 'phone', rawTitle: 'Téléphone', value: { Country: '', Areacode: '1', Prefix: '2', Line: '3' } },
    ]);
    expect(valuesFromEntries(JSON.stringify(entries))).toEqual({ texte: 'Salut', tel: { Country: '', Areacode: '1', Prefix: '2', Line: '3' } });
    expect(valuesFromEntries('{"a":1}')).toEqual({ a: 1 });
    expect(valuesFromEntries(JSON.stringify([{ label: 'Texte à imprimer', value: 'Salut' }, { label: 'Inconnu', value: 'x' }, 3]), form.fields)).toEqual({ texte: 'Salut' });
    expect(valuesFromEntries('pas du JSON')).toEqual({});
    expect(valuesFromEntries(null)).toEqual({});
  });
});

describe('the cart shows saved answers in their shapes (entryParts)', () => {
  it.each([
    [{ type: 'date', value: { Month: '2', Day: '29', Year: '2024' } }, '29/2/2024'],
    [{ type: 'likert', value: { Accueil: '1', Prix: '-2' } }, 'Accueil : Agree ; Prix : Strongly Disagree'],
    [{ type: 'phone', value: ['555', '123', '4567'] }, '555 123 4567'],
    [{ type: 'checkbox', value: [] }, 'N/A'],
    [{ type: 'text', value: { not: 'text' } }, 'N/A'],
    [{ value: 'sans type' }, null],
    [{ type: 'section', value: 'x' }, null],
  ])('%j → %j', (entry, text) => expect(plain(entryParts(entry))).toBe(text));
});

describe('English defaults in an answer are runs marked lang="en" (issue 32 row 6)', () => {
  it('marks each default likert label, not the questions', () => {
    expect(entryParts({ type: 'likert', value: { Accueil: '1', Prix: '-2' } })).toEqual([
      { text: 'Accueil : ' },
      { text: 'Agree', lang: 'en' },
      { text: ' ; Prix : ' },
      { text: 'Strongly Disagree', lang: 'en' },
    ]);
  });
  it('leaves a form\'s own French likert labels unmarked', () => {
    expect(answerParts('likert', { Accueil: '2' }, ['Pas du tout', 'Non', 'Neutre', 'Oui', 'Tout à fait'])).toEqual([{ text: 'Accueil : ' }, { text: 'Tout à fait' }]);
  });
  it('marks "N/A", not the shopper\'s own text', () => {
    expect(answerParts('text', '')).toEqual([{ text: 'N/A', lang: 'en' }]);
    expect(answerParts('text', 'Bonjour')).toEqual([{ text: 'Bonjour' }]);
  });
});
