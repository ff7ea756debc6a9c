import { z } from 'zod';
import { PERIODS } from '../calendar/business-days';
import { isoDateSchema, isoMonthSchema } from '../calendar/schemas';
import { SLICES_PER_DAY } from '../company-settings/rules';
import { reasonOnlyWhenRefusing, refusalReasonSchema } from '../documents/refusal';
import { idSchema, queryIdSchema } from '../ids';
import { PageQuery, queryBoolean } from '../lists/schemas';
import { PROJECT_LIMITS } from '../projects/schemas';
import { multilineText, plainText, TEXT_LIMITS } from '../text/schemas';
import { wellnessMarkSchema } from '../wellness/schemas';
import { FILL_SKIP_REASONS } from './from-time';
import { ACTIVITY_MESSAGES as M } from './messages';
import { REPORT_PERIODS } from './period';
import { ACTIVITY_REPORT_ACTIONS, ACTIVITY_REPORT_STATUSES } from './status';

/**
 * The wire contract of activity reports (spec/1 §3, §7; spec/2 §4.4, §7.6; spec/3 §3, §7): the server validates and
 * serializes with these, the web's types are their `z.infer`, and the activity modal checks `ActivityInput` itself.
 */

/** The earliest year listed and created (spec/1 §9). */
export const ACTIVITY_FIRST_YEAR = 2015;
/** A report's remark. */
export const ACTIVITY_REMARK_MAX = 2000;
/** An activity's free text (the spec's description; '*' marked overtime in the old product, here overtime is its own). */
export const ACTIVITY_DESCRIPTION_MAX = 255;
/** Hours of overtime on one activity: a month of days and nights is 744 h. */
export const OVERTIME_HOURS_MAX = 744;

const slice = z.number().int().min(0).max(31);
const slicesPerDay = z.number().refine((n) => (SLICES_PER_DAY as readonly number[]).includes(n));

/** One overtime line of an activity: a type, whole hours and minutes (rounded to the quarter by the server). */
export const OvertimeInput = z.object({
  type_of_overtime: idSchema,
  hours_overtime: z
    .number({ error: M.overtimeInvalid })
    .int({ error: M.overtimeInvalid })
    .min(0, { error: M.overtimeInvalid })
    .max(OVERTIME_HOURS_MAX, { error: M.overtimeInvalid }),
  minutes_overtime: z
    .number({ error: M.overtimeInvalid })
    .int({ error: M.overtimeInvalid })
    .min(0, { error: M.overtimeInvalid })
    .max(59, { error: M.overtimeInvalid }),
});
export type OvertimeInput = z.infer<typeof OvertimeInput>;

/**
 * POST activity/ and PUT activity/{id}/: where and on what. `project` names an existing project the user may pick;
 * `project_name` instead creates the user's private project of that name, or reuses the one they already see by that
 * name (spec/1 §5), in the same transaction. The server places it on the free working slices of the span, split
 * around leaves and other activities, and answers the pieces it made.
 */
export const ActivityInput = z
  .object({
    report: idSchema,
    project: idSchema.nullish(),
    project_name: plainText(PROJECT_LIMITS.name).nullish(),
    begin_date: isoDateSchema,
    begin_slice: slice,
    end_date: isoDateSchema,
    end_slice: slice,
    description: plainText(ACTIVITY_DESCRIPTION_MAX).nullish(),
    /** The whole overtime of the activity (replaces what it had). */
    overtime: z.array(OvertimeInput).max(50).default([]),
  })
  .superRefine((a, ctx) => {
    if (!a.project && !a.project_name?.trim())
      ctx.addIssue({ code: 'custom', message: M.projectRequired, path: ['project'] });
    if (a.begin_date === a.end_date && a.begin_slice > a.end_slice) {
      ctx.addIssue({ code: 'custom', message: M.beginAfterEnd, path: ['end_slice'] });
    } else if (a.begin_date > a.end_date) {
      ctx.addIssue({ code: 'custom', message: M.beginAfterEnd, path: ['end_date'] });
    }
  });
