import { type SliceSpan, slotsWithin, spanSlots, workingSlotsOfMonth } from '@staff/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { TestContext } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { companies } from '../companies/companies.tables';
import { projects } from '../projects/projects.tables';
import { users } from '../users/users.tables';
import { activities, activityReports } from './activities.tables';

/** A user's id by username. */
export async function userId(ctx: TestContext, username: string): Promise<number> {
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
}

/** The first projects of the company of `username`, by id. */
export async function projectIds(ctx: TestContext, username: string, n = 3): Promise<number[]> {
  const [user] = await ctx.db.select({ company_id: users.company_id }).from(users).where(eq(users.username, username));
  const rows = await ctx.db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.company_id, user!.company_id!))
    .orderBy(asc(projects.id))
    .limit(n);
  return rows.map((r) => r.id);
}

/** Creates (or finds) the client's report of `month` (YYYY-MM) and answers its id. */
export async function reportOf(client: TestClient, month: string): Promise<number> {
  const res = await client.post('/api/activity-report/', { date: `${month}-01` });
  if (res.status !== 201 && res.status !== 200) throw new Error(`report ${month}: ${JSON.stringify(res.body)}`);
  return res.body.id as number;
}

/**
 * Puts an activity straight into a report (the activity routes are another module's; these tests are about reports):
 * its worked slices counted on the report's grid as the placement does.
 */
export async function addActivity(ctx: TestContext, reportId: number, projectId: number, span: SliceSpan) {
  const [report] = await ctx.db.select().from(activityReports).where(eq(activityReports.id, reportId));
  const slices = report!.slices_per_day;
  const [from, to] = spanSlots(span, slices);
  const nb = slotsWithin(workingSlotsOfMonth(report!.month, slices), from, to).length;
  const [row] = await ctx.db
    .insert(activities)
    .values({ company_id: report!.company_id, report_id: reportId, project_id: projectId, ...span, nb_slices: nb })
    .returning();
  return row!;
}

/** Every working day of the month of `month` (YYYY-MM) filled with one activity per run of days. */
export async function fillMonth(ctx: TestContext, reportId: number, projectId: number, month: string, slices: number) {
  const working = workingSlotsOfMonth(`${month}-01`, slices);
  const first = working[0]!;
  const last = working[working.length - 1]!;
  const day = (slot: number) => {
    const n = Math.floor(slot / slices);
    return new Date(n * 86_400_000).toISOString().slice(0, 10);
  };
  return addActivity(ctx, reportId, projectId, {
    begin_date: day(first),
    begin_slice: 0,
    end_date: day(last),
    end_slice: slices - 1,
  });
}

/** Sets a company preference section (by the company of `username`). */
export async function setSlices(ctx: TestContext, username: string, slices: number) {
  const [user] = await ctx.db.select({ company_id: users.company_id }).from(users).where(eq(users.username, username));
  const [company] = await ctx.db.select().from(companies).where(eq(companies.id, user!.company_id!));
  await ctx.db
    .update(companies)
    .set({
      preferences: { ...company!.preferences, activity: { ...company!.preferences.activity, slices_per_day: slices } },
    })
    .where(and(eq(companies.id, company!.id)));
}
