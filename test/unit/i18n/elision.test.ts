import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { deBefore, elidesBefore } from '../../../src/i18n/elision';
import { fill } from '../../../src/i18n/fill';
import { fr } from '../../../src/i18n/fr';

describe('French elision of "de" (issue 15 point 6)', () => {
  it('elides before a vowel, accented or not, in any case', () => {
    for (const word of ['Affiche personnalisée', 'atelier', 'Écharpe', 'été', 'Île', 'Œuvre', 'Usb', 'ours', 'Yves']) {
      expect(deBefore(word), word).toBe(`d'${word}`);
    }
  });

  it('elides before a mute h, not before an aspirated h', () => {
    expect(deBefore('Huile de lin')).toBe("d'Huile de lin");
    expect(deBefore('horloge')).toBe("d'horloge");
    expect(deBefore('Housse de couette')).toBe('de Housse de couette');
    expect(deBefore('Hamac')).toBe('de Hamac');
    expect(deBefore('héros')).toBe('de héros');
  });

  it('keeps "de" before a consonant, a digit, a y followed by a vowel or a symbol', () => {
    for (const word of ['Carnet', 'T-shirt classique', '3 bougies', 'yaourt', 'Yoga', '« Affiche »', '']) {
      expect(deBefore(word), word).toBe(`de ${word}`);
    }
  });

  it('fills "de {title}" with the elided form, other placeholders as they are', () => {
    expect(fill(fr.cartQuantityOf, { title: 'Affiche personnalisée' })).toBe("Quantité d'Affiche personnalisée");
    expect(fill(fr.cartQuantityOf, { title: 'Carnet' })).toBe('Quantité de Carnet');
    expect(fill(fr.cartMinimumSubtotal, { amount: '15,00 €' })).toBe('Le sous-total minimum pour passer commande est de 15,00 €.');
    expect(fill('{a} de {b}', { a: 'Atelier' })).toBe('Atelier de {b}');
    expect(fill('monde {x}', { x: 'Affiche' })).toBe('monde Affiche'); // only the word "de"
  });

  it('always writes the value unchanged after "de " or "d\'"', () => {
    fc.assert(
      fc.property(fc.string(), (title) => {
        const out = fill('Quantité de {title}', { title });
        expect([`Quantité de ${title}`, `Quantité d'${title}`]).toContain(out);
        expect(out.endsWith(title)).toBe(true);
        expect(out === `Quantité d'${title}`).toBe(elidesBefore(title));
      }),
    );
  });
});

describe('fill', () => {
  it('fills numbers and strings, keeps unknown and prototype-named placeholders as written', () => {
    expect(fill('Image {n} sur {total}', { n: 2, total: 5 })).toBe('Image 2 sur 5');
    expect(fill('{constructor} {toString} {missing}', {})).toBe('{constructor} {toString} {missing}');
    expect(fill('Quantité de {title}', { title: 'Affiche' })).toBe("Quantité d'Affiche");
  });
});
