import { Alert } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates';
import { reminderQuery, useDismissReminder } from '../api/settings';

/** The in-app side of the reminder mail: nothing tracked for the chosen time; shown until dismissed or a task is added. */
export function ReminderNotice() {
  const { t } = useTranslation();
  const { data } = useQuery(reminderQuery);
  const dismiss = useDismissReminder();
  if (!data?.due) return null;
  return (
    <Alert
      color="yellow"
      icon={<IconBell size={18} />}
      title={t('timeTracking.reminder.title')}
      withCloseButton
      closeButtonLabel={t('timeTracking.reminder.dismiss')}
      onClose={() => dismiss.mutate()}
    >
      {data.since
        ? t('timeTracking.reminder.since', { date: formatDateTime(data.since) })
        : t('timeTracking.reminder.text')}
    </Alert>
  );
}
