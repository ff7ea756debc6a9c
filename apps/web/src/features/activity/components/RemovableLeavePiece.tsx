import { useTranslation } from 'react-i18next';
import { openConfirm } from '../../../components/confirm';
import { formatDate } from '../../../lib/dates';
import { describeError } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useRemoveLeaveFromReport } from '../api/reports';
import type { ActivityReportDetail } from '../api/types';

type ReportLeave = ActivityReportDetail['leaves'][number];

/**
 * A leave's piece in the owner's draft when its type lets its days leave the report (can_delete_from_activity_report,
 * issue 28): a button that asks first, saying what removing means (the days become free to fill; the leave itself,
 * its dates, status and days, is unchanged), then removes them.
 */
export function RemovableLeavePiece({
  leave,
  reportId,
  label,
  title,
  className,
}: {
  leave: ReportLeave;
  reportId: number;
  label: string;
  title: string;
  className: string;
}) {
  const { t } = useTranslation();
  const remove = useRemoveLeaveFromReport();
  const confirmRemove = () =>
    openConfirm({
      title: t('activity.removeLeave.title'),
      message: t('activity.removeLeave.message', {
        type: leave.type_name ?? t('activity.calendar.absence'),
        begin: formatDate(leave.begin_date),
        end: formatDate(leave.end_date),
      }),
      confirmLabel: t('activity.removeLeave.confirm'),
      color: 'red',
      onConfirm: () =>
        remove.mutate(
          { report: reportId, leave: leave.id },
          {
            onSuccess: () => notifySuccess(t('activity.removeLeave.done')),
            onError: (error) => notifyError(describeError(t, error), t('activity.removeLeave.failed')),
          },
        ),
    });
  return (
    <button
      type="button"
      className={className}
      title={`${title} · ${t('activity.removeLeave.action')}`}
      aria-label={`${label} · ${t('activity.removeLeave.action')}`}
      disabled={remove.isPending}
      onClick={confirmRemove}
    >
      {label}
    </button>
  );
}
