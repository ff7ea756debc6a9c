import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@staff/shared';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readCookie, writeCookie } from './cookies';
import { addNameFormatters } from './elision';

// The product's languages, French first (spec/1 §1): the same list as each user's language for mails (issue 28).
export { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@staff/shared';

const LANGUAGE_COOKIE = 'lang';

/** The remembered language, or French. */
export function storedLanguage(): Language {
  const value = readCookie(LANGUAGE_COOKIE);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

function applyLanguage(language: Language): void {
  document.documentElement.lang = language;
}

/**
 * `/locales/{lng}.json` over HTTP, as the spec asks, so that texts change without a rebuild. One GET with fetch: the
 * i18next-http-backend package did the same in 7 KB of the first page's code. A network failure or a 5xx is retried
 * by i18next (up to 5 times, waiting longer each time); a 4xx is not.
 */
const localeFiles: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    fetch(`/locales/${language}.json`)
      .then(async (response) => {
        if (response.ok) return callback(null, await response.json());
        callback(new Error(`/locales/${language}.json: ${response.status}`), response.status >= 500);
      })
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true));
  },
};

export function initI18n(): typeof i18n {
  const language = storedLanguage();
  applyLanguage(language);
  void i18n
    .use(localeFiles)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      load: 'languageOnly',
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
