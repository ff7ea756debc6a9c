import { describe, expect, it } from 'vitest';
import { elides, frenchDe } from './elision';

describe('frenchDe', () => {
  it.each([
    // vowels, with or without accents, any case
    ['Alice Martin', "d'Alice Martin"],
    ['Émilie Guérin', "d'Émilie Guérin"],
    ['élodie', "d'élodie"],
    ['Inès Bertrand', "d'Inès Bertrand"],
    ['Île-de-France', "d'Île-de-France"],
    ['Odile', "d'Odile"],
    ['Ugo', "d'Ugo"],
    ['Œdipe', "d'Œdipe"],
    ['Acme Conseil', "d'Acme Conseil"],
    // consonants
    ['Bob Durand', 'de Bob Durand'],
    ['Claire Petit', 'de Claire Petit'],
    // h: aspirated by default, mute for the names known to be
    ['Hugo Leroy', 'de Hugo Leroy'],
    ['Henri', 'de Henri'],
    ['Hélène Dubois', "d'Hélène Dubois"],
    ['Hortense', "d'Hortense"],
    ['Héloïse-Marie', "d'Héloïse-Marie"],
    // y: a vowel before a consonant, a consonant before a vowel
    ['Yves', "d'Yves"],
    ['Yvonne', "d'Yvonne"],
    ['Yann', 'de Yann'],
    ['Yasmine', 'de Yasmine'],
    // blanks around the name go
    ['  Alice ', "d'Alice"],
    ['', 'de '],
  ])('%s → %s', (name, expected) => {
    expect(frenchDe(name)).toBe(expected);
  });

  // The mails' months: the server's rule was "a vowel, é or â", which these twelve answer the same way.
  it.each([
    ['janvier 2027', 'de janvier 2027'],
    ['février 2027', 'de février 2027'],
    ['mars 2027', 'de mars 2027'],
    ['avril 2027', "d'avril 2027"],
    ['mai 2027', 'de mai 2027'],
    ['juin 2027', 'de juin 2027'],
    ['juillet 2027', 'de juillet 2027'],
    ['août 2027', "d'août 2027"],
    ['septembre 2027', 'de septembre 2027'],
    ['octobre 2027', "d'octobre 2027"],
    ['novembre 2027', 'de novembre 2027'],
    ['décembre 2027', 'de décembre 2027'],
  ])('%s → %s', (month, expected) => {
    expect(frenchDe(month)).toBe(expected);
  });

  it.each([
    ['avril', true],
    ['Hélène', true],
    ['Hugo', false],
    ['', false],
  ])('%s elides: %s', (word, expected) => {
    expect(elides(word)).toBe(expected);
  });
});
