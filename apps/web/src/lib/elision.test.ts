import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { addNameFormatters } from './elision';

// The elision's cases are @staff/shared's (packages/shared/src/format/elision.test.ts).
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
