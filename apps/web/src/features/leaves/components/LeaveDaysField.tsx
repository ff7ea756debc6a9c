import { TextInput } from '@mantine/core';
import { LEAVE_MESSAGES } from '@staff/shared';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/issueMessages';
import { useLeaveFormat } from '../lib/format';

/** The read-only live day count of a leave form, with the half-day minimum message when it is too short. */
export function LeaveDaysField({ days, showTooShort }: { days: number; showTooShort: boolean }) {
  const { t } = useTranslation();
  const format = useLeaveFormat();
  return (
    <TextInput
      label={t('leaves.form.days')}
      value={format.days(days)}
      readOnly
      variant="filled"
      w={170}
      error={showTooShort ? translateMessage(t, LEAVE_MESSAGES.minHalfDay) : undefined}
      styles={{ error: { width: 340 } }}
    />
  );
}
