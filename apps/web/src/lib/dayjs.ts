import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import i18n from 'i18next';
import { storedLanguage } from './i18n';

/**
 * dayjs in the app's language, the one door to it (dayjs.test.ts checks that no other file imports dayjs or Mantine's
 * date pickers directly): wherever a page formats a date with dayjs or shows a date picker (DatesProvider names the
 * locale; dayjs must have it registered), the French locale is there and follows the language. Not on the first load:
 * only the pages that use it download it (lib/dates.ts formats without it).
 */
dayjs.locale(i18n.language ?? storedLanguage());
i18n.on('languageChanged', (language) => dayjs.locale(language));

export default dayjs;
