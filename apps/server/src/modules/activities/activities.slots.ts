import {
  daysOfReport,
  leaveSlotRange,
  type PlacedSpan,
  type ReportGrid,
  slotSet,
  slotsWithin,
  spanSlots,
  spansOf,
  workingSlotsOfDays,
} from '@staff/shared';
import { asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { now } from '../../platform/clock';
import { reportLeavesOf } from './activities.leaves';
import { activities, type activityReports } from './activities.tables';

type Report = Pick<
  typeof activityReports.$inferSelect,
  'id' | 'company_id' | 'owner_id' | 'month' | 'week_start_day' | 'slices_per_day'
>;

/** Where a report lies (its month, its days, its grid), as the shared placement rules read it. */
export const gridOf = (report: Report): ReportGrid => ({
  month: report.month,
  slices: report.slices_per_day,
  days: daysOfReport(report),
});

/** The working slots of a report's days: its month's, or its week part's. */
export const workingSlotsOfReport = (report: Report): number[] =>
  workingSlotsOfDays(daysOfReport(report), report.slices_per_day);

/** What placing an activity in a report reads: the month's working slots, the leaves' and the other activities'. */
export type ReportSlots = { working: number[]; absent: Set<number>; taken: Set<number> };

/** The leaves' slots of a report's owner in its days (submitted and accepted leaves of a displayed type). */
export async function absentSlots(tx: Db, report: Report, working: readonly number[]): Promise<Set<number>> {
  const { first, last } = daysOfReport(report);
  const leaves = await reportLeavesOf(tx, report.company_id, [report.owner_id], { from: first, to: last });
  return slotSet(
    leaves.map((l) => leaveSlotRange(l, report.slices_per_day)),
    working,
  );
}

/** The spans of the report's activities, but those of `except` (one statement). */
export function reportSpans(tx: Db, report: Pick<Report, 'id' | 'company_id'>, except: readonly number[] = []) {
  return tx
    .select({
      begin_date: activities.begin_date,
      begin_slice: activities.begin_slice,
      end_date: activities.end_date,
      end_slice: activities.end_slice,
    })
    .from(activities)
    .where(
      inCompany(activities, report.company_id, [
        eq(activities.report_id, report.id),
        except.length ? notInArray(activities.id, [...except]) : undefined,
      ]),
    );
}

/** The slots of the report's activities, but those of `except` (an activity being re-placed is free for itself). */
export async function takenSlots(
  tx: Db,
  report: Report,
  working: readonly number[],
  except: readonly number[] = [],
): Promise<Set<number>> {
  const rows = await reportSpans(tx, report, except);
  return slotSet(
    rows.map((r) => spanSlots(r, report.slices_per_day)),
    working,
  );
}

export async function reportSlots(tx: Db, report: Report, except: readonly number[] = []): Promise<ReportSlots> {
  const working = workingSlotsOfReport(report);
  const [absent, taken] = [await absentSlots(tx, report, working), await takenSlots(tx, report, working, except)];
  return { working, absent, taken };
}

/**
 * Takes `removed` slots out of a report's activities: each activity meeting them is re-placed on what it keeps
 * (`spansOf`: a hole in the middle makes two pieces, the first keeping the row, its id and its overtime), and an
 * activity with no slot left is deleted. Used by the day view (the day is given anew) and by leaves (a leave submitted
 * or accepted takes its half days out of draft reports). Statements: one read, then one per activity touched.
 */
export async function cutActivities(tx: Db, report: Report, removed: ReadonlySet<number>): Promise<void> {
  if (removed.size === 0) return;
  const slices = report.slices_per_day;
  const working = workingSlotsOfReport(report);
  const rows = await tx
    .select()
    .from(activities)
    .where(inCompany(activities, report.company_id, [eq(activities.report_id, report.id)]))
    .orderBy(asc(activities.id));
  const gone: number[] = [];
  for (const row of rows) {
    const [from, to] = spanSlots(row, slices);
    const slots = slotsWithin(working, from, to);
    if (!slots.some((slot) => removed.has(slot))) continue;
    const kept = spansOf(new Set(slots.filter((slot) => !removed.has(slot))), working, slices);
    const [first, ...others] = kept;
    if (!first) {
      gone.push(row.id);
      continue;
    }
    await tx
      .update(activities)
      .set({ ...spanColumns(first), modified: now() })
      .where(eq(activities.id, row.id));
    if (others.length)
      await tx.insert(activities).values(
        others.map((span) => ({
          company_id: row.company_id,
          report_id: row.report_id,
          project_id: row.project_id,
          description: row.description,
          ...spanColumns(span),
        })),
      );
  }
  if (gone.length) await tx.delete(activities).where(inArray(activities.id, gone));
}

/** A placed span as the activity's columns. */
export const spanColumns = (span: PlacedSpan) => ({
  begin_date: span.begin_date,
  begin_slice: span.begin_slice,
  end_date: span.end_date,
  end_slice: span.end_slice,
  nb_slices: span.nb_slices,
});
