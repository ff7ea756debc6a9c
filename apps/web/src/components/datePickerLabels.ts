import { useTranslation } from 'react-i18next';

/** Accessible names of the date pickers' navigation buttons, in the user's language. */
export function useDatePickerLabels() {
  const { t } = useTranslation();
  return {
    previousMonth: t('dates.previousMonth'),
    nextMonth: t('dates.nextMonth'),
    previousYear: t('dates.previousYear'),
    nextYear: t('dates.nextYear'),
    previousDecade: t('dates.previousDecade'),
    nextDecade: t('dates.nextDecade'),
    monthLevelControl: t('dates.monthLevel'),
    yearLevelControl: t('dates.yearLevel'),
  };
}