export type ActivityInput = z.input<typeof ActivityInput>;

/** POST activity-report/{id}/day/: the whole of one day, each slice given to one activity (the day view). */
export const ActivityDayInput = z.object({
  date: isoDateSchema,
  activities: z
    .array(
      z.object({
        project: idSchema.nullish(),
        project_name: plainText(PROJECT_LIMITS.name).nullish(),
        begin_slice: slice,
        end_slice: slice,
        description: plainText(ACTIVITY_DESCRIPTION_MAX).nullish(),
        overtime: z.array(OvertimeInput).max(50).default([]),
      }),
    )
    .max(32, { error: M.slicesFull }),
});
export type ActivityDayInput = z.input<typeof ActivityDayInput>;

/**
 * POST activity-report/{id}/days/: the days selected on the month grid given to one project in one step, the same
 * slices of each (a whole day is 0 to slices − 1). What those slices held is replaced; the slices on leave are skipped.
 */
export const ActivityDaysInput = z
  .object({
    dates: z.array(isoDateSchema).min(1).max(31),
    project: idSchema.nullish(),
    project_name: plainText(PROJECT_LIMITS.name).nullish(),
    begin_slice: slice,
    end_slice: slice,
    description: plainText(ACTIVITY_DESCRIPTION_MAX).nullish(),
  })
  .superRefine((a, ctx) => {
    if (!a.project && !a.project_name?.trim())
      ctx.addIssue({ code: 'custom', message: M.projectRequired, path: ['project'] });
    if (a.begin_slice > a.end_slice) ctx.addIssue({ code: 'custom', message: M.beginAfterEnd, path: ['end_slice'] });
  });
export type ActivityDaysInput = z.input<typeof ActivityDaysInput>;

export const OvertimeOut = z.object({
  id: z.number(),
  activity: z.number(),
  user: z.number(),
  type_of_overtime: z.number(),
  type_name: z.string(),
  short_name: z.string(),
  hours_overtime: z.number(),
  minutes_overtime: z.number(),
});
export type OvertimeOut = z.infer<typeof OvertimeOut>;

export const ActivityOut = z.object({
  id: z.number(),
  report: z.number(),
  project: z.number(),
  /** What a project button shows (spec/1 §9: customer truncated to 5, project to 9) and its colour (its kind). */
  project_object: z.object({
    id: z.number(),
    name: z.string(),
    nickname: z.string().nullable(),
    color: z.string(),
    customer_name: z.string().nullable(),
    customer_nickname: z.string().nullable(),
    /** The customer's id: the report's PDF for one customer (invoicing) is asked by it. */
    customer: z.number().nullable(),
    chargeable: z.boolean(),
  }),
  begin_date: z.string(),
  begin_slice: z.number(),
  end_date: z.string(),
  end_slice: z.number(),
  /** Worked slices in the span, and the days they make (slices ÷ slices per day). */
  nb_slices: z.number(),
  nb_days: z.number(),
  description: z.string().nullable(),
  overtime: z.array(OvertimeOut),
});
export type ActivityOut = z.infer<typeof ActivityOut>;

export const ReportTotalsOut = z.object({
  workingDays: z.number(),
  leaveDays: z.number(),
  emptyDays: z.number(),
  notValidatedLeaveDays: z.number(),
});

