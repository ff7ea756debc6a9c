import type { i18n as I18n } from 'i18next';

/**
 * French elision of "de" before a name: "d'Alice Martin", "d'Émilie", "d'Yves", but "de Hugo", "de Yasmine",
 * "de Bob". Used by the `de` formatter, so that a French text writes `le congé {{name, de}}`.
 *
 * Vowels elide, accented or not. Y elides before a consonant (Yves, Yvonne) and not before a vowel, where it sounds as
 * a consonant (Yann, Yasmine). H does not elide by default: with names, the aspirated reading ("de Hugo", "de Henri")
 * is the one that is never wrong; the first names below, whose h is always mute, are the exceptions.
 */
export function deName(name: string): string {
  const trimmed = name.trim();
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

function elides(name: string): boolean {
  const word = fold(name.split(/[\s-]/)[0] ?? '');
  if (!word) return false;
  if (/^[aeiou]/.test(word) || word.startsWith('œ') || word.startsWith('æ')) return true;
  if (word.startsWith('y')) return !VOWEL.test(word.slice(1));
  if (word.startsWith('h')) return MUTE_H_NAMES.has(word);
  return false;
}

/**
 * Registers the product's interpolation formatters on an i18next instance: `{{name, de}}` is "de"/"d'" and the name
 * in French, the bare name in any other language (an English text says "of {{name}}" itself).
 */
export function addNameFormatters(instance: I18n): void {
  instance.services.formatter?.add('de', (value: unknown, lng: string | undefined) =>
    lng?.startsWith('fr') ? deName(String(value)) : String(value),
  );
}
