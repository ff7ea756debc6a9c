/**
 * The wire shapes of the activity reports routes: the shared contract's types (`@staff/shared`, activities/schemas.ts),
 * which the server validates and serializes with, so that they cannot drift.
 */
export type {
  ActivityDayInput,
  ActivityInput,
  ActivityOut as Activity,
  ActivityReportDetailOut as ActivityReportDetail,
  ActivityReportOut as ActivityReport,
  ActivityReportStatus,
  OvertimeInput,
  OvertimeOut as Overtime,
  ProjectOut as Project,
  ReportLeaveOut as ReportLeave,
  TypeOfOvertime,
} from '@staff/shared';
