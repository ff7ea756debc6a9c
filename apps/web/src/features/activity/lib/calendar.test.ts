import { describe, expect, it } from 'vitest';
import { monthsOfYear, yearOfFordate } from '../../../lib/months';
import type { Activity, ReportLeave } from '../api/types';
import { monthDays, monthWeeks, nextEmptySlot, piecesOfDay } from './calendar';

const activity = (id: number, span: Partial<Activity>): Activity => ({
  id,
  report: 1,
  project: 1,
  project_object: {
    id: 1,
    name: 'P',
    nickname: null,
    color: '#ed7f10',
    customer_name: null,
    customer_nickname: null,
    customer: null,
    chargeable: true,
  },
  begin_date: '2026-12-01',
  begin_slice: 0,
  end_date: '2026-12-01',
  end_slice: 1,
  nb_slices: 2,
  nb_days: 1,
  description: null,
  overtime: [],
  ...span,
});

describe('the month in weeks', () => {
  it('starts weeks on Monday and leaves the other months blank', () => {
    const weeks = monthWeeks('2026-12-01');
    // 1 December 2026 is a Tuesday: Monday is blank.
    expect(weeks[0]?.[0]).toBeNull();
    expect(weeks[0]?.[1]?.date).toBe('2026-12-01');
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
  });

  it('greys weekends and names public holidays', () => {
    const days = new Map(monthDays('2026-12-01').map((d) => [d.date, d]));
    expect(days.get('2026-12-05')?.working).toBe(false);
    expect(days.get('2026-12-25')).toEqual({ date: '2026-12-25', working: false, holiday: 'christmas' });
    expect(days.get('2026-12-24')?.working).toBe(true);
  });
});

describe("a day's pieces", () => {
  const leave: ReportLeave = {
    id: 9,
    begin_date: '2026-12-02',
    begin_period: 'PM',
    end_date: '2026-12-03',
    end_period: 'AM',
    status: 'accepted',
    removable: false,
    type_name: 'Congé payé',
  };

  it('merges slices of the same activity, leave or emptiness', () => {
    const a = activity(1, { begin_date: '2026-12-02', begin_slice: 0, end_date: '2026-12-02', end_slice: 0 });
    expect(piecesOfDay('2026-12-02', [a], [leave], 2).map((p) => [p.kind, p.from, p.to])).toEqual([
      ['activity', 0, 0],
      ['leave', 1, 1],
    ]);
    expect(piecesOfDay('2026-12-03', [a], [leave], 2).map((p) => [p.kind, p.from, p.to])).toEqual([
      ['leave', 0, 0],
      ['empty', 1, 1],
    ]);
  });

  it('cuts a day of 8 slices at each change', () => {
    const a = activity(1, { begin_date: '2026-12-01', begin_slice: 2, end_date: '2026-12-01', end_slice: 5 });
    expect(piecesOfDay('2026-12-01', [a], [], 8).map((p) => [p.kind, p.from, p.to])).toEqual([
      ['empty', 0, 1],
      ['activity', 2, 5],
      ['empty', 6, 7],
    ]);
  });

  it('finds the next empty working slot, skipping weekends and the day is full', () => {
    // Friday 4 December full, the weekend off: the next empty slot is Monday 7 December's morning.
    const a = activity(1, { begin_date: '2026-12-01', begin_slice: 0, end_date: '2026-12-04', end_slice: 1 });
    expect(nextEmptySlot('2026-12-01', [a], [], 2, -1)).toEqual({ date: '2026-12-07', slice: 0, end: 1 });
    const b = activity(2, { begin_date: '2026-12-07', begin_slice: 0, end_date: '2026-12-31', end_slice: 1 });
    expect(nextEmptySlot('2026-12-01', [a, b], [], 2, -1)).toBeNull();
  });
});

describe('the year home', () => {
  it('reads the year of fordate', () => {
    expect(yearOfFordate('2024-03')).toBe(2024);
    expect(yearOfFordate('2024')).toBe(2024);
    expect(yearOfFordate('2024-13')).toBeNull();
    expect(yearOfFordate(null)).toBeNull();
  });

  it('offers the twelve months of the year', () => {
    expect(monthsOfYear(2026)).toHaveLength(12);
    expect(monthsOfYear(2026)[11]).toBe('2026-12');
  });
});

describe('the calendar of a weekly report (issue 28)', () => {
  it("draws its week's part of the month only: Monday 30/11/2026 is a one-day week", () => {
    const weeks = monthWeeks({ first: '2026-11-30', last: '2026-11-30' });
    expect(weeks).toHaveLength(1);
    expect(weeks[0]!.map((day) => day?.date ?? null)).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(monthDays({ first: '2026-11-09', last: '2026-11-15' }).map((day) => [day.date, day.working])).toEqual([
      ['2026-11-09', true],
      ['2026-11-10', true],
      ['2026-11-11', false], // Armistice Day
      ['2026-11-12', true],
      ['2026-11-13', true],
      ['2026-11-14', false],
      ['2026-11-15', false],
    ]);
  });

  it('finds the next empty slot inside the week only', () => {
    const week = { first: '2026-11-23', last: '2026-11-29' };
    expect(nextEmptySlot(week, [], [], 2, -1)).toMatchObject({ date: '2026-11-23', slice: 0 });
  });
});
