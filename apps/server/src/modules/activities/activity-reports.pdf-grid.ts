import {
  type ActivityReportDetailOut,
  dayOfWeek,
  eachDay,
  frenchPublicHolidays,
  type IsoDate,
  leaveSlotRange,
  monthBounds,
  sliceStart,
  slotOf,
  spanSlots,
  toFrenchDate,
} from '@staff/shared';

/**
 * The day-by-day grid of the report's PDF (issue 25), kept apart from the drawing so that it is tested without a PDF:
 * each day of the month, its morning and afternoon with what fills them (a project, a leave, nothing), weekends and
 * public holidays marked, the days worked.
 */

type Report = Pick<ActivityReportDetailOut, 'date' | 'slices_per_day' | 'activities' | 'leaves'>;
type Activity = ActivityReportDetailOut['activities'][number];

/** The French names of the public holidays (`frenchPublicHolidays` keys): PDFs are French only. */
const HOLIDAY_NAMES: Record<string, string> = {
  new_year: "Jour de l'an",
  easter_monday: 'Lundi de Pâques',
  labour_day: 'Fête du Travail',
  victory_1945: 'Victoire 1945',
  ascension: 'Ascension',
  whit_monday: 'Lundi de Pentecôte',
  bastille_day: 'Fête nationale',
  assumption: 'Assomption',
  all_saints: 'Toussaint',
  armistice_1918: 'Armistice 1918',
  christmas: 'Noël',
};
const WEEKDAYS = ['dim.', 'lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.'];

/** One half day's cell: its text, and whether a leave fills it (drawn apart). */
export type GridHalf = { text: string; leave: boolean };
export type GridDay = {
  date: IsoDate;
  /** "lun. 02/11". */
  label: string;
  /** A weekend or a public holiday (shaded), with the holiday's name. */
  off: 'weekend' | 'holiday' | null;
  halves: [GridHalf, GridHalf];
  /** Worked slices ÷ slices per day, of the activities kept. */
  days: number;
};

/** The activities a copy holds: every one, or those of one customer's projects (the copy sent to that customer). */
export const activitiesOfCustomer = (activities: readonly Activity[], customer: number | undefined) =>
  customer === undefined ? [...activities] : activities.filter((a) => a.project_object.customer === customer);

/**
 * A half day's text: one content over it, its name; several, each run with the time it starts ("08:00 API · 10:00
 * Audit"). Nothing at all is an empty cell.
 */
function halfText(labels: readonly (string | null)[], firstSlice: number, slices: number): string {
  const runs: { from: number; label: string | null }[] = [];
  labels.forEach((label, i) => {
    if (runs.at(-1)?.label !== label) runs.push({ from: firstSlice + i, label });
  });
  if (runs.length === 1) return runs[0]!.label ?? '';
  return runs.map((run) => `${sliceStart(run.from, slices)} ${run.label ?? '—'}`).join(' · ');
}

/**
 * The grid of a report's month. `activities` are those the copy holds (others leave their slices empty);
 * `leaveName` names a leave (the customer's copy says "Absence" whatever the type).
 */
export function reportGrid(
  report: Report,
  activities: readonly Activity[],
  leaveName: (leave: Report['leaves'][number]) => string,
): GridDay[] {
  const slices = report.slices_per_day;
  const half = slices / 2;
  const { first, last } = monthBounds(report.date);
  const holidays = new Map(frenchPublicHolidays(Number(first.slice(0, 4))).map((h) => [h.date, h.key]));
  const spans = activities.map((a) => ({ range: spanSlots(a, slices), name: a.project_object.name }));
  const leaves = report.leaves.map((l) => ({ range: leaveSlotRange(l, slices), name: leaveName(l) }));
  const within = (slot: number) => (x: { range: [number, number] }) => slot >= x.range[0] && slot <= x.range[1];
  return eachDay(first, last).map((date) => {
    const weekday = dayOfWeek(date);
    const label = `${WEEKDAYS[weekday]} ${toFrenchDate(date).slice(0, 5)}`;
    const holiday = holidays.get(date);
    if (weekday === 0 || weekday === 6 || holiday) {
      const text = holiday ? `Férié : ${HOLIDAY_NAMES[holiday] ?? holiday}` : 'Week-end';
      const blank = { text: '', leave: false };
      return { date, label, off: holiday ? 'holiday' : 'weekend', halves: [{ text, leave: false }, blank], days: 0 };
    }
    let worked = 0;
    const contents = Array.from({ length: slices }, (_, slice) => {
      const slot = slotOf(date, slice, slices);
      const activity = spans.find(within(slot));
      if (activity) worked++;
      const leave = activity ? undefined : leaves.find(within(slot));
      return { label: activity?.name ?? leave?.name ?? null, leave: Boolean(leave) };
    });
    const halfOf = (from: number): GridHalf => {
      const part = contents.slice(from, from + half);
      return {
        text: halfText(
          part.map((c) => c.label),
          from,
          slices,
        ),
        leave: part.every((c) => c.leave),
      };
    };
    return { date, label, off: null, halves: [halfOf(0), halfOf(half)], days: worked / slices };
  });
}
