import { describe, expect, it } from 'vitest';
import type { Period } from '../calendar/business-days';
import { dayNumber } from '../calendar/dates';
import {
  countedLeaveDays,
  formatMessage,
  halfDayRange,
  LEAVE_MAX_SPAN_DAYS,
  leavePrecision,
  leaveSpanFits,
  leavesOverlap,
  overlapLookbackStart,
  referencePeriod,
  wholeDaysOff,
} from './rules';
import { isLeaveEditable, LEAVE_STATUSES, type LeaveStatus, leaveActionFor, leaveActor } from './status';

/** `'2027-03-01 AM'` → `'2027-03-03 PM'` as a span; one string per leave keeps the tables readable. */
const leave = (text: string) => {
  const [begin, beginPeriod, , end, endPeriod] = text.split(' ');
  return {
    begin_date: begin!,
    begin_period: beginPeriod as Period,
    end_date: end!,
    end_period: endPeriod as Period,
  };
};
const day = (date: string) => dayNumber(date) * 2;

describe('halfDayRange: the morning of day n is 2n, its afternoon 2n + 1, the end excluded', () => {
  it.each([
    ['2027-03-01 AM → 2027-03-01 AM', 0, 1],
    ['2027-03-01 AM → 2027-03-01 PM', 0, 2],
    ['2027-03-01 PM → 2027-03-01 PM', 1, 2],
    ['2027-03-01 PM → 2027-03-02 AM', 1, 3],
    ['2027-03-01 AM → 2027-03-05 PM', 0, 10],
  ])('%s is [start %i, end %i) from the first morning', (text, start, end) => {
    const base = day('2027-03-01');
    expect(halfDayRange(leave(text))).toEqual([base + start, base + end]);
  });
});

describe('leavesOverlap: two leaves overlap when they share a half-day', () => {
  it.each([
    ['2027-03-01 AM → 2027-03-01 AM', '2027-03-01 PM → 2027-03-01 PM', false], // morning, then afternoon
    ['2027-03-01 AM → 2027-03-01 PM', '2027-03-01 PM → 2027-03-02 PM', true], // the same afternoon
    ['2027-03-01 AM → 2027-03-03 PM', '2027-03-04 AM → 2027-03-05 PM', false], // back to back
    ['2027-03-01 AM → 2027-03-03 AM', '2027-03-03 PM → 2027-03-05 PM', false], // back to back at noon
    ['2027-03-01 AM → 2027-03-10 PM', '2027-03-04 AM → 2027-03-05 PM', true], // one inside the other
    ['2027-03-01 AM → 2027-03-03 PM', '2027-03-03 AM → 2027-03-03 AM', true], // the last morning
    ['2026-12-31 PM → 2027-01-01 AM', '2027-01-01 AM → 2027-01-01 AM', true], // across a year
  ])('%s and %s → %s, in either order', (a, b, overlap) => {
    expect(leavesOverlap(leave(a), leave(b))).toBe(overlap);
    expect(leavesOverlap(leave(b), leave(a))).toBe(overlap);
  });
});

describe('leaveSpanFits: at most LEAVE_MAX_SPAN_DAYS calendar days, both ends included', () => {
  it.each([
    ['2027-01-01', '2027-01-01', true],
    ['2027-01-01', '2029-12-31', true], // 1095 days
    ['2028-01-01', '2030-12-31', true], // 1096 days, with 29 February 2028
    ['2028-01-01', '2031-01-01', false], // 1097 days
  ])('%s to %s → %s', (begin, end, fits) => {
    expect(leaveSpanFits(begin, end)).toBe(fits);
  });
  it('is the limit the messages name', () => expect(LEAVE_MAX_SPAN_DAYS).toBe(1096));
});

describe('overlapLookbackStart: far enough back for the longest leave to still be running', () => {
  it.each([
    ['2030-06-15', '2027-06-16'], // 29 February 2028 lies between
    ['2028-03-01', '2025-03-02'],
  ])('a leave beginning %s looks back to %s', (begin, start) => {
    expect(overlapLookbackStart(begin)).toBe(start);
    expect(dayNumber(begin) - dayNumber(start)).toBe(LEAVE_MAX_SPAN_DAYS - 1);
  });
});

describe('referencePeriod', () => {
  const civil = { period_management: false, period_last_day: 31, period_last_month: 5, period_year_offset: 0 };
  const paid = { period_management: true, period_last_day: 31, period_last_month: 5, period_year_offset: 0 };
  it.each([
    ['no period management: the civil year', civil, '2027-07-14', '2027-01-01', '2027-12-31'],
    ['ending 31 May, a day in June', paid, '2027-06-01', '2027-06-01', '2028-05-31'],
    ['ending 31 May, a day in May', paid, '2027-05-31', '2026-06-01', '2027-05-31'],
    ['ending 31 May, a day in January', paid, '2027-01-15', '2026-06-01', '2027-05-31'],
    [
      'ending 29 February: 28 in a common year',
      { ...paid, period_last_day: 29, period_last_month: 2 },
      '2027-03-01',
      '2027-03-01',
      '2028-02-29',
    ],
    [
      'ending 29 February, a day of the leap year before it',
      { ...paid, period_last_day: 29, period_last_month: 2 },
      '2028-02-29',
      '2027-03-01',
      '2028-02-29',
    ],
    ['shifted one year on', { ...paid, period_year_offset: 1 }, '2027-06-01', '2028-06-01', '2029-05-31'],
    ['shifted one year back', { ...paid, period_year_offset: -1 }, '2027-06-01', '2026-06-01', '2027-05-31'],
    [
      'ending 29 February, shifted from a leap year into a common one',
      { ...paid, period_last_day: 29, period_last_month: 2, period_year_offset: -1 },
      '2028-02-29',
      '2026-03-01',
      '2027-02-28',
    ],
    [
      'ending 29 February, shifted from a common year into a leap one',
      { ...paid, period_last_day: 29, period_last_month: 2, period_year_offset: 1 },
      '2026-06-01',
      '2027-03-01',
      '2028-02-29',
    ],
  ])('%s (%o on %s) → %s to %s', (_, type, date, start, end) => {
    expect(referencePeriod(type, date)).toEqual({ start, end });
  });
});

