import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { addNameFormatters, deName } from './elision';

describe('deName', () => {
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
    expect(deName(name)).toBe(expected);
  });
});

describe('the `de` formatter', () => {
  it('elides in French and leaves other languages alone', async () => {
    const instance = i18n.createInstance();
    await instance.init({
      lng: 'fr',
      interpolation: { escapeValue: false },
      resources: {
        fr: { translation: { ask: 'Valider le congé {{name, de}} ?' } },
        en: { translation: { ask: "Validate {{name, de}}'s leave?" } },
      },
    });
    addNameFormatters(instance);
    expect(instance.t('ask', { name: 'Alice Martin' })).toBe("Valider le congé d'Alice Martin ?");
    expect(instance.t('ask', { name: 'Hugo Leroy' })).toBe('Valider le congé de Hugo Leroy ?');
    await instance.changeLanguage('en');
    expect(instance.t('ask', { name: 'Alice Martin' })).toBe("Validate Alice Martin's leave?");
  });
});