export const ActivityReportOut = z.object({
  id: z.number(),
  owner: z.number(),
  owner_object: z.object({
    id: z.number(),
    first_name: z.string(),
    last_name: z.string(),
    employee_number: z.string().nullable(),
  }),
  /** The first day of the month (a weekly report's too: the month it is part of). */
  date: z.string(),
  status: z.enum(ACTIVITY_REPORT_STATUSES),
  slices_per_day: z.number(),
  /** A month, or a week's part of one month (period.ts). */
  period: z.enum(REPORT_PERIODS),
  /** The days the report covers: the month's first and last, or its week part's. */
  first_day: z.string(),
  last_day: z.string(),
  /** A weekly report's ISO 8601 week number; null for a monthly one. */
  week: z.number().nullable(),
  /** The days to fill: the business days of its days, a month's capped by the contract (see totals.ts). */
  total_working_days: z.number(),
  /** The contract's cap (null: none; 0: unlimited) and whether more may be worked. */
  max_worked_days: z.number().nullable(),
  can_overflow_max_worked_days: z.boolean(),
  has_overtime: z.boolean(),
  /** The month's overtime, in minutes (the back-office list shows it as hours). */
  overtime_minutes: z.number(),
  remark: z.string().nullable(),
  validation_date: z.string().nullable(),
  /** Why it was refused, while it is (issue 25); null otherwise or when the validator said nothing. */
  refusal_reason: z.string().nullable(),
  total: ReportTotalsOut,
  /** What the viewer may do now, from the shared transition table. */
  actions: z.array(z.enum(ACTIVITY_REPORT_ACTIONS)),
  editable: z.boolean(),
  modified: z.string(),
});
export type ActivityReportOut = z.infer<typeof ActivityReportOut>;

/** A leave of the owner that meets the month, as the report places it (accepted or submitted, of a displayed type). */
export const ReportLeaveOut = z.object({
  id: z.number(),
  begin_date: z.string(),
  begin_period: z.enum(PERIODS),
  end_date: z.string(),
  end_period: z.enum(PERIODS),
  status: z.enum(['accepted', 'submitted']),
  /** Null when the type is confidential and the viewer is not its owner. */
  type_name: z.string().nullable(),
  /**
   * The viewer may remove its days from the report now (issue 28): its type allows it (can_delete_from_activity_report)
   * and the report is the viewer's draft. The leave itself is unchanged.
   */
  removable: z.boolean(),
});
export type ReportLeaveOut = z.infer<typeof ReportLeaveOut>;

/** POST activity-report/{id}/remove-leave/: the leave whose days leave the report (issue 28). */
export const ActivityReportRemoveLeaveInput = z.object({ leave: idSchema });
export type ActivityReportRemoveLeaveInput = z.infer<typeof ActivityReportRemoveLeaveInput>;

/** GET activity-report/{id}/: the report with everything its page draws, in one request. */
export const ActivityReportDetailOut = ActivityReportOut.extend({
  activities: z.array(ActivityOut),
  leaves: z.array(ReportLeaveOut),
  /** The wellness mark given when it was sent, if any. */
  wellness_mark: z.number().nullable(),
  /** Send modal figures (spec/2 §4.4). */
  expected_days: z.number(),
  excess_days: z.number(),
  overlap_days: z.number(),
});
export type ActivityReportDetailOut = z.infer<typeof ActivityReportDetailOut>;

export const ACTIVITY_REPORT_ORDERINGS = [
  'date',
  'status',
  'owner',
  'employee_number',
  'validation_date',
  'modified',
] as const;

/**
 * GET activity-report/ (spec/1 §7): `owner` (default: everybody the viewer may see; `me` is the viewer), `year`,
 * `date` (a month, YYYY-MM), `status`, `employee_number`, `names` (first or last name), `has_overtime`, paging,
 * ordering (`-date` by default) and `search`.
 */
export const ActivityReportListQuery = PageQuery.extend({
  owner: z.union([z.literal('me'), queryIdSchema]).optional(),
  year: z.coerce.number().int().min(ACTIVITY_FIRST_YEAR).max(2099).optional(),
  date: isoMonthSchema.optional(),
  status: z.enum(ACTIVITY_REPORT_STATUSES).optional(),
  employee_number: plainText(TEXT_LIMITS.search).optional(),
  names: plainText(TEXT_LIMITS.search).optional(),
  has_overtime: queryBoolean.optional(),
});
export type ActivityReportListQuery = z.infer<typeof ActivityReportListQuery>;

