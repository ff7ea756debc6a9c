import { addMonths, round2 } from '../leaves/balance';

/**
 * Wellness's pure rules (spec/2 §5.4, §9; issue 26): the scale, the months of a year, averages and the anonymity
 * threshold. The server computes with them and the web draws with them; no Zod, no I/O.
 */

/** The scale: 0 to 5, 0 meaning no mark (shown blank); the banner offers 1 to 5 stars. */
export const WELLNESS_MARK_MIN = 0;
export const WELLNESS_MARK_MAX = 5;
/** Stars offered by the daily banner and the send modal. */
export const WELLNESS_STARS = [1, 2, 3, 4, 5] as const;

/**
 * What a mark was given for: the month (with an activity report), a project, the day (the banner), a survey mail.
 * The spec's names, stored as they are.
 */
export const WELLNESS_PERIODS = ['wellness_month', 'wellness_project', 'wellness_d_day', 'wellness_mail'] as const;
export type WellnessPeriod = (typeof WELLNESS_PERIODS)[number];

/**
 * The anonymity threshold: an average of someone else's marks is shown to a manager only when it stands on at least
 * this many people (docs/decisions/wellness.md).
 */
export const MIN_GROUP = 5;

/** How long individual marks are kept before the housekeeping folds them into monthly averages (company setting). */
export const WELLNESS_RETENTION_DEFAULT_MONTHS = 24;
export const WELLNESS_RETENTION_MIN_MONTHS = 3;
export const WELLNESS_RETENTION_MAX_MONTHS = 120;

/** A fall this large or larger between a team's monthly average and the one two months before is a trend to show. */
export const TREND_DROP = 1;

/** The longest span averages are asked for in one call, in months. */
export const AVERAGE_MONTHS_MAX = 24;

/** Whether a stored mark counts in averages: 0 is "no mark" (spec/2 §5.4), not the worst one. */
export const isMarked = (mark: number): boolean => mark > WELLNESS_MARK_MIN && mark <= WELLNESS_MARK_MAX;

/** The 12 monthly buckets of a year (spec/2 §9): `2026-01` … `2026-12`. */
export function monthsOfYear(year: number): string[] {
  return Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);
}

/** Every month from `first` to `last` (`YYYY-MM`, both included); empty when `last` is before `first`. */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  let [year, month] = first.split('-').map(Number) as [number, number];
  const [lastYear, lastMonth] = last.split('-').map(Number) as [number, number];
  while (year < lastYear || (year === lastYear && month <= lastMonth)) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return months;
}

/** `YYYY-MM` shifted by `delta` months. */
export const shiftMonth = (month: string, delta: number): string => addMonths(`${month}-01`, delta).slice(0, 7);

/** An average rounded to two decimals, as the wire carries it; null for no mark. */
export const roundAverage = (sum: number, count: number): number | null => (count > 0 ? round2(sum / count) : null);

/** The average of the marks given (0 left out); null when none. */
export function averageOf(marks: readonly number[]): number | null {
  const given = marks.filter(isMarked);
  return roundAverage(
    given.reduce((sum, mark) => sum + mark, 0),
    given.length,
  );
}

/** One month's figures as the database sums them: marks (0 left out), their count, the distinct people behind them. */
export type MonthFigures = { month: string; sum: number; count: number; people: number };

/** One bucket as the wire carries it; `hidden` says why the average is not shown. */
export type AverageBucket = {
  month: string;
  average_mark: number | null;
  count_mark: number;
  hidden: 'group_too_small' | null;
};

/**
 * The buckets of `months`, in order, from the figures of the months that have some (the others: no mark). With
 * `anonymous`, a month whose marks come from fewer than MIN_GROUP people shows neither its average nor its count:
 * a count of 1 next to an average would be one person's mark.
 */
