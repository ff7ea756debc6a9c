import { z } from 'zod';
import { QUESTION_KINDS, WELLNESS_PERIODS } from './rules';

/*
 * What the wellness routes answer (docs/api-wellness.md): the server serializes with these, the web's types are their
 * `z.infer`. Days `YYYY-MM-DD`, months `YYYY-MM`, instants ISO.
 */

/** POST wellness/'s answer: the mark as stored. */
export const WellnessOut = z.object({
  id: z.number(),
  owner: z.number(),
  mark: z.number(),
  wellness_period: z.enum(WELLNESS_PERIODS),
  activity_report: z.number().nullable(),
});
export type WellnessOut = z.infer<typeof WellnessOut>;

export const WellnessPersonOut = z.object({ id: z.number(), first_name: z.string(), last_name: z.string() });
export type WellnessPersonOut = z.infer<typeof WellnessPersonOut>;

/** One entry of GET wellness/ (spec/3 §3 "Wellness entry"): only the person's own or, for HR, anyone's. */
export const WellnessEntryOut = z.object({
  id: z.number(),
  owner: WellnessPersonOut,
  /** 0: no mark (shown blank). */
  mark: z.number(),
  wellness_period: z.enum(WELLNESS_PERIODS),
  activity_date: z.string(),
  activity_report: z.number().nullable(),
  survey_wellness: z.number().nullable(),
});
export type WellnessEntryOut = z.infer<typeof WellnessEntryOut>;

/** GET wellness/today/: the caller's daily mark of today (the banner shows while `mark` is null). */
export const WellnessTodayOut = z.object({ date: z.string(), mark: z.number().nullable() });
export type WellnessTodayOut = z.infer<typeof WellnessTodayOut>;

/**
 * One month of GET wellness/average_by_period/ (spec/3 §3 "Wellness average"): `average_mark` null when nobody
 * marked, or when `hidden` says why it is not shown (`group_too_small`: fewer than MIN_GROUP people; the count is
 * then 0 too).
 */
export const WellnessAverageOut = z.object({
  month: z.string(),
  average_mark: z.number().nullable(),
  count_mark: z.number(),
  hidden: z.enum(['group_too_small']).nullable(),
});
export type WellnessAverageOut = z.infer<typeof WellnessAverageOut>;

/** A team whose monthly average fell by TREND_DROP or more over two months, with the marks behind each average. */
export const WellnessTrendOut = z.object({
  service: z.object({ id: z.number(), name: z.string() }),
  from_month: z.string(),
  from_average: z.number(),
  from_count: z.number(),
  to_month: z.string(),
  to_average: z.number(),
  to_count: z.number(),
  fall: z.number(),
});
export type WellnessTrendOut = z.infer<typeof WellnessTrendOut>;

export const SurveyQuestionOut = z.object({
  id: z.number(),
  question: z.string(),
  type_answer: z.enum(QUESTION_KINDS),
});
export type SurveyQuestionOut = z.infer<typeof SurveyQuestionOut>;

/** A survey as its recipient sees it: GET wellness/question_wellness/ answers `{data: [...]}`, newest mail first. */
export const ReceivedSurveyOut = z.object({
  id: z.number(),
  title: z.string(),
  remark: z.string().nullable(),
  sent_at: z.string(),
  answered_at: z.string().nullable(),
  questions: z.array(SurveyQuestionOut),
});
export type ReceivedSurveyOut = z.infer<typeof ReceivedSurveyOut>;

export const QuestionWellnessOut = z.object({ data: z.array(ReceivedSurveyOut) });
export type QuestionWellnessOut = z.infer<typeof QuestionWellnessOut>;

/** A survey as HR sees it: a draft until sent; who it went to; how many answered (never who answered what). */
export const SurveyOut = z.object({
  id: z.number(),
  title: z.string(),
  remark: z.string().nullable(),
  created: z.string(),
  sent_at: z.string().nullable(),
  /** Null with `sent_at`: sent to the whole company. */
  service: z.object({ id: z.number(), name: z.string() }).nullable(),
  questions: z.array(SurveyQuestionOut),
  recipients_count: z.number(),
  answers_count: z.number(),
});
export type SurveyOut = z.infer<typeof SurveyOut>;

/** One line of the read log: who of HR read the caller's individual marks, and when. */
export const WellnessReadOut = z.object({
  id: z.number(),
  reader: WellnessPersonOut,
  read_at: z.string(),
});
export type WellnessReadOut = z.infer<typeof WellnessReadOut>;

export const WellnessSettingsOut = z.object({ retention_months: z.number() });
export type WellnessSettingsOut = z.infer<typeof WellnessSettingsOut>;

/** One question's results (GET wellness/survey/{id}/results/), by kind: figures for num, counts for bool, texts. */
export const QuestionResultOut = z.discriminatedUnion('type_answer', [
  z.object({
    id: z.number(),
    question: z.string(),
    type_answer: z.literal('num'),
    count: z.number(),
    average: z.number().nullable(),
    min: z.number().nullable(),
    max: z.number().nullable(),
  }),
  z.object({
    id: z.number(),
    question: z.string(),
    type_answer: z.literal('bool'),
    count: z.number(),
    true_count: z.number(),
    false_count: z.number(),
  }),
  z.object({
    id: z.number(),
    question: z.string(),
    type_answer: z.literal('text'),
    count: z.number(),
    /** Sorted alphabetically: the order says nothing of who wrote which. */
    texts: z.array(z.string()),
  }),
]);
export type QuestionResultOut = z.infer<typeof QuestionResultOut>;

/**
 * A survey's results for HR: `hidden_reason` `too_few_answers` while fewer than `min_answers` people answered; the
 * questions are then empty (no figure, no text), only how many answered shows.
 */
export const SurveyResultsOut = z.object({
  id: z.number(),
  answers_count: z.number(),
  min_answers: z.number(),
  hidden_reason: z.enum(['too_few_answers']).nullable(),
  questions: z.array(QuestionResultOut),
});
export type SurveyResultsOut = z.infer<typeof SurveyResultsOut>;
