import type { ActivityReportAction, ActivityReportStatus } from '@staff/shared';
import { ACTIVITY_REPORT_TRANSITIONS } from '@staff/shared';

/** The back office's actions on a report, as its row offers them: decisions first, the steps back apart. */
export const MANAGEMENT_ACTIONS = [
  'validate',
  'refuse',
  'suspend',
  'unlock',
] as const satisfies readonly ActivityReportAction[];
export type ManagementAction = (typeof MANAGEMENT_ACTIONS)[number];

/** The status an action leads to, from the shared state machine. */
export const statusAfter = (action: ManagementAction): ActivityReportStatus => ACTIVITY_REPORT_TRANSITIONS[action].to;

/** The back-office actions the server allows on a report (its `actions`), in the row's order. */
export const managementActionsOf = (report: { actions: readonly ActivityReportAction[] }): ManagementAction[] =>
  MANAGEMENT_ACTIONS.filter((action) => report.actions.includes(action));
