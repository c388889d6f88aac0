/**
 * French elision of "de" in catalogue messages (issue 15 point 6): "de" becomes "d'"
 * before a word starting with a vowel or a mute h ("Quantité d'Affiche personnalisée",
 * "Quantité d'Huile"), stays "de" before a consonant, a digit, an aspirated h ("de
 * Housse") or a y followed by a vowel ("de Yaourt"). A catalogue rule, applied by
 * `fill` (src/i18n/fill.ts) wherever a message writes "de {placeholder}".
 */

/** Words whose h is aspirated (no elision), by their start, accents removed, lower case. */
const ASPIRATED_H = [
  'hach', 'haie', 'hain', 'hall', 'halt', 'hamac', 'hamburger', 'hamster', 'hanche', 'handicap', 'hangar', 'hanneton',
  'harceau', 'hardi', 'hareng', 'haricot', 'harpe', 'hasard', 'hate', 'hausse', 'haut', 'havre', 'heros', 'herisson',
  'hetre', 'hibou', 'hierarchi', 'hippie', 'hockey', 'hollande', 'homard', 'hongr', 'honte', 'hoquet', 'hors', 'hotte',
  'houblon', 'houle', 'housse', 'hublot', 'huit', 'hurl', 'hutte',
];

const plain = (word: string): string => word.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** Whether "de" elides before `next` (the text that follows it). */
export const elidesBefore = (next: string): boolean => {
  const word = plain(next.trimStart());
  if (/^[aeiouœæ]/.test(word)) return true;
  if (word.startsWith('y')) return !/^y[aeiou]/.test(word); // d'Yves, de yaourt
  if (word.startsWith('h')) return !ASPIRATED_H.some((h) => word.startsWith(h));
  return false;
};

/** "de " or "d'" followed by `next`. */
export const deBefore = (next: string): string => (elidesBefore(next) ? "d'" : 'de ') + next;
