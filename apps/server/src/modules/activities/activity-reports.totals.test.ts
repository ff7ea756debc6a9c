import { ACTIVITY_MESSAGES } from '@staff/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { contracts } from '../contracts/contracts.tables';
import { leaves } from '../leaves/leaves.tables';
import { typeId } from '../leaves/leaves.test-helpers';
import { users } from '../users/users.tables';
import { addActivity, fillMonth, projectIds, reportOf, setSlices, userId } from './activity-reports.test-helpers';

/**
 * A report's figures (issue 11): the grid of 2 to 32 slices, the contract's cap frozen at creation (none, unlimited,
 * 18 days with or without overflow), the leaves that place themselves, and sending refused for excess days only.
 * March 2016 has 22 business days (Easter Monday is the 28th); months of 2016 and 2018 hold no demo report.
 */
const ctx = useTestApp();
let claire: TestClient;
let project = 0;
let acme = 0;
beforeAll(async () => {
  claire = await ctx.as('claire');
  project = (await projectIds(ctx, 'claire', 1))[0]!;
  const [row] = await ctx.db.select().from(users).where(eq(users.username, 'claire'));
  acme = row!.company_id!;
});

describe('slices per day', () => {
  // Two working days of a month of 2018 for each grid.
  const cases = [
    [2, '2018-01-10', '2018-01-11'],
    [4, '2018-02-13', '2018-02-14'],
    [8, '2018-03-13', '2018-03-14'],
    [16, '2018-04-10', '2018-04-11'],
    [32, '2018-05-15', '2018-05-16'],
  ] as const;
  for (const [slices, first, second] of cases) {
    it(`counts days of ${slices} slices: a whole day and one slice`, async () => {
      await setSlices(ctx, 'claire', slices);
      const id = await reportOf(claire, first.slice(0, 7));
      await addActivity(ctx, id, project, {
        begin_date: first,
        begin_slice: 0,
        end_date: first,
        end_slice: slices - 1,
      });
      await addActivity(ctx, id, project, { begin_date: second, begin_slice: 1, end_date: second, end_slice: 1 });
      const res = await claire.get(`/api/activity-report/${id}/`);
      expect(res.body.slices_per_day).toBe(slices);
      expect(res.body.total.workingDays).toBe(Math.round((1 + 1 / slices) * 100) / 100);
      expect(res.body.activities.map((a: { nb_slices: number }) => a.nb_slices)).toEqual([slices, 1]);
    });
  }

  it('freezes the grid at creation: a later preference does not change a report', async () => {
    await setSlices(ctx, 'claire', 4);
    const id = await reportOf(claire, '2018-06');
    await setSlices(ctx, 'claire', 2);
    expect((await claire.get(`/api/activity-report/${id}/`)).body.slices_per_day).toBe(4);
  });
});

