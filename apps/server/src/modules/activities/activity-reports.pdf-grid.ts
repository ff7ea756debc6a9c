import {
  type ActivityReportDetailOut,
  dayOfWeek,
  eachDay,
  frenchPublicHolidays,
  type IsoDate,
  leaveSlotRange,
  slotOf,
  spanSlots,
  toFrenchDate,
} from '@staff/shared';

/**
 * The day-by-day grid of the report's PDF (issue 25), kept apart from the drawing so that it is tested without a PDF:
 * each day of the month, its morning and afternoon with what fills them (a project, a leave, nothing), weekends and
 * public holidays marked, the days worked.
 */

type Report = Pick<ActivityReportDetailOut, 'first_day' | 'last_day' | 'slices_per_day' | 'activities' | 'leaves'>;
export type ReportActivity = ActivityReportDetailOut['activities'][number];

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
export const activitiesOfCustomer = (activities: readonly ReportActivity[], customer: number | undefined) =>
  customer === undefined ? [...activities] : activities.filter((a) => a.project_object.customer === customer);

/** Minutes as "1 h 30", "45 min": how long a project takes in a half day cut into slices. */
const duration = (minutes: number) =>
  minutes < 60
    ? `${minutes} min`
    : `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${String(minutes % 60).padStart(2, '0')}` : ''}`;

/**
 * A half day's text: one content over it, its name; several, each with the time it takes there, in the order they
 * come ("API paiements 1 h 30 · Audit 2 h 30"), on the 8-hour day the slices are cut from.
 * Nothing at all is an empty cell. Grouped by content rather than by run, so that a half day of 16 slices stays short.
 */
function halfText(labels: readonly (string | null)[], slices: number): string {
  const minutes = new Map<string | null, number>();
  for (const label of labels) minutes.set(label, (minutes.get(label) ?? 0) + 480 / slices);
  if (minutes.size === 1) return labels[0] ?? '';
  return [...minutes].map(([label, time]) => `${label ?? 'Non rempli'} ${duration(time)}`).join(' · ');
}

/**
 * The grid of a report's days (its month, or its week's part of it). `activities` are those the copy holds (others leave their slices empty);
 * `leaveName` names a leave (the customer's copy says "Absence" whatever the type).
 */
export function reportGrid(
  report: Report,
  activities: readonly ReportActivity[],
  leaveName: (leave: Report['leaves'][number]) => string,
): GridDay[] {
  const slices = report.slices_per_day;
  const half = slices / 2;
  const [first, last] = [report.first_day, report.last_day];
  const holidays = new Map(frenchPublicHolidays(Number(first.slice(0, 4))).map((h) => [h.date, h.key]));
  // What fills each slot, read once: the leaves first, the activities over them (an activity wins over a leave on
  // the same slice, as the calendar draws it). Only the month's slots: a leave of the report may run for years.
  const filled = new Map<number, { label: string; leave: boolean }>();
  const [monthFrom, monthTo] = [slotOf(first, 0, slices), slotOf(last, slices - 1, slices)];
  const fill = ([from, to]: [number, number], label: string, leave: boolean) => {
    for (let slot = Math.max(from, monthFrom); slot <= Math.min(to, monthTo); slot++)
      filled.set(slot, { label, leave });
  };
  for (const leave of report.leaves) fill(leaveSlotRange(leave, slices), leaveName(leave), true);
  for (const activity of activities) fill(spanSlots(activity, slices), activity.project_object.name, false);
  return eachDay(first, last).map((date) => {
    const weekday = dayOfWeek(date);
    const label = `${WEEKDAYS[weekday]} ${toFrenchDate(date).slice(0, 5)}`;
    const holiday = holidays.get(date);
    if (weekday === 0 || weekday === 6 || holiday) {
      const text = holiday ? `Férié : ${HOLIDAY_NAMES[holiday] ?? holiday}` : 'Week-end';
      const blank = { text: '', leave: false };
      return { date, label, off: holiday ? 'holiday' : 'weekend', halves: [{ text, leave: false }, blank], days: 0 };
    }
    const contents = Array.from({ length: slices }, (_, slice) => filled.get(slotOf(date, slice, slices)));
    const worked = contents.filter((c) => c && !c.leave).length;
    const halfOf = (from: number): GridHalf => {
      const part = contents.slice(from, from + half);
      return {
        text: halfText(
          part.map((c) => c?.label ?? null),
          slices,
        ),
        leave: part.every((c) => c?.leave),
      };
    };
    return { date, label, off: null, halves: [halfOf(0), halfOf(half)], days: worked / slices };
  });
}
