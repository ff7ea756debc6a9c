import { LEAVE_STATUS_COLORS, type LeaveStatus, type Period } from '@staff/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatusTone } from '../../../components/StatusBadge';
import { formatNumber } from '../../../lib/numbers';
import type { Leave } from '../api/types';

/** The spec's display class of a status (spec/2 §4.1). */
export const statusTone = (status: LeaveStatus): StatusTone => LEAVE_STATUS_COLORS[status];

/** The texts every leave screen shows: statuses, periods, numbers of days, types (or "Absence"), names. */
export function useLeaveFormat() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  // Stable while the language is, so that memoised screens (the calendar) can depend on it.
  return useMemo(
    () => ({
      status: (status: LeaveStatus) => t(`leaves.status.${status}`),
      period: (period: Period) => t(`leaves.period.${period}`),
      /** "1,5" in French, "1.5" in English. */
      days: (days: number) => formatNumber(days, language),
      /** A confidential type is hidden from others: they see an absence. */
      type: (leave: Pick<Leave, 'type'>) => leave.type?.value ?? t('leaves.absence'),
      owner: (leave: Pick<Leave, 'owner_object'>) => `${leave.owner_object.first_name} ${leave.owner_object.last_name}`,
    }),
    [t, language],
  );
}
