import { formatNumber, LEAVE_STATUS_COLORS, type LeaveOut, type LeaveState, type Period } from '@staff/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatusTone } from '../../../components/StatusBadge';
import { formatDate, todayIso } from '../../../lib/dates';
import type { Leave } from '../api/types';

/** The spec's display class of a status (spec/2 §4.1), or of a requested cancellation (issue 28). */
export const statusTone = (status: LeaveState): StatusTone => LEAVE_STATUS_COLORS[status];

/** The dates of a leave as a title says them: dd/MM within the current year, dd/MM/yyyy otherwise. */
export function shortDates(leave: Pick<Leave, 'begin_date' | 'end_date'>, today = todayIso()): [string, string] {
  const year = today.slice(0, 4);
  const sameYear = leave.begin_date.startsWith(year) && leave.end_date.startsWith(year);
  const short = (date: string) => (sameYear ? formatDate(date).slice(0, 5) : formatDate(date));
  return [short(leave.begin_date), short(leave.end_date)];
}

/** The texts every leave screen shows: statuses, periods, numbers of days, types (or "Absence"), names. */
export function useLeaveFormat() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  // Stable while the language is, so that memoised screens (the calendar) can depend on it.
  return useMemo(
    () => ({
      /** A status, or "Annulation demandée" for an accepted leave whose cancellation waits (`leaveStateOf`). */
      status: (status: LeaveState) => t(`leaves.status.${status}`),
      /** "En attente : étape 2 sur 2 (RH)": the step of its approval circuit a submitted leave waits at (issue 28). */
      circuit: ({ step, steps, role }: NonNullable<LeaveOut['circuit']>) =>
        t('leaves.circuit.waiting', { step, steps, role: t(`leaves.circuit.role.${role}`) }),
      period: (period: Period) => t(`leaves.period.${period}`),
      /** "1,5" in French, "1.5" in English. */
      days: (days: number) => formatNumber(days, language),
      /** A confidential type is hidden from others: they see an absence. */
      type: (leave: Pick<Leave, 'type'>) => leave.type?.value ?? t('leaves.absence'),
      owner: (leave: Pick<Leave, 'owner_object'>) => `${leave.owner_object.first_name} ${leave.owner_object.last_name}`,
      /** "Congés payés du 21/12 au 28/12", "RTT le 02/03": what a leave is called, as a title. */
      heading: (leave: Pick<Leave, 'type' | 'begin_date' | 'end_date'>) => {
        const type = leave.type?.value ?? t('leaves.absence');
        const [begin, end] = shortDates(leave);
        return begin === end
          ? t('leaves.summary.oneDay', { type, date: begin })
          : t('leaves.summary.span', { type, begin, end });
      },
    }),
    [t, language],
  );
}
