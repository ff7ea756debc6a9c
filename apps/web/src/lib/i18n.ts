import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import i18n from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { readCookie, writeCookie } from './cookies';
import { addNameFormatters } from './elision';

/** The product's languages; French first (spec/1 §1). */
export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';
const LANGUAGE_COOKIE = 'lang';

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}

/** The remembered language, or French. */
export function storedLanguage(): Language {
  const value = readCookie(LANGUAGE_COOKIE);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

function applyLanguage(language: Language): void {
  dayjs.locale(language);
  document.documentElement.lang = language;
}

/** Loads `/locales/{lng}.json` over HTTP, as the spec asks, so that texts change without a rebuild. */
export function initI18n(): typeof i18n {
  const language = storedLanguage();
  applyLanguage(language);
  void i18n
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      load: 'languageOnly',
      backend: { loadPath: '/locales/{{lng}}.json' },
      interpolation: { escapeValue: false },
    });
  // `{{name, de}}`: "d'Alice", "de Hugo" (lib/elision.ts).
  addNameFormatters(i18n);
  return i18n;
}

export async function changeLanguage(language: Language): Promise<void> {
  writeCookie(LANGUAGE_COOKIE, language);
  applyLanguage(language);
  await i18n.changeLanguage(language);
}
