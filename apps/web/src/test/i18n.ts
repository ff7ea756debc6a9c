import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import fr from '../../public/locales/fr.json';
import { addNameFormatters } from '../lib/elision';

/** The real French texts, loaded once, so that a test reads what the user reads. */
export async function initFrench(): Promise<void> {
  if (i18n.isInitialized) return;
  // As the app does (lib/i18n.ts): React escapes, i18next does not; the same formatters.
  await i18n
    .use(initReactI18next)
    .init({ lng: 'fr', resources: { fr: { translation: fr } }, interpolation: { escapeValue: false } });
  addNameFormatters(i18n);
}