describe("the contract's cap", () => {
  async function withContract(max: number | null, overflow: boolean) {
    const [contract] = await ctx.db
      .insert(contracts)
      .values({
        company_id: acme,
        title: `Test ${max} ${overflow}`,
        max_worked_days_per_month: max,
        can_overflow_max_worked_days: overflow,
      })
      .returning();
    await ctx.db.update(users).set({ contract_id: contract!.id }).where(eq(users.username, 'claire'));
    return contract!;
  }

  it('none (null): the business days are expected, nothing is in excess', async () => {
    await withContract(null, false);
    const id = await reportOf(claire, '2016-03');
    await fillMonth(ctx, id, project, '2016-03', 2);
    const res = await claire.get(`/api/activity-report/${id}/`);
    expect(res.body).toMatchObject({
      max_worked_days: null,
      total_working_days: 22,
      expected_days: 22,
      excess_days: 0,
    });
    expect((await claire.patch(`/api/activity-report/${id}/`, { status: 'submitted' })).status).toBe(200);
  });

  it('0 is unlimited', async () => {
    await withContract(0, false);
    const id = await reportOf(claire, '2016-04');
    await fillMonth(ctx, id, project, '2016-04', 2);
    const res = await claire.get(`/api/activity-report/${id}/`);
    expect(res.body).toMatchObject({ max_worked_days: 0, total_working_days: 21, excess_days: 0 });
    expect((await claire.post('/api/activity-report/send_mail_cra/', { report: id })).status).toBe(200);
  });

  it('18 with overflow: 18 expected, more may be sent', async () => {
    await withContract(18, true);
    const id = await reportOf(claire, '2016-05');
    await fillMonth(ctx, id, project, '2016-05', 2);
    const res = await claire.get(`/api/activity-report/${id}/`);
    expect(res.body).toMatchObject({ max_worked_days: 18, can_overflow_max_worked_days: true, total_working_days: 18 });
    expect(res.body.excess_days).toBe(0);
    expect((await claire.patch(`/api/activity-report/${id}/`, { status: 'submitted' })).status).toBe(200);
  });

  it('18 without overflow: sending 20 days is refused with "too many days filled, 2 in excess", 18 are sent', async () => {
    await withContract(18, false);
    // June 2016: 22 business days; 20 filled.
    const id = await reportOf(claire, '2016-06');
    await addActivity(ctx, id, project, {
      begin_date: '2016-06-01',
      begin_slice: 0,
      end_date: '2016-06-28',
      end_slice: 1,
    });
    const detail = await claire.get(`/api/activity-report/${id}/`);
    expect(detail.body).toMatchObject({ total_working_days: 18, excess_days: 2 });
    expect(detail.body.total.workingDays).toBe(20);
    for (const send of [
      () => claire.patch(`/api/activity-report/${id}/`, { status: 'submitted' }),
      () => claire.post('/api/activity-report/send_mail_cra/', { report: id, mark: 3 }),
    ]) {
      const res = await send();
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('activity.excessDays');
      expect(res.body.detail).toBe(ACTIVITY_MESSAGES.excessDays.replace('{count}', '2'));
    }
    const month = await reportOf(claire, '2016-07');
    // July 2016: 18 days from the 1st to the 27th (the 14th is a holiday).
    await addActivity(ctx, month, project, {
      begin_date: '2016-07-01',
      begin_slice: 0,
      end_date: '2016-07-27',
      end_slice: 1,
    });
    const july = await claire.get(`/api/activity-report/${month}/`);
    expect(july.body.total.workingDays).toBe(18);
    expect((await claire.patch(`/api/activity-report/${month}/`, { status: 'submitted' })).status).toBe(200);
  });

  it('is frozen at creation: a new contract changes the reports made afterwards only', async () => {
    await withContract(18, false);
    const before = await reportOf(claire, '2016-08');
    await withContract(null, true);
    const after = await reportOf(claire, '2016-09');
    expect((await claire.get(`/api/activity-report/${before}/`)).body.max_worked_days).toBe(18);
    expect((await claire.get(`/api/activity-report/${after}/`)).body.max_worked_days).toBeNull();
  });
});

describe('leaves in a report', () => {
  it('places accepted leaves as leave days, submitted ones as not validated, and counts overlaps', async () => {
    await setSlices(ctx, 'claire', 2);
    const owner = await userId(ctx, 'claire');
    const type = await typeId(ctx, 'Congés payés');
    const leave = (begin: string, end: string, status: 'accepted' | 'submitted' | 'draft', endPeriod = 'PM') => ({
      company_id: acme,
      owner_id: owner,
      begin_date: begin,
      begin_period: 'AM' as const,
      end_date: end,
      end_period: endPeriod as 'AM' | 'PM',
      half_days: 2,
      type_of_leave_id: type,
      status,
    });
    await ctx.db
      .insert(leaves)
      .values([
        leave('2016-10-03', '2016-10-04', 'accepted'),
        leave('2016-10-05', '2016-10-05', 'accepted', 'AM'),
        leave('2016-10-10', '2016-10-10', 'submitted'),
        leave('2016-10-17', '2016-10-17', 'draft'),
      ]);
    const id = await reportOf(claire, '2016-10');
    // Worked on the 4th (on leave: an overlap, as after a leave accepted late) and the 5th afternoon.
    await addActivity(ctx, id, project, {
      begin_date: '2016-10-04',
      begin_slice: 0,
      end_date: '2016-10-05',
      end_slice: 1,
    });
    const res = await claire.get(`/api/activity-report/${id}/`);
    expect(res.body.leaves.map((l: { begin_date: string; status: string }) => [l.begin_date, l.status])).toEqual([
      ['2016-10-03', 'accepted'],
      ['2016-10-05', 'accepted'],
      ['2016-10-10', 'submitted'],
    ]);
    expect(res.body.leaves[0].type_name).toBe('Congés payés');
    // October 2016: 21 business days; 2 worked, 2.5 on leave of which 1.5 overlap, 1 not validated: 4 covered.
    expect(res.body.total).toEqual({ workingDays: 2, leaveDays: 2.5, notValidatedLeaveDays: 1, emptyDays: 17 });
    expect(res.body.overlap_days).toBe(1.5);
  });
});
