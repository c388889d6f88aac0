import { describe, expect, it } from 'vitest';
import { parseAnswer } from '../../../src/forms/answers';
import { readForm } from '../../../src/forms/fields';
import { checkAnswer, counterText, isValidEmail, validateValues } from '../../../src/forms/validate';
import { field } from './fixtures';

const REQUIS = 'Requis';
const check = (type: string, raw: unknown, extra = {}) => {
  const f = field(type, extra);
  return checkAnswer(f, parseAnswer(f, raw));
};

describe('validation messages (docs/behaviour.md §5), verbatim', () => {
  it.each([
    ['text', '', { required: true }, REQUIS],
    ['text', '   ', { required: true }, REQUIS],
    ['text', '', {}, null],
    ['select', '', { required: true, options: ['A3'] }, REQUIS],
    ['select', 'A3', { required: true, options: ['A3'] }, null],
    ['select', 'A9', { options: ['A3'] }, REQUIS],
    ['radio', undefined, { required: true, options: ['oui', 'non'] }, REQUIS],
    ['radio', 'non', { required: true, options: ['oui', 'non'] }, null],
    ['checkbox', [], { required: true, options: ['a'] }, REQUIS],
    ['checkbox', ['a'], { required: true, options: ['a'] }, null],
    ['checkbox', [], {}, null],
    ['name', { First: 'Ada' }, { required: true }, REQUIS],
    ['name', { First: 'Ada', Last: 'L' }, { required: true }, null],
    ['address', { Line1: '1 rue A', City: 'Paris', Country: 'FR' }, { required: true }, REQUIS],
    ['hidden', '', { required: true }, null],
    ['textarea', '', { required: true }, REQUIS],
  ])('%s %j (%j) → %s', (type, raw, extra, message) => expect(check(type, raw, extra)).toBe(message));

  it('likert: a required question unanswered', () => {
    const extra = { required: true, questions: ['Accueil', 'Prix'] };
    const message = "L'enquête n'est pas valide. Une question requise est manquante.";
    expect(check('likert', { Accueil: '1' }, extra)).toBe(message);
    expect(check('likert', {}, extra)).toBe(message);
    expect(check('likert', { Accueil: '1', Prix: '-2' }, extra)).toBeNull();
    expect(check('likert', {}, { questions: ['Accueil'] })).toBeNull();
  });

  it.each([
    ['a@b.fr', true], ['ada.lovelace+tag@example.co.uk', true], ['a@b', false], ['pas une adresse', false], ['a@@b.fr', false],
    ['a b@c.fr', false], ['@b.fr', false], [`${'a'.repeat(252)}@b.fr`, false], [`${'a'.repeat(251)}@b.fr`, true],
  ])('email %j valid: %s (length 3 to 256)', (value, ok) => {
    expect(isValidEmail(value)).toBe(ok);
    expect(check('email', value)).toBe(ok ? null : 'Une adresse e-mail valide est requise.');
  });

  it('email: empty allowed when not required, "Requis" when required', () => {
    expect(check('email', '')).toBeNull();
    expect(check('email', '', { required: true })).toBe(REQUIS);
  });

  it('textarea maximum: over the allowed characters, only when max > 0', () => {
    expect(check('textarea', 'abcdef', { maxLength: 5 })).toBe('Le texte dépasse le nombre de caractères autorisés (5).');
    expect(check('textarea', 'abcde', { maxLength: 5 })).toBeNull();
    expect(check('textarea', 'x'.repeat(10_000), { maxLength: 0 })).toBeNull();
  });

  it.each([
    ['abc', 5, { text: '3 / 5', over: false }],
    ['abcdef', 5, { text: '6 / 5', over: true }],
    ['', 5, { text: '0 / 5', over: false }],
    ['abc', 0, null],
  ])('counter of %j with max %i', (value, max, expected) => expect(counterText(value, max)).toEqual(expected));

  it('links: http(s) format, at most 2083 characters', () => {
    const long = `https://exemple.fr/${'a'.repeat(2083 - 19)}`;
    expect(long.length).toBe(2083);
    expect(check('text', long, { format: 'url' })).toBeNull();
    expect(check('text', `${long}a`, { format: 'url' })).toBe("L'URL ne doit pas dépasser 2083 caractères.");
    expect(check('website', 'exemple')).toBe('Les liens doivent respecter le format http://exemple.fr ou https://exemple.fr.');
    expect(check('text', 'javascript:alert(1)', { format: 'url' })).toBe('Les liens doivent respecter le format http://exemple.fr ou https://exemple.fr.');
  });

  it.each([
    [{ Month: '2', Day: '29', Year: '2024' }, null],
    [{ Month: '2', Day: '29', Year: '2023' }, 'Date non valide.'],
    [{ Month: '13', Day: '1', Year: '2023' }, 'Date non valide.'],
    [{ Month: '1', Day: '1', Year: '23' }, 'Date non valide.'],
  ])('date %j → %s', (value, message) => expect(check('date', value)).toBe(message));

  it.each([
    [{ Hour: '9', Minute: '05', Ampm: 'AM' }, null],
    [{ Hour: '23', Minute: '59', Second: '59' }, null],
    [{ Hour: '13', Minute: '00', Ampm: 'PM' }, 'Heure non valide.'],
    [{ Hour: '24', Minute: '00' }, 'Heure non valide.'],
    [{ Minute: '10' }, 'Heure non valide.'],
    [{ Hour: '10', Ampm: 'midi' }, 'Heure non valide.'],
  ])('time %j → %s', (value, message) => expect(check('time', value)).toBe(message));

  it.each([
    [['555', '123', '4567'], null],
    [{ Country: '+33', Areacode: '1', Prefix: '23', Line: '45 67 89' }, null],
    [{ Line: 'abc' }, 'Numéro de téléphone non valide.'],
  ])('phone %j → %s', (value, message) => expect(check('phone', value)).toBe(message));

  it('address: the postal code by the selected country', () => {
    const a = (Zip: string, Country: string) => check('address', { Line1: '1 rue A', City: 'X', Zip, Country }, { required: true });
    expect(a('75001', 'FR')).toBeNull();
    expect(a('7500', 'FR')).toBe('Le code postal doit comporter 5 chiffres.');
    expect(a('80011', 'CH')).toBe('Le code postal doit comporter 4 chiffres.');
    expect(a('SW1A1AA', 'GB')).toBeNull();
    expect(a('123', 'GB')).toBe('Code postal non valide.');
  });

  it('a whole form: only invalid fields, by id; values of other ids ignored', () => {
    const form = readForm({
      id: 'contact',
      fields: [
        { id: 'nom', type: 'name', required: true },
        { id: 'email', type: 'email', required: true },
        { id: 'message', type: 'textarea', maxLength: 3 },
      ],
    });
    expect(validateValues(form.fields, { email: 'x', message: 'trop long', autre: 1 })).toEqual({
      nom: REQUIS,
      email: 'Une adresse e-mail valide est requise.',
      message: 'Le texte dépasse le nombre de caractères autorisés (3).',
    });
    expect(validateValues(form.fields, { nom: { First: 'A', Last: 'B' }, email: 'a@b.fr', message: 'ok' })).toEqual({});
    expect(validateValues(form.fields, Object.create(null) as Record<string, unknown>)).toEqual({ nom: REQUIS, email: REQUIS });
  });
});