describe('formatMessage', () => {
  it.each([
    ['{days} days', { days: 3 }, '3 days'],
    ['from {begin} to {end}', { begin: 'a', end: 'b' }, 'from a to b'],
    ['{missing} stays', {}, '{missing} stays'],
  ])('%s with %o → %s', (message, values, text) => {
    expect(formatMessage(message, values)).toBe(text);
  });
});

describe('leaveActionFor: the action a PATCH {status} means', () => {
  const owner = leaveActor(1, 1, false);
  const validator = leaveActor(2, 1, true);
  const stranger = leaveActor(3, 1, false);
  const begun = '2030-01-01';
  const later = '2030-03-01';
  it.each<[LeaveStatus, LeaveStatus, typeof owner, string, string | null]>([
    ['draft', 'submitted', owner, later, 'submit'],
    ['draft', 'submitted', validator, later, 'submit'],
    ['draft', 'submitted', stranger, later, null],
    ['submitted', 'accepted', validator, later, 'validate'],
    ['submitted', 'accepted', owner, later, null],
    ['submitted', 'refused', validator, later, 'refuse'],
    ['submitted', 'draft', validator, later, 'unsubmit'],
    ['submitted', 'draft', owner, later, 'cancel'],
    ['submitted', 'draft', owner, begun, null], // begun: the owner can no longer take it back
    ['accepted', 'draft', validator, begun, 'unsubmit'],
    ['accepted', 'draft', owner, later, null],
    ['refused', 'draft', owner, later, 'cancel'],
    ['refused', 'accepted', validator, later, null],
  ])('%s → %s by %o, beginning %s: %s', (status, target, actor, begin, action) => {
    expect(leaveActionFor({ status, begin_date: begin }, target, actor, '2030-01-15')).toBe(action);
  });
});

describe('isLeaveEditable: a draft, or a submitted leave for a manager', () => {
  it.each(LEAVE_STATUSES.flatMap((status) => [true, false].map((manager) => [status, manager] as const)))(
    '%s, editor is manager: %s',
    (status, manager) => {
      expect(isLeaveEditable(status, manager)).toBe(status === 'draft' || (status === 'submitted' && manager));
    },
  );
});

describe('leavePrecision: required and trimmed for the types that ask for one, dropped for the others', () => {
  const asks = { requires_precision: true };
  const asksNot = { requires_precision: false };
  it.each([
    [asks, ' Mariage de ma sœur ', { missing: false, value: 'Mariage de ma sœur' }],
    [asks, '   ', { missing: true }],
    [asks, null, { missing: true }],
    [asks, undefined, { missing: true }],
    [asksNot, 'left from another type', { missing: false, value: null }],
    [asksNot, null, { missing: false, value: null }],
    [undefined, 'no type chosen yet', { missing: false, value: null }],
  ])('%o with %o → %o', (type, precision, result) => {
    expect(leavePrecision(type, precision)).toEqual(result);
  });
});

describe('wholeDaysOff: the days of a month a leave takes whole (deprived_meal_ticket)', () => {
  it.each([
    [['2027-03-01 AM → 2027-03-05 PM'], 5],
    // Weekends and holidays count: no meal is bought on a day off, whatever the deducting mode.
    [['2027-03-05 AM → 2027-03-08 PM'], 4],
    // A half day leaves the lunch.
    [['2027-03-01 PM → 2027-03-03 AM'], 1],
    [['2027-03-01 AM → 2027-03-01 AM'], 0],
    // Two halves of two leaves make a whole day; overlapping leaves count a day once.
    [['2027-03-01 AM → 2027-03-01 AM', '2027-03-01 PM → 2027-03-01 PM'], 1],
    [['2027-03-01 AM → 2027-03-03 PM', '2027-03-02 AM → 2027-03-04 PM'], 4],
    // Clipped to the month on both sides.
    [['2027-02-25 AM → 2027-03-02 PM'], 2],
    [['2027-03-30 AM → 2027-04-02 PM'], 2],
    [['2027-04-01 AM → 2027-04-02 PM'], 0],
    [[], 0],
  ])('%j takes %i days of March 2027', (spans, expected) => {
    expect(wholeDaysOff(spans.map(leave), '2027-03-01', '2027-03-31')).toBe(expected);
  });
});

describe('countedLeaveDays: a span that deducts nothing counts one day once confirmed (spec/3 §5)', () => {
  it.each([
    // span (1 May 2028 is a Monday holiday; 6 May a Saturday), deducted, confirmed, counted
    ['2028-05-02 AM → 2028-05-03 PM', 2, false, 2],
    ['2028-05-01 AM → 2028-05-01 PM', 0, false, null],
    ['2028-05-01 AM → 2028-05-01 PM', 0, true, 1],
    ['2028-05-06 AM → 2028-05-07 PM', 0, true, 1],
    ['2028-05-01 AM → 2028-05-01 AM', 0, true, 0.5],
    ['2028-05-02 PM → 2028-05-02 AM', 0, true, 0],
  ])('%s deducting %d, confirmed %s: %s', (span, deducted, confirmed, counted) => {
    expect(countedLeaveDays(leave(span), deducted, confirmed)).toBe(counted);
  });
});
