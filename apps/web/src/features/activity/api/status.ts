import type { ActivityReportSendInput, ActivityReportStatus } from '@staff/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { usePatchWithAnswer } from '../../../lib/patchAnswer';
import { activityReportsKey, useInvalidateActivityReports } from './reports';
import type { ActivityReport } from './types';

/**
 * A report's status changes: the owner sends it (with the month's wellness mark, saved in the same transaction as the
 * status change, spec/2 §4.4), a validator suspends, unlocks, validates or refuses it. The caller words the outcome.
 */

/** POST activity-report/send_mail_cra/ {report, mark?}: draft → submitted, the mark, and the mail to the validators. */
export function useSendActivityReport() {
  const invalidate = useInvalidateActivityReports();
  return useMutation({
    mutationFn: (body: ActivityReportSendInput) =>
      api<ActivityReport>('activity-report/send_mail_cra/', { method: 'POST', body }),
    meta: { silent: true },
    onSuccess: invalidate,
  });
}

/** PATCH activity-report/{id}/ {status}: the back office's suspend, unlock, validate and refuse; the answer updates the cached report. */
export const useChangeActivityReportStatus = () =>
  usePatchWithAnswer<{ status: ActivityReportStatus; reason?: string }, ActivityReport>(
    activityReportsKey,
    (id) => `activity-report/${id}/`,
  );
