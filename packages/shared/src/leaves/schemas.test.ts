import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../calendar/dates';
import { DATE_MESSAGES } from '../calendar/schemas';
import { LEAVE_MAX_SPAN_DAYS, LEAVE_MESSAGES, overlapLookbackStart } from './rules';
import { leaveDelegationSchema, leaveInputSchema } from './schemas';

const span = (begin_date: unknown, end_date: unknown) => ({ begin_date, end_date, type_of_leave: 1 });
/** `field: message` of every issue, or [] when accepted. */
const errors = (schema: typeof leaveInputSchema | typeof leaveDelegationSchema, value: object) =>
  schema.safeParse(value).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('leave dates and span', () => {
  it.each([
    ['one day', span('2026-11-23', '2026-11-23'), []],
    ['three calendar years, leap day included', span('2024-01-01', '2026-12-31'), []],
    ['the longest span', span('2025-01-01', '2027-12-31'), []],
    ['one day over the longest span', span('2024-01-01', '2027-01-01'), [`end_date: ${LEAVE_MESSAGES.spanTooLong}`]],
    [
      'the server killer',
      span('9999-12-30', '9999-12-31'),
      [`begin_date: ${DATE_MESSAGES.date}`, `end_date: ${DATE_MESSAGES.date}`],
    ],
    [
      'the 11-second leave',
      span('1000-01-01', '9998-12-31'),
      [`begin_date: ${DATE_MESSAGES.date}`, `end_date: ${DATE_MESSAGES.date}`],
    ],
    ['a day that does not exist', span('2023-02-29', '2023-03-01'), [`begin_date: ${DATE_MESSAGES.date}`]],
    ['a whole-range span', span('1900-01-01', '2099-12-31'), [`end_date: ${LEAVE_MESSAGES.spanTooLong}`]],
    ['end before begin', span('2026-11-24', '2026-11-23'), [`end_date: ${LEAVE_MESSAGES.beginAfterEnd}`]],
  ])('%s', (_name, value, expected) => {
    expect(errors(leaveInputSchema, value)).toEqual(expected);
    expect(errors(leaveDelegationSchema, { ...value, employees: [1] })).toEqual(expected);
  });

  it('says 1096 days in its message', () => {
    expect(LEAVE_MESSAGES.spanTooLong).toContain(String(LEAVE_MAX_SPAN_DAYS));
  });
});

describe('overlapLookbackStart', () => {
  it.each(['2027-12-31', '2026-03-01', '1900-01-01'])('from %s, finds the longest leave still running', (day) => {
    const longestBegin = addDays(day, -(LEAVE_MAX_SPAN_DAYS - 1));
    expect(overlapLookbackStart(day)).toBe(longestBegin);
    expect(daysBetween(longestBegin, day) + 1).toBe(LEAVE_MAX_SPAN_DAYS);
  });
});
