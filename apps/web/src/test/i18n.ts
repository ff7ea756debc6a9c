import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import fr from '../../public/locales/fr.json';

/** The real French texts, loaded once, so that a test reads what the user reads. */
export async function initFrench(): Promise<void> {
  if (i18n.isInitialized) return;
  // As lib/i18n.ts: React escapes, so i18next must not ("01/06/2026", not "01&#x2F;06&#x2F;2026").
  await i18n
    .use(initReactI18next)
    .init({ lng: 'fr', resources: { fr: { translation: fr } }, interpolation: { escapeValue: false } });
}
