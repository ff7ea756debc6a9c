import { countedLeaveDays, type DeductingMode, LEAVE_MIN_DAYS } from '@staff/shared';
import { useState } from 'react';
import { type LeaveSpan, spanDays } from '../lib/span';
import type { ZeroDaysAnswer } from './ZeroDaysQuestion';

/** The dates and half-days as one string: an answer to ZeroDaysQuestion holds for these dates only. */
const spanKey = (span: LeaveSpan) => `${span.begin_date} ${span.begin_period} ${span.end_date} ${span.end_period}`;

/**
 * The days a span being edited counts (spec/3 §5), for the leave form and the delegation form alike: the shared
 * `countedLeaveDays` on the deducted days, and, for dates that deduct none (a public holiday chosen), the question
 * to count one day (`question`, the props of ZeroDaysQuestion, null when nothing is asked) and the answer to send
 * (`count_one_day`). The question waits for a type, which says how days count. `confirmed`: a saved span that
 * counted a day was confirmed when saved, so it is not asked again.
 */
export function useCountedDays(
  span: LeaveSpan,
  type: { deducting_mode: DeductingMode } | undefined,
  confirmed?: LeaveSpan | null,
) {
  const deducted = spanDays(span, type?.deducting_mode);
  const [zeroAnswer, setZeroAnswer] = useState(() =>
    confirmed ? { key: spanKey(confirmed), answer: 'count' as ZeroDaysAnswer } : null,
  );
  const answer = zeroAnswer?.key === spanKey(span) ? zeroAnswer.answer : null;
  const { begin_date, end_date } = span;
  const datesChosen = !!begin_date && !!end_date;
  const counted = datesChosen ? countedLeaveDays({ ...span, begin_date, end_date }, deducted, answer === 'count') : 0;
  const days = counted ?? 0;
  return {
    days,
    /** Dates chosen and counted, below the half-day minimum. */
    tooShort: datesChosen && counted !== null && days < LEAVE_MIN_DAYS,
    count_one_day: deducted === 0 && answer === 'count',
    question:
      counted === null && type
        ? {
            declined: answer === 'decline',
            onAnswer: (a: ZeroDaysAnswer) => setZeroAnswer({ key: spanKey(span), answer: a }),
          }
        : null,
  };
}
