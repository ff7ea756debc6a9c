/**
 * French elision of "de" before a word: "d'Alice Martin", "d'Émilie", "d'Yves", "d'avril", but "de Hugo",
 * "de Yasmine", "de Bob", "de novembre". The web's `{{name, de}}` formatter and the server's mails both write it here.
 *
 * Vowels elide, accented or not. Y elides before a consonant (Yves, Yvonne) and not before a vowel, where it sounds as
 * a consonant (Yann, Yasmine). H does not elide by default: with names, the aspirated reading ("de Hugo", "de Henri")
 * is the one that is never wrong; the first names below, whose h is always mute, are the exceptions. No month name
 * starts with h or y, so "d'avril", "d'août", "d'octobre" come out as French writes them.
 */
export function frenchDe(text: string): string {
  const trimmed = text.trim();
  return elides(trimmed) ? `d'${trimmed}` : `de ${trimmed}`;
}

/** First names (accents and case folded) whose h is mute, read "d'Hélène", never "de Hélène". */
const MUTE_H_NAMES = new Set(['helene', 'heloise', 'hortense', 'hermine', 'hippolyte', 'honorine', 'hilaire']);
const VOWEL = /^[aeiouy]/;

/** Lower case, accents removed: "Élodie" → "elodie". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** True when French elides a short word ("de", "le", "que") before this text. */
export function elides(text: string): boolean {
  const word = fold(text.trim().split(/[\s-]/)[0] ?? '');
  if (!word) return false;
  if (/^[aeiou]/.test(word) || word.startsWith('œ') || word.startsWith('æ')) return true;
  if (word.startsWith('y')) return !VOWEL.test(word.slice(1));
  if (word.startsWith('h')) return MUTE_H_NAMES.has(word);
  return false;
}
