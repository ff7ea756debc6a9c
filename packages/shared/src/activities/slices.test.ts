import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayNumber } from '../calendar/dates';
import {
  businessDaysOfMonth,
  leaveSlotRange,
  placeActivity,
  slotDate,
  slotOf,
  slotSet,
  slotSlice,
  slotsToDays,
  spanSlots,
  spansOf,
  workingSlotsOfMonth,
} from './slices';

// March 2016: Tuesday 1st; Saturday 5th and Sunday 6th; Easter Monday the 28th.
const MONTH = '2016-03-01';

describe('the slot grid', () => {
  it.each([2, 4, 8, 16, 32])('numbers slices of %i a day across days', (slices) => {
    const slot = slotOf('2016-03-02', slices - 1, slices);
    expect(slotDate(slot, slices)).toBe('2016-03-02');
    expect(slotSlice(slot, slices)).toBe(slices - 1);
    expect(slotOf('2016-03-03', 0, slices)).toBe(slot + 1);
  });

  it('keeps the business days only: no weekend, no public holiday', () => {
    const days = businessDaysOfMonth(MONTH);
    expect(days).not.toContain('2016-03-05');
    expect(days).not.toContain('2016-03-28');
    expect(days).toHaveLength(22);
    expect(workingSlotsOfMonth(MONTH, 4)).toHaveLength(88);
  });

  it.each([
    // leave → first and last slice of a 4-slice grid
    {
      leave: ['2016-03-02', 'AM', '2016-03-02', 'AM'],
      slices: 4,
      expected: [
        ['2016-03-02', 0],
        ['2016-03-02', 1],
      ],
    },
    {
      leave: ['2016-03-02', 'PM', '2016-03-03', 'AM'],
      slices: 4,
      expected: [
        ['2016-03-02', 2],
        ['2016-03-03', 1],
      ],
    },
    {
      leave: ['2016-03-02', 'AM', '2016-03-02', 'PM'],
      slices: 2,
      expected: [
        ['2016-03-02', 0],
        ['2016-03-02', 1],
      ],
    },
  ] as const)('places the half days of a leave: $leave on $slices', ({ leave, slices, expected }) => {
    const [b, bp, e, ep] = leave;
    const [from, to] = leaveSlotRange({ begin_date: b, begin_period: bp, end_date: e, end_period: ep }, slices);
    expect([from, to]).toEqual(expected.map(([d, s]) => slotOf(d, s, slices)));
  });

  it.each([
    { count: 1, slices: 2, days: 0.5 },
    { count: 3, slices: 4, days: 0.75 },
    { count: 1, slices: 32, days: 0.03 },
    { count: 64, slices: 32, days: 2 },
  ])('counts $count slots of $slices as $days days', ({ count, slices, days }) => {
    expect(slotsToDays(count, slices)).toBe(days);
  });
});

describe('placeActivity', () => {
  const report = { month: MONTH, slices: 2 };
  const none = new Set<number>();
  const span = (b: string, bs: number, e: string, es: number) => ({
    begin_date: b,
    begin_slice: bs,
    end_date: e,
    end_slice: es,
  });
  it.each([
    { name: 'out of month', s: span('2016-02-29', 0, '2016-03-01', 1), error: 'outOfMonth' },
    { name: 'afternoon to morning', s: span('2016-03-02', 1, '2016-03-02', 0), error: 'beginAfterEnd' },
    { name: 'weekend only', s: span('2016-03-05', 0, '2016-03-06', 1), error: 'noWorkingDay' },
    { name: 'Easter Monday', s: span('2016-03-28', 0, '2016-03-28', 1), error: 'noWorkingDay' },
  ])('refuses $name', ({ s, error }) => {
    expect(placeActivity(s, report, none, none)).toEqual({ error });
  });

  it('runs Friday to Monday as one span, skipping the weekend', () => {
    const placed = placeActivity(span('2016-03-04', 0, '2016-03-07', 1), report, none, none);
    expect(placed).toEqual({
      spans: [{ begin_date: '2016-03-04', begin_slice: 0, end_date: '2016-03-07', end_slice: 1, nb_slices: 4 }],
    });
  });

  it('splits around a leave, says absent when the leave takes all, full when activities do', () => {
    const working = workingSlotsOfMonth(MONTH, 2);
    const leave = slotSet([[slotOf('2016-03-02', 1, 2), slotOf('2016-03-02', 1, 2)]], working);
    const placed = placeActivity(span('2016-03-02', 0, '2016-03-03', 1), report, leave, none);
    expect('spans' in placed && placed.spans.map((s) => s.nb_slices)).toEqual([1, 2]);
    expect(placeActivity(span('2016-03-02', 1, '2016-03-02', 1), report, leave, none)).toEqual({ error: 'absent' });
    const taken = slotSet([spanSlots(span('2016-03-02', 0, '2016-03-02', 0), 2)], working);
    expect(placeActivity(span('2016-03-02', 0, '2016-03-02', 1), report, leave, taken)).toEqual({
      error: 'slicesFull',
    });
  });
});

