import { describe, expect, it } from 'vitest';
import {
  activitySlicesOfDay,
  canAddRow,
  type DayRow,
  dayBounds,
  dayError,
  dayPayload,
  dayToShow,
  freeSlices,
  leaveSlicesOfDay,
  monthLeft,
  rowsOfDay,
  runs,
  stepWorkingDay,
  toggleSlice,
} from './day';

/** A row; without a project, its label is a new project the user said to create. */
const row = (key: string, slices: number[], project: number | null = 1, projectLabel = 'Projet'): DayRow => ({
  key,
  project,
  projectLabel,
  newProject: project ? null : projectLabel,
  slices,
  description: null,
  overtime: [],
});

const activity = (id: number, begin: [string, number], end: [string, number]) => ({
  id,
  project: id * 10,
  begin_date: begin[0],
  begin_slice: begin[1],
  end_date: end[0],
  end_slice: end[1],
  description: null,
  overtime: [{ type_of_overtime: 3, type_name: 'Nuit', short_name: 'N', hours_overtime: 2, minutes_overtime: 15 }],
});

describe('the slices of a day', () => {
  it('takes the afternoon of a leave that begins in the afternoon, and the whole day of one that runs through it', () => {
    const leave = { id: 1, begin_date: '2026-11-10', begin_period: 'PM', end_date: '2026-11-12', end_period: 'AM' };
    const detail = { slices_per_day: 4, activities: [], leaves: [{ ...leave, status: 'accepted', type_name: null }] };
    const d = detail as any;
    expect([...leaveSlicesOfDay(d, '2026-11-10')]).toEqual([2, 3]);
    expect([...leaveSlicesOfDay(d, '2026-11-11')]).toEqual([0, 1, 2, 3]);
    expect([...leaveSlicesOfDay(d, '2026-11-12')]).toEqual([0, 1]);
    expect([...leaveSlicesOfDay(d, '2026-11-13')]).toEqual([]);
  });

  it('cuts an activity over several days to the day shown', () => {
    const a = activity(1, ['2026-11-09', 3], ['2026-11-11', 1]);
    expect(activitySlicesOfDay(a, '2026-11-09', 4)).toEqual([3]);
    expect(activitySlicesOfDay(a, '2026-11-10', 4)).toEqual([0, 1, 2, 3]);
    expect(activitySlicesOfDay(a, '2026-11-11', 4)).toEqual([0, 1]);
    expect(activitySlicesOfDay(a, '2026-11-12', 4)).toEqual([]);
  });

  it('lists the day’s activities in the order of their slices', () => {
    const detail = {
      slices_per_day: 2,
      leaves: [],
      activities: [
        activity(2, ['2026-11-10', 1], ['2026-11-10', 1]),
        activity(1, ['2026-11-09', 0], ['2026-11-10', 0]),
      ],
    };
    const rows = rowsOfDay(detail as any, '2026-11-10', (a) => `P${a.id}`);
    expect(rows.map((r) => [r.project, r.projectLabel, r.slices])).toEqual([
      [10, 'P1', [0]],
      [20, 'P2', [1]],
    ]);
    // The overtime of an activity held within the day stays with it; one over several days keeps its own elsewhere.
    expect(rows.map((r) => r.overtime)).toEqual([
      [],
      [{ type_of_overtime: 3, hours_overtime: 2, minutes_overtime: 15 }],
    ]);
  });
});

