import { slotsToDays } from '../activities/slices';
import { businessDaysBetween, isBusinessDay } from '../calendar/business-days';
import { addDays, daysBetween, type IsoDate, monthBounds } from '../calendar/dates';
import { SLICES_PER_DAY } from '../company-settings/rules';

/**
 * The project summaries' rules (issue 27), written once for the server's routes, its export and the web's screens:
 * man-days from activity slices, the billable split, budgets and the forecast at the current pace.
 */

/** The longest period a summary, a chart or an export covers: a year, leap day included. */
export const PROJECT_SUMMARY_MAX_DAYS = 366;

/** The days from `from` to `to`, both included. */
export const periodLength = (from: IsoDate, to: IsoDate): number => daysBetween(from, to) + 1;

/** Every grid divides the finest one (2, 4, 8, 16 → 32 slices a day): SQL sums slots in it, exact integers. */
export const FINEST_GRID = Math.max(...SLICES_PER_DAY);

/** Worked slices of reports of one grid: what SQL sums (activities.nb_slices) per project, person and grid. */
export type SlotCount = { slots: number; slices: number };

/**
 * Man-days of slots of several grids (reports of other months may have other slices a day): counted in the finest
 * grid, then turned into days by the report card's own slotsToDays, so one grid gives exactly the card's figure.
 */
export function manDays(counts: Iterable<SlotCount>): number {
  let finest = 0;
  for (const { slots, slices } of counts) finest += slots * (FINEST_GRID / slices);
  return slotsToDays(finest, FINEST_GRID);
}

/** Man-days of slots already counted in the finest grid (what the server's SQL sums). */
export const finestManDays = (finestSlots: number): number => manDays([{ slots: finestSlots, slices: FINEST_GRID }]);

/** Slots on a project that is charged to its customer or not (projects.chargeable). */
export type ChargeableSlots = SlotCount & { chargeable: boolean };

export type DayFigures = {
  /** Billable: days on chargeable projects (the monthly synthesis's HC). */
  worktime: number;
  /** Non-billable: the rest (the synthesis's IC), total − worktime so that the two always add up. */
  noneworktime: number;
  total: number;
};

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The billable split of some slots. */
export function dayFigures(counts: readonly ChargeableSlots[]): DayFigures {
  const total = manDays(counts);
  const worktime = manDays(counts.filter((c) => c.chargeable));
  return { worktime, noneworktime: round2(total - worktime), total };
}

/** The months (YYYY-MM) a period touches, in order. */
export function monthsOfPeriod(from: IsoDate, to: IsoDate): string[] {
  const months: string[] = [];
  for (let day = monthBounds(from).first; day <= to; day = addDays(monthBounds(day).last, 1)) {
    months.push(day.slice(0, 7));
  }
  return months;
}

/** Budget mails go at these percentages of the budget, once each (issue 27). */
export const BUDGET_ALERT_THRESHOLDS = [80, 100] as const;
export type BudgetAlertLevel = 0 | (typeof BUDGET_ALERT_THRESHOLDS)[number];

/** The highest threshold the consumption has reached, 0 below the first. */
export function budgetAlertLevel(consumedDays: number, budgetDays: number): BudgetAlertLevel {
  let level: BudgetAlertLevel = 0;
  for (const threshold of BUDGET_ALERT_THRESHOLDS) if (consumedDays * 100 >= budgetDays * threshold) level = threshold;
  return level;
}

/** Beyond this many business days (about 10 years) a forecast says nothing: none is given. */
const FORECAST_HORIZON_DAYS = 2600;

/** The business day on which `days` more business days have passed after `today`. */
function afterBusinessDays(today: IsoDate, days: number): IsoDate {
  let day = today;
  for (let left = days; left > 0; ) {
    day = addDays(day, 1);
    if (isBusinessDay(day)) left--;
  }
  return day;
}

export type BudgetFigures = {
  budget_days: number;
  consumed_days: number;
  remaining_days: number;
  percent: number;
  end_date: IsoDate | null;
  forecast_exhausted_on: IsoDate | null;
  forecast_at_end_date: number | null;
};

/**
 * A project's budget as the summaries show it. The pace is the consumed days per business day since the first
 * counted day (both included) up to today: the forecast says when the budget runs out at that pace, and how many
 * days are consumed by the end date.
 */
export function budgetFigures(input: {
  budget_days: number | null;
  end_date: IsoDate | null;
  consumed_days: number;
  first_day: IsoDate | null;
  today: IsoDate;
}): BudgetFigures | null {
  const { budget_days: budget, consumed_days: consumed, end_date, first_day, today } = input;
  if (budget === null || budget <= 0) return null;
  const remaining = round2(budget - consumed);
  const elapsed = first_day && first_day <= today ? businessDaysBetween(first_day, today) : 0;
  const pace = elapsed > 0 ? consumed / elapsed : 0;
  const daysToExhaustion = pace > 0 ? Math.ceil(remaining / pace) : Number.POSITIVE_INFINITY;
  const exhaustedOn =
    remaining > 0 && daysToExhaustion <= FORECAST_HORIZON_DAYS ? afterBusinessDays(today, daysToExhaustion) : null;
  let atEndDate: number | null = null;
  if (end_date !== null && pace > 0) {
    const daysLeft = end_date > today ? businessDaysBetween(addDays(today, 1), end_date) : 0;
    atEndDate = round2(consumed + pace * daysLeft);
  }
  return {
    budget_days: budget,
    consumed_days: consumed,
    remaining_days: remaining,
    percent: Math.round((consumed / budget) * 100),
    end_date,
    forecast_exhausted_on: exhaustedOn,
    forecast_at_end_date: atEndDate,
  };
}