/** The slots a list of placed spans covers, counting each as often as it is covered. */
function coverage(
  spans: { begin_date: string; begin_slice: number; end_date: string; end_slice: number }[],
  slices: number,
  working: number[],
) {
  const counts = new Map<number, number>();
  for (const s of spans) {
    const [from, to] = spanSlots(s, slices);
    for (const slot of working) if (slot >= from && slot <= to) counts.set(slot, (counts.get(slot) ?? 0) + 1);
  }
  return counts;
}

describe('properties of placing and cutting', () => {
  const grids = fc.constantFrom(2, 4, 8, 16, 32);
  it('placing around leaves and other activities never loses a free slot nor doubles one', () => {
    fc.assert(
      fc.property(
        grids,
        fc.array(fc.nat(), { maxLength: 60 }),
        fc.array(fc.nat(), { maxLength: 60 }),
        fc.nat(),
        fc.nat(),
        (slices, absentPicks, takenPicks, a, b) => {
          const working = workingSlotsOfMonth(MONTH, slices);
          const pick = (n: number) => working[n % working.length]!;
          const absent = new Set(absentPicks.map(pick));
          const taken = new Set(takenPicks.map(pick));
          const [from, to] = [pick(a), pick(b)].sort((x, y) => x - y) as [number, number];
          const s = {
            begin_date: slotDate(from, slices),
            begin_slice: slotSlice(from, slices),
            end_date: slotDate(to, slices),
            end_slice: slotSlice(to, slices),
          };
          const placed = placeActivity(s, { month: MONTH, slices }, absent, taken);
          const free = working.filter((slot) => slot >= from && slot <= to && !absent.has(slot) && !taken.has(slot));
          if ('error' in placed) {
            expect(free).toEqual([]);
            return;
          }
          const covered = coverage(placed.spans, slices, working);
          // Every free slot of the span exactly once, nothing else; nb_slices counts the worked slots.
          expect([...covered.keys()].sort((x, y) => x - y)).toEqual(free);
          expect([...covered.values()].every((n) => n === 1)).toBe(true);
          expect(placed.spans.reduce((sum, p) => sum + p.nb_slices, 0)).toBe(free.length);
        },
      ),
    );
  });

  it("cutting activities around a new leave keeps every slot that is not the leave's", () => {
    fc.assert(
      fc.property(grids, fc.array(fc.nat(), { maxLength: 80 }), fc.nat(), fc.nat(), (slices, picks, a, b) => {
        const working = workingSlotsOfMonth(MONTH, slices);
        const pick = (n: number) => working[n % working.length]!;
        const activity = new Set(picks.map(pick));
        const [from, to] = [pick(a), pick(b)].sort((x, y) => x - y) as [number, number];
        const leave = slotSet([[from, to]], working);
        const kept = spansOf(new Set([...activity].filter((slot) => !leave.has(slot))), working, slices);
        const covered = coverage(kept, slices, working);
        const expected = [...activity].filter((slot) => !leave.has(slot)).sort((x, y) => x - y);
        expect([...covered.keys()].sort((x, y) => x - y)).toEqual(expected);
        expect([...covered.values()].every((n) => n === 1)).toBe(true);
      }),
    );
  });
});

it('numbers days the same way as the calendar', () => {
  expect(slotOf(MONTH, 0, 1)).toBe(dayNumber(MONTH));
});
