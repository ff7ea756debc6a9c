import type { ActivityReportAction, ActivityReportStatus } from '@staff/shared';
import { ACTIVITY_REPORT_TRANSITIONS } from '@staff/shared';
import dayjs from 'dayjs';

/** spec/3 §9: the filter's month picker goes plus or minus 5 years around today. */
export const MONTH_PICKER_YEARS = 5;

export function monthPickerBounds(today: string): { min: string; max: string } {
  const now = dayjs(today);
  return {
    min: now.subtract(MONTH_PICKER_YEARS, 'year').startOf('month').format('YYYY-MM-DD'),
    max: now.add(MONTH_PICKER_YEARS, 'year').endOf('month').format('YYYY-MM-DD'),
  };
}

/** The month before or after `month` (YYYY-MM), or null outside the picker's range. */
export function stepMonth(month: string, direction: 1 | -1, today: string): string | null {
  const next = dayjs(`${month}-01`).add(direction, 'month');
  const { min, max } = monthPickerBounds(today);
  const day = next.format('YYYY-MM-DD');
  return day < min || day > max ? null : next.format('YYYY-MM');
}

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