/**
 * POST activity-report/: a day of the period wanted: the report of its month, or of its week's part of the month when
 * the company writes weekly reports. The slices come from the company, the days from the contract.
 */
export const ActivityReportCreateInput = z.object({
  date: isoDateSchema,
  slices_per_day: slicesPerDay.optional(),
  total_working_days: z.number().optional(),
});
export type ActivityReportCreateInput = z.input<typeof ActivityReportCreateInput>;

/** PUT activity-report/{id}/: the remark (the only field the owner edits on the report itself). */
export const ActivityReportUpdateInput = z.object({
  remark: multilineText(ACTIVITY_REMARK_MAX).nullish(),
});

/** PATCH activity-report/{id}/: a status change (send, suspend, unlock, validate, refuse; a refusal may say why). */
export const ActivityReportStatusPatch = z
  .object({
    status: z.enum(ACTIVITY_REPORT_STATUSES),
    validation_date: z.string().max(40).nullish(),
    reason: refusalReasonSchema,
  })
  .refine(...reasonOnlyWhenRefusing(M.reasonOnlyWhenRefusing));

/** POST activity-report/send_mail_cra/: send the report, with the month's wellness mark when one was picked. */
export const ActivityReportSendInput = z.object({
  report: idSchema,
  mark: wellnessMarkSchema.nullish(),
});
export type ActivityReportSendInput = z.input<typeof ActivityReportSendInput>;

/** GET activityOvertime/: by activity and user. POST: one line on an activity. PATCH: its hours and minutes. */
export const OvertimeListQuery = PageQuery.extend({
  activity: queryIdSchema.optional(),
  user: queryIdSchema.optional(),
});
export const OvertimeCreateInput = OvertimeInput.extend({ activity: idSchema, user: idSchema });
export const OvertimePatchInput = OvertimeInput.pick({ hours_overtime: true, minutes_overtime: true });

/**
 * The most activities a report can hold: every slice of a month of 23 business days on its own, on a grid of 32.
 * GET activity/?report= answers them all by default.
 */
export const ACTIVITIES_PER_REPORT_MAX = 23 * 32;

/** GET activity/?report=: the activities of one report (paged for the lists' contract; by default all of them). */
export const ActivityListQuery = z.object({
  report: queryIdSchema,
  limit: z.coerce.number().int().min(1).max(ACTIVITIES_PER_REPORT_MAX).default(ACTIVITIES_PER_REPORT_MAX),
  offset: z.coerce.number().int().min(0).max(ACTIVITIES_PER_REPORT_MAX).default(0),
});

/**
 * GET /pdf/activity-report/{id}: pdf=0 shows it in the browser, pdf=1 (the default) downloads it; `customer` keeps
 * only that customer's projects (the copy sent to them for signature and invoicing).
 */
export const ActivityReportPdfQuery = z.object({
  pdf: z.enum(['0', '1']).default('1'),
  customer: queryIdSchema.optional(),
});

/** POST activity-report/{id}/from-time-tracking/: days that already have activities are replaced only with overwrite. */
export const ActivityFillFromTimeInput = z.object({ overwrite: z.boolean().default(false) });
export type ActivityFillFromTimeInput = z.input<typeof ActivityFillFromTimeInput>;

/** GET activity-report/{id}/from-time-tracking/: what the month's tracked time would write (shared from-time.ts). */
export const ActivityFillFromTimeOut = z.object({
  days: z.array(
    z.object({
      date: z.string(),
      activities: z.array(z.object({ project_id: z.number(), project_name: z.string(), slices: z.number() })),
      skipped_reason: z.enum(FILL_SKIP_REASONS).optional(),
    }),
  ),
  /** Days that already have activities: replaced only with overwrite. */
  overwrites: z.number(),
  /** Tracked seconds left out: entries without a project, or on a project the owner can no longer choose. */
  unassigned_seconds: z.number(),
});
export type ActivityFillFromTimeOut = z.infer<typeof ActivityFillFromTimeOut>;
