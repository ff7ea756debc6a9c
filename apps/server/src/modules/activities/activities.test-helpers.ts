import { ACTIVITY_MESSAGES, type ActivityReportStatus, businessDaysOfMonth, type IsoDate } from '@staff/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { TestContext } from '../../../test/app';
import { leaves } from '../leaves/leaves.tables';
import { userId } from '../leaves/leaves.test-helpers';
import { projects } from '../projects/projects.tables';
import { typesOfLeave, typesOfOvertime } from '../reference/reference.tables';
import { users } from '../users/users.tables';
import { activityReports } from './activities.tables';

/** The spec's message of an activity code, as the API answers it. */
export const msg = (code: keyof typeof ACTIVITY_MESSAGES) => ACTIVITY_MESSAGES[code];

export async function companyOf(ctx: TestContext, username: string): Promise<number> {
  const [row] = await ctx.db.select({ c: users.company_id }).from(users).where(eq(users.username, username));
  return row!.c!;
}

/**
 * A report of `username` for `month` (its first day), inserted as srv-reports' POST would make it. Tests use months
 * of 2016 and 2017, which no demo data reaches.
 */
export async function makeReport(
  ctx: TestContext,
  username: string,
  month: IsoDate,
  options: { slices?: number; status?: ActivityReportStatus } = {},
): Promise<number> {
  const owner = await userId(ctx, username);
  const [row] = await ctx.db
    .insert(activityReports)
    .values({
      company_id: await companyOf(ctx, username),
      owner_id: owner,
      month,
      slices_per_day: options.slices ?? 2,
      status: options.status ?? 'draft',
    })
    .returning({ id: activityReports.id });
  return row!.id;
}

/** A project of the demo by name (the first of that name). */
export async function projectId(ctx: TestContext, name: string): Promise<number> {
  const [row] = await ctx.db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.name, name))
    .orderBy(asc(projects.id))
    .limit(1);
  return row!.id;
}

/** The company's first overtime type (by rank). */
export async function overtimeTypeId(ctx: TestContext, username: string): Promise<number> {
  const [row] = await ctx.db
    .select({ id: typesOfOvertime.id })
    .from(typesOfOvertime)
    .where(eq(typesOfOvertime.company_id, await companyOf(ctx, username)))
    .orderBy(asc(typesOfOvertime.rank), asc(typesOfOvertime.id))
    .limit(1);
  return row!.id;
}

/** A type of leave of the company that reports show and that needs no notice nor file. */
export async function reportLeaveType(ctx: TestContext, username: string, autoAccept = false): Promise<number> {
  const [row] = await ctx.db
    .select({ id: typesOfLeave.id })
    .from(typesOfLeave)
    .where(
      and(
        eq(typesOfLeave.company_id, await companyOf(ctx, username)),
        eq(typesOfLeave.display_in_activity_report, true),
        eq(typesOfLeave.prior_notice, 0),
        eq(typesOfLeave.force_to_attach_file, false),
        eq(typesOfLeave.automatically_accept, autoAccept),
        eq(typesOfLeave.active, true),
      ),
    )
    .orderBy(asc(typesOfLeave.id))
    .limit(1);
  if (!row) throw new Error(`no leave type (auto accept ${autoAccept}) for ${username}`);
  return row.id;
}

/** An accepted leave of `username`, written straight to the table (what reports read). */
export async function insertLeave(
  ctx: TestContext,
  username: string,
  span: { begin_date: IsoDate; end_date: IsoDate; begin_period?: 'AM' | 'PM'; end_period?: 'AM' | 'PM' },
) {
  await ctx.db.insert(leaves).values({
    company_id: await companyOf(ctx, username),
    owner_id: await userId(ctx, username),
    type_of_leave_id: await reportLeaveType(ctx, username),
    begin_period: 'AM',
    end_period: 'PM',
    ...span,
    half_days: 2,
    status: 'accepted',
  });
}

/** The business days of a month. */
export const days = (month: IsoDate) => businessDaysOfMonth(month);

/** An activity body on `report` from (day, slice) to (day, slice). */
export function activity(report: number, project: number, from: [IsoDate, number], to: [IsoDate, number], extra = {}) {
  return {
    report,
    project,
    begin_date: from[0],
    begin_slice: from[1],
    end_date: to[0],
    end_slice: to[1],
    ...extra,
  };
}
