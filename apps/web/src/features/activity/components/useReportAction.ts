import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirm } from '../../../components/confirm';
import { describeError } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useChangeActivityReportStatus } from '../api/status';
import type { ActivityReport } from '../api/types';
import { type ManagementAction, statusAfter } from '../lib/management';

/** The confirmation's colour: a decision in green or red, a step back in orange. */
const COLORS: Record<ManagementAction, string> = {
  validate: 'green',
  refuse: 'red',
  suspend: 'orange',
  unlock: 'orange',
};

/**
 * The one way the back office changes a report's status (spec/3 §4, §8): `run(action, report)` asks for confirmation,
 * PATCHes the status, says the outcome in a toast ("Error during activity report suspend" / "unlock"…) and refreshes
 * every report query.
 */
export function useReportAction() {
  const { t } = useTranslation();
  const change = useChangeActivityReportStatus();
  const [pending, setPending] = useState<number | null>(null);

  function run(action: ManagementAction, report: ActivityReport, words: { name: string; month: string }) {
    const key = `activityReports.management.${action}`;
    openConfirm({
      title: t(`${key}.title`),
      message: t(`${key}.text`, words),
      confirmLabel: t(`${key}.action`),
      color: COLORS[action],
      onConfirm: () => {
        setPending(report.id);
        change
          .mutateAsync({ id: report.id, status: statusAfter(action) })
          .then(
            () => notifySuccess(t(`${key}.done`, words)),
            (error) => notifyError(describeError(t, error), t(`${key}.failed`)),
          )
          .finally(() => setPending(null));
      },
    });
  }

  return { run, isPending: (report: ActivityReport) => pending === report.id };
}
