import { z } from 'zod';
import { isoDateSchema, isoMonthSchema } from '../calendar/schemas';
import { idSchema, queryIdSchema } from '../ids';
import { PageQuery, queryBoolean } from '../lists/schemas';
import { multilineText, plainText, TEXT_LIMITS } from '../text/schemas';
import { WELLNESS_MESSAGES as M } from './messages';
import {
  AVERAGE_MONTHS_MAX,
  isAnswered,
  monthsBetween,
  QUESTION_KINDS,
  WELLNESS_MARK_MAX,
  WELLNESS_MARK_MIN,
  WELLNESS_PERIODS,
  WELLNESS_RETENTION_MAX_MONTHS,
  WELLNESS_RETENTION_MIN_MONTHS,
} from './rules';

/*
 * What the wellness calls take (spec/2 §7.5, spec/3 §7; docs/api-wellness.md): query strings and bodies. The
 * answers are in contract.ts.
 */

/** A mark of the scale, 0 (no mark) to 5. */
export const wellnessMarkSchema = z
  .number({ error: M.mark_invalid })
  .int({ error: M.mark_invalid })
  .min(WELLNESS_MARK_MIN, { error: M.mark_invalid })
  .max(WELLNESS_MARK_MAX, { error: M.mark_invalid });

/**
 * POST wellness/ (spec/2 §7.5): the caller's own mark. Without `activity_report`, one per person, period and day
 * (today): a second replaces the first; with it, the month's mark of that report of theirs.
 */
export const WellnessInput = z.object({
  owner: idSchema,
  mark: wellnessMarkSchema,
  wellness_period: z.enum(WELLNESS_PERIODS),
  activity_report: idSchema.nullish(),
});
export type WellnessInput = z.input<typeof WellnessInput>;

const queryMark = z.coerce.number({ error: M.mark_invalid }).pipe(wellnessMarkSchema);

/**
 * GET wellness/ (spec/2 §7.5, spec/3 §7): without `by_company` and `owner`, the caller's own marks; `by_company`
 * (HR) every mark of the company, `owner` (HR, or the caller) one person's. `owner_id` is spec/2's name of `owner`;
 * `wellness_period_choose` spec/2's of `wellness_period`. `date_min` included, `date_max` excluded;
 * `wellness_by_month` one month. Newest first; `inverse_order` oldest first.
 */
export const WellnessListQuery = PageQuery.extend({
  by_company: queryBoolean.optional(),
  owner: queryIdSchema.optional(),
  owner_id: queryIdSchema.optional(),
  service: queryIdSchema.optional(),
  mark: queryMark.optional(),
  names: plainText(TEXT_LIMITS.search).optional(),
  activity_date: isoDateSchema.optional(),
  date_min: isoDateSchema.optional(),
  date_max: isoDateSchema.optional(),
  wellness_by_month: isoMonthSchema.optional(),
  wellness_period: z.enum(WELLNESS_PERIODS).optional(),
  wellness_period_choose: z.enum(WELLNESS_PERIODS).optional(),
  inverse_order: queryBoolean.optional(),
  /** Accepted as the spec's clients send it (`activity_report_object`): the entries always carry their report's id. */
  include_fields: plainText(TEXT_LIMITS.enumList).optional(),
});
export type WellnessListQuery = z.infer<typeof WellnessListQuery>;

/**
 * GET wellness/average_by_period/ (spec/2 §7.5, spec/3 §7): one bucket per month from `date_month_begin` to
 * `date_month_end` (at most 24). Whose marks: `owner` (the caller, or anyone for HR), else with `is_for_team` the
 * caller's team (a manager: the people they validate; HR: the company, or `service`), else the caller's own.
 * `average_period` keeps the marks of one kind (the daily ones: `wellness_d_day`).
 */
export const WellnessAverageQuery = z
  .object({
    average_period: z.enum(WELLNESS_PERIODS).optional(),
    date_month_begin: isoMonthSchema,
    date_month_end: isoMonthSchema,
    owner: queryIdSchema.optional(),
    is_for_team: queryBoolean.optional(),
    service: queryIdSchema.optional(),
  })
  .refine(
    (q) => {
      const span = monthsBetween(q.date_month_begin, q.date_month_end).length;
      return span >= 1 && span <= AVERAGE_MONTHS_MAX;
    },
    { error: M.month_range_invalid, path: ['date_month_end'] },
  );
export type WellnessAverageQuery = z.infer<typeof WellnessAverageQuery>;

/** GET wellness/trends/: the teams whose average fell by a point or more from two months before `month` (default: this month). */
export const WellnessTrendsQuery = z.object({ month: isoMonthSchema.optional() });

/** A survey item: a question answered as text, a number or True/False, or a title or remark shown between them. */
export const SurveyQuestionInput = z.object({
  question: plainText(TEXT_LIMITS.reason, { message: M.question_text_required }).min(1, {
    error: M.question_text_required,
  }),
  type_answer: z.enum(QUESTION_KINDS),
});
export type SurveyQuestionInput = z.input<typeof SurveyQuestionInput>;

export const SURVEY_QUESTIONS_MAX = 50;

/** POST wellness/survey/ and PUT wellness/survey/{id}/ (HR, before it is sent): the title, a remark, the items in order. */
export const SurveyInput = z.object({
  title: plainText(TEXT_LIMITS.title, { message: M.survey_title_required }).min(1, { error: M.survey_title_required }),
  remark: multilineText(TEXT_LIMITS.reason).nullish(),
  questions: z
    .array(SurveyQuestionInput)
    .max(SURVEY_QUESTIONS_MAX, { error: M.too_many_questions })
    .refine((items) => items.some((item) => isAnswered(item.type_answer)), { error: M.survey_no_question }),
});
export type SurveyInput = z.input<typeof SurveyInput>;

/** POST wellness/survey/{id}/wellness_mail/: to the members of `service`, or to the whole company when null. */
export const SurveyMailInput = z.object({ service: idSchema.nullish() });
export type SurveyMailInput = z.input<typeof SurveyMailInput>;

/**
 * POST wellness/survey/{id}/answer/: one answer per answerable question (True/False for bool, a number for num),
 * once per person; `mark` the survey's wellness mark (`wellness_mail`), if given.
 */
export const SurveyAnswerInput = z.object({
  answers: z
    .array(z.object({ question: idSchema, answer: multilineText(TEXT_LIMITS.reason) }))
    .max(SURVEY_QUESTIONS_MAX, { error: M.too_many_questions }),
  mark: wellnessMarkSchema.nullish(),
});
export type SurveyAnswerInput = z.input<typeof SurveyAnswerInput>;

/** PUT wellness/settings/ (HR): how many months individual marks are kept. */
export const WellnessSettingsInput = z.object({
  retention_months: z
    .number({ error: M.retention_invalid })
    .int({ error: M.retention_invalid })
    .min(WELLNESS_RETENTION_MIN_MONTHS, { error: M.retention_invalid })
    .max(WELLNESS_RETENTION_MAX_MONTHS, { error: M.retention_invalid }),
});
export type WellnessSettingsInput = z.input<typeof WellnessSettingsInput>;
