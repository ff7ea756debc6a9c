import { ACTIVITY_MESSAGES } from '@staff/shared';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { leaveHistory, leaves } from '../leaves/leaves.tables';
import { typesOfLeave } from '../reference/reference.tables';
import { users } from '../users/users.tables';
import { takeLeaveOutOfDraftReports } from './activities.leave-hook';
import { activities, activityReports } from './activities.tables';
import { projectIds, reportOf, userId } from './activity-reports.test-helpers';

/**
 * can_delete_from_activity_report (issue 28): the owner of a draft report removes the days of a leave of such a type
 * from it; the days become free to fill, the leave itself is unchanged. April 2023 holds no demo data.
 */
const ctx = useTestApp();
let claire: TestClient;
/** Claire, her company, her April report, a type whose leaves she may remove from it and one she may not. */
const the = { claire: 0, company: 0, report: 0, removable: 0, fixed: 0 };

async function leaveOf(type: number, begin: string, end: string) {
  const [row] = await ctx.db
    .insert(leaves)
    .values({
      company_id: the.company,
      owner_id: the.claire,
      begin_date: begin,
      end_date: end,
      half_days: 4,
      type_of_leave_id: type,
      status: 'accepted',
    })
    .returning();
  return row!.id;
}

const detail = async (id = the.report) => (await claire.get(`/api/activity-report/${id}/`)).body;
const remove = (leave: number, client = claire, id = the.report) =>
  client.post(`/api/activity-report/${id}/remove-leave/`, { leave });

beforeAll(async () => {
  claire = await ctx.as('claire');
  the.claire = await userId(ctx, 'claire');
  const [me] = await ctx.db.select({ company: users.company_id }).from(users).where(eq(users.id, the.claire));
  the.company = me!.company!;
  const types = await ctx.db
    .insert(typesOfLeave)
    .values([
      { company_id: the.company, name: 'Formation externe', can_delete_from_activity_report: true },
      { company_id: the.company, name: 'Congé fixe', can_delete_from_activity_report: false },
    ])
    .returning();
  [the.removable, the.fixed] = [types[0]!.id, types[1]!.id];
  the.report = await reportOf(claire, '2023-04');
});

describe('POST activity-report/{id}/remove-leave/', () => {
  it('frees the days of a removable leave to fill; the leave is unchanged, its history says it', async () => {
    const training = await leaveOf(the.removable, '2023-04-12', '2023-04-13');
    const fixed = await leaveOf(the.fixed, '2023-04-19', '2023-04-20');
    const before = await detail();
    expect(before.leaves.map((l: { id: number; removable: boolean }) => [l.id, l.removable])).toEqual([
      [training, true],
      [fixed, false],
    ]);
    expect(before.total.leaveDays).toBe(4);
    const empty = before.total.emptyDays;
    const [row] = await ctx.db.select().from(leaves).where(eq(leaves.id, training));

    const res = await remove(training);
    expect(res.status).toBe(200);
    expect(res.body.leaves.map((l: { id: number }) => l.id)).toEqual([fixed]);
    expect(res.body.total).toMatchObject({ leaveDays: 2, emptyDays: empty + 2 });
    const [after] = await ctx.db.select().from(leaves).where(eq(leaves.id, training));
    expect(after).toMatchObject({ ...row, removed_from_activity_report: true, modified: after!.modified });
    const history = await ctx.db
      .select()
      .from(leaveHistory)
      .where(eq(leaveHistory.leave_id, training))
      .orderBy(asc(leaveHistory.id));
    expect(history.at(-1)).toMatchObject({
      user_id: the.claire,
      change_message: { removed_from_activity_report: true },
    });

    // The freed days take work; the fixed leave's do not.
    const [project] = await projectIds(ctx, 'claire', 1);
    const give = (dates: string[]) =>
      claire.post(`/api/activity-report/${the.report}/days/`, { dates, project, begin_slice: 0, end_slice: 1 });
    expect((await give(['2023-04-12', '2023-04-13'])).status).toBe(200);
    const absent = await give(['2023-04-19']);
    expect(absent.status).toBe(400);
    expect(absent.body.detail).toBe(ACTIVITY_MESSAGES.absent);
    expect((await detail()).total).toMatchObject({ workingDays: 2, leaveDays: 2, emptyDays: empty });
  });

  it('refuses a type that does not allow it (403), a leave the report does not place (404)', async () => {
    const fixed = (await detail()).leaves[0].id;
    const refused = await remove(fixed);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      message_code: 'activity.leaveNotRemovable',
      detail: ACTIVITY_MESSAGES.leaveNotRemovable,
    });
    const elsewhere = await leaveOf(the.removable, '2023-05-03', '2023-05-03');
    expect((await remove(elsewhere)).status).toBe(404);
    expect((await remove(999_999)).status).toBe(404);
  });

  it('is the owner’s, on a draft: 403 for a validator, 404 for a colleague, 409 once sent', async () => {
    const training = await leaveOf(the.removable, '2023-04-25', '2023-04-25');
    const manager = await ctx.as('manager');
    expect(
      (await manager.get(`/api/activity-report/${the.report}/`)).body.leaves.every(
        (l: { removable: boolean }) => !l.removable,
      ),
    ).toBe(true);
    expect((await remove(training, manager)).status).toBe(403);
    expect((await remove(training, await ctx.as('bob'))).status).toBe(404);
    await ctx.db.update(activityReports).set({ status: 'submitted' }).where(eq(activityReports.id, the.report));
    try {
      const res = await remove(training);
      expect(res.status).toBe(409);
      expect(res.body.message_code).toBe('activity.notEditable');
    } finally {
      await ctx.db.update(activityReports).set({ status: 'draft' }).where(eq(activityReports.id, the.report));
    }
  });

  it('keeps a leave that a report already sent also holds (409 activity.leaveInSentReport)', async () => {
    const march = await reportOf(claire, '2023-03');
    await ctx.db.update(activityReports).set({ status: 'accepted' }).where(eq(activityReports.id, march));
    const across = await leaveOf(the.removable, '2023-03-31', '2023-04-03');
    const res = await remove(across);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      message_code: 'activity.leaveInSentReport',
      detail: ACTIVITY_MESSAGES.leaveInSentReport,
    });
    expect((await detail()).leaves.map((l: { id: number }) => l.id)).toContain(across);
  });

  it('keeps the work placed on its days when the leave is written again (accepted later, edited)', async () => {
    const training = await leaveOf(the.removable, '2023-04-27', '2023-04-27');
    expect((await remove(training)).status).toBe(200);
    const [project] = await projectIds(ctx, 'claire', 1);
    const body = { dates: ['2023-04-27'], project, begin_slice: 0, end_slice: 1 };
    expect((await claire.post(`/api/activity-report/${the.report}/days/`, body)).status).toBe(200);
    const [leave] = await ctx.db.select().from(leaves).where(eq(leaves.id, training));
    await ctx.db.transaction((tx) =>
      takeLeaveOutOfDraftReports(tx, leave!, { display_in_activity_report: true, is_telework: false }),
    );
    const onThatDay = await ctx.db.select().from(activities).where(eq(activities.begin_date, '2023-04-27'));
    expect(onThatDay).toHaveLength(1);
  });
});
