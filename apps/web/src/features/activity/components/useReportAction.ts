import { monthlyDocumentTexts, useStatusAction } from '../../../components/useStatusAction';
import { useChangeActivityReportStatus } from '../api/status';
import { type ManagementAction, statusAfter } from '../lib/management';

/** The confirmation's colour: a decision in green or red, a step back in orange. */
const COLORS: Record<ManagementAction, string> = {
  validate: 'green',
  refuse: 'red',
  suspend: 'orange',
  unlock: 'orange',
};
const TEXTS = monthlyDocumentTexts('activityReports.management', COLORS);

/**
 * The back office's status changes of a report (spec/3 §4, §8): `run(action, report, words)` asks for confirmation,
 * PATCHes the status, says the outcome in a toast ("Error during activity report suspend" / "unlock"…); the answer
 * updates the report in the cache, the lists are refreshed.
 */
export function useReportAction() {
  const change = useChangeActivityReportStatus();
  return useStatusAction(TEXTS, (action: ManagementAction, id, reason) =>
    change.mutateAsync({ id, status: statusAfter(action), ...(reason && { reason }) }),
  );
}
