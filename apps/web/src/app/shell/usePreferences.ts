import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../lib/i18n';
import { storedColorScheme } from '../../lib/theme';

/** What the theme and language controls show: the current theme and language, the other language, their labels. */
export function usePreferences() {
  const { t, i18n } = useTranslation();
  const dark = storedColorScheme() === 'dark';
  const language = isLanguage(i18n.language) ? i18n.language : 'fr';
  const other = language === 'fr' ? 'en' : 'fr';
  const themeLabel = dark ? t('preferences.lightTheme') : t('preferences.darkTheme');
  return { t, dark, language, other, themeLabel } as const;
}
