import { type DeductingMode, leaveDays, type Period } from '@staff/shared';

/** The dates and half-days of a leave while it is being edited (dates may still be empty). */
export type LeaveSpan = {
  begin_date: string | null;
  begin_period: Period;
  end_date: string | null;
  end_period: Period;
};

/** spec/2 §4.1: a new leave starts with begin AM and end PM. */
export const NEW_SPAN: LeaveSpan = { begin_date: null, begin_period: 'AM', end_date: null, end_period: 'PM' };

/** Choosing the begin date fills the end date with it when the end is empty or earlier (spec/2 §5.1). */
export function withBegin(span: LeaveSpan, begin: string | null): LeaveSpan {
  const fill = begin !== null && (span.end_date === null || span.end_date < begin);
  return { ...span, begin_date: begin, end_date: fill ? begin : span.end_date };
}

/** Choosing the end date fills the begin date with it when the begin is empty or later. */
export function withEnd(span: LeaveSpan, end: string | null): LeaveSpan {
  const fill = end !== null && (span.begin_date === null || span.begin_date > end);
  return { ...span, end_date: end, begin_date: fill ? end : span.begin_date };
}

/** The live number of days, by the shared rule and the type's deducting mode; 0 until both dates are known. */
export function spanDays(span: LeaveSpan, mode: DeductingMode | undefined): number {
  if (!span.begin_date || !span.end_date) return 0;
  return leaveDays({
    begin_date: span.begin_date,
    begin_period: span.begin_period,
    end_date: span.end_date,
    end_period: span.end_period,
    mode,
  });
}