export function averageBuckets(
  months: readonly string[],
  figures: readonly MonthFigures[],
  anonymous: boolean,
): AverageBucket[] {
  const byMonth = new Map(figures.map((f) => [f.month, f]));
  return months.map((month) => {
    const f = byMonth.get(month);
    if (!f || f.count === 0) return { month, average_mark: null, count_mark: 0, hidden: null };
    if (anonymous && f.people < MIN_GROUP)
      return { month, average_mark: null, count_mark: 0, hidden: 'group_too_small' };
    return { month, average_mark: roundAverage(f.sum, f.count), count_mark: f.count, hidden: null };
  });
}

/** Whether a group may be shown to someone who may not read its members' marks one by one. */
export const isLargeEnough = (people: number): boolean => people >= MIN_GROUP;

/**
 * The trend of a team over the last months: the fall from the month two months before `month` to `month`, when both
 * have an average and it fell by TREND_DROP or more; null otherwise.
 */
export function fallOverTwoMonths(before: number | null, now: number | null): number | null {
  if (before === null || now === null) return null;
  const fall = round2(before - now);
  return fall >= TREND_DROP ? fall : null;
}

/** The kinds of survey items (spec/2 §3): three take an answer, title and remark are text shown between them. */
export const QUESTION_KINDS = ['text', 'num', 'bool', 'title', 'remark'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
export const ANSWERED_KINDS: readonly QuestionKind[] = ['text', 'num', 'bool'];
export const isAnswered = (kind: QuestionKind): boolean => ANSWERED_KINDS.includes(kind);

/** Bool answers travel as the spec's strings. */
export const BOOL_ANSWERS = ['True', 'False'] as const;
/** A number answer: digits and at most one dot (spec/2 §5.4 "keeps only digits and dots"), optional minus. */
const NUMBER_ANSWER = /^-?\d{1,12}(\.\d{1,6})?$/;

/** The message code of a wrong answer to a question of `kind`, or null when the answer fits it. */
export function answerProblem(
  kind: QuestionKind,
  answer: string,
): 'answer_required' | 'answer_bool' | 'answer_num' | null {
  const value = answer.trim();
  if (value === '') return 'answer_required';
  if (kind === 'bool') return (BOOL_ANSWERS as readonly string[]).includes(value) ? null : 'answer_bool';
  if (kind === 'num') return NUMBER_ANSWER.test(value) ? null : 'answer_num';
  return null;
}

/** A question that takes an answer, with the answers given to it (as stored: trimmed strings). */
export type AnsweredQuestion = { id: number; question: string; type_answer: QuestionKind; answers: readonly string[] };

/** One question's results by kind; title and remark items have none (null). */
export function questionResult(q: AnsweredQuestion) {
  const head = { id: q.id, question: q.question, count: q.answers.length };
  if (q.type_answer === 'num') {
    const values = q.answers.map(Number);
    const sum = values.reduce((total, v) => total + v, 0);
    const bound = (pick: (...v: number[]) => number) => (values.length > 0 ? pick(...values) : null);
    return {
      ...head,
      type_answer: 'num' as const,
      average: roundAverage(sum, values.length),
      min: bound(Math.min),
      max: bound(Math.max),
    };
  }
  if (q.type_answer === 'bool') {
    const true_count = q.answers.filter((a) => a === 'True').length;
    return { ...head, type_answer: 'bool' as const, true_count, false_count: q.answers.length - true_count };
  }
  if (q.type_answer === 'text') {
    return { ...head, type_answer: 'text' as const, texts: [...q.answers].sort((a, b) => a.localeCompare(b, 'fr')) };
  }
  return null;
}

/**
 * A survey's results: below MIN_GROUP people who answered, nothing but their number (a figure or a text of fewer
 * people could be traced back to one of them); from MIN_GROUP on, each question's results in order.
 */
export function surveyResults(id: number, answersCount: number, questions: readonly AnsweredQuestion[]) {
  const shown = isLargeEnough(answersCount);
  return {
    id,
    answers_count: answersCount,
    min_answers: MIN_GROUP,
    hidden_reason: shown ? null : ('too_few_answers' as const),
    questions: shown ? questions.map(questionResult).filter((r) => r !== null) : [],
  };
}