describe('editing the rows', () => {
  it('moves a slice from one row to the one that takes it, and gives it back when clicked again', () => {
    const rows = [row('a', [0, 1]), row('b', [2])];
    const moved = toggleSlice(rows, 'b', 1);
    expect(moved.map((r) => r.slices)).toEqual([[0], [1, 2]]);
    expect(toggleSlice(moved, 'b', 1).map((r) => r.slices)).toEqual([[0], [2]]);
  });

  it('adds no more rows than slices to work ("All available slices are already created.")', () => {
    const onLeave = new Set([3]);
    expect(freeSlices(4, onLeave, [row('a', [0, 1])])).toEqual([2]);
    expect(canAddRow(4, onLeave, [row('a', [0, 1, 2])])).toBe(true);
    expect(canAddRow(4, onLeave, [row('a', [0, 1]), row('b', [2])])).toBe(true);
    expect(canAddRow(4, onLeave, [row('a', [0]), row('b', [1]), row('c', [2])])).toBe(false);
    expect(canAddRow(2, new Set(), [row('a', [0]), row('b', [1])])).toBe(false);
  });

  it('refuses a day with a slice nobody has, a row without slice or without project', () => {
    const none = new Set<number>();
    expect(dayError(2, none, [row('a', [0])])).toBe('dayIncomplete');
    expect(dayError(2, none, [row('a', [0, 1]), row('b', [])])).toBe('dayIncomplete');
    expect(dayError(2, none, [row('a', [0, 1], null, '  ')])).toBe('dayIncomplete');
    expect(dayError(2, none, [row('a', [0, 1], null, 'Nouveau projet')])).toBeNull();
    // A name typed but not confirmed as a new project (issue 25): the row has no project yet.
    expect(dayError(2, none, [{ ...row('a', [0, 1], null, 'Nouveau projet'), newProject: null }])).toBe(
      'dayIncomplete',
    );
    expect(dayError(2, new Set([1]), [row('a', [0])])).toBeNull();
  });

  it('saves one activity per run of following slices, a new project by its name', () => {
    expect(runs([7, 1, 2, 3, 6])).toEqual([
      [1, 3],
      [6, 7],
    ]);
    const overtime = [{ type_of_overtime: 3, hours_overtime: 1, minutes_overtime: 0 }];
    const payload = dayPayload('2026-11-10', [{ ...row('a', [0, 1, 3], 5), overtime }, row('b', [2], null, ' Audit ')]);
    expect(payload).toEqual({
      date: '2026-11-10',
      activities: [
        { project: 5, begin_slice: 0, end_slice: 1, description: null, overtime },
        { project: 5, begin_slice: 3, end_slice: 3, description: null, overtime: [] },
        { project_name: 'Audit', begin_slice: 2, end_slice: 2, description: null, overtime: [] },
      ],
    });
  });
});

describe('the days one may go to', () => {
  const today = '2026-11-23';
  const bounds = dayBounds(today);

  it('runs from the first of January to the end of the current month', () => {
    expect(bounds).toEqual({ min: '2026-01-01', max: '2026-11-30' });
  });

  it('skips weekends and public holidays, and stops at the bounds', () => {
    // Friday 2026-11-06 → Monday 09; Tuesday 2026-11-10 → Thursday 12 (11 November is a holiday).
    expect(stepWorkingDay('2026-11-06', 1, bounds)).toBe('2026-11-09');
    expect(stepWorkingDay('2026-11-10', 1, bounds)).toBe('2026-11-12');
    expect(stepWorkingDay('2026-11-12', -1, bounds)).toBe('2026-11-10');
    expect(stepWorkingDay('2026-11-30', 1, bounds)).toBeNull();
    expect(stepWorkingDay('2026-01-02', -1, bounds)).toBeNull();
  });

  it('opens on a working day within the bounds', () => {
    expect(dayToShow('2026-11-10', today)).toBe('2026-11-10');
    expect(dayToShow(null, today)).toBe('2026-11-23');
    expect(dayToShow('not a date', today)).toBe('2026-11-23');
    // A Saturday shows the Friday before; past the bounds, the last (or first) working day inside them.
    expect(dayToShow('2026-11-07', today)).toBe('2026-11-06');
    expect(dayToShow('2027-03-01', today)).toBe('2026-11-30');
    expect(dayToShow('2025-06-02', today)).toBe('2026-01-02');
  });

  it("opens in the asked day's month: Sunday 1 November opens on Monday 2, not on Friday 30 October", () => {
    expect(dayToShow('2026-11-01', today)).toBe('2026-11-02');
    // Saturday 31 October: the Friday before, in October.
    expect(dayToShow('2026-10-31', today)).toBe('2026-10-30');
  });

  it('says which month a step leaves', () => {
    expect(monthLeft('2026-10-30', '2026-11-02')).toBe('2026-10');
    expect(monthLeft('2026-11-02', '2026-10-30')).toBe('2026-11');
    expect(monthLeft('2026-11-02', '2026-11-03')).toBeNull();
  });
});
