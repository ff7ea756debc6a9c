import i18n from 'i18next';
import { openConfirm } from '../../../components/confirm';

/** The 12 h day's question (issue 23: "a day with entries over 12 h asks for confirmation"): true on a yes. */
export function askLongDay(hours: string): Promise<boolean> {
  return new Promise((resolve) =>
    openConfirm({
      title: i18n.t('timeTracking.longDay.title'),
      message: i18n.t('timeTracking.longDay.message', { hours }),
      confirmLabel: i18n.t('timeTracking.longDay.confirm'),
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
    }),
  );
}
