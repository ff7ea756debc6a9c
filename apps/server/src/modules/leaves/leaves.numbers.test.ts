import { acquiredDays, addDays, type LeaveStatus, referencePeriod } from '@staff/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { todayInParis } from '../../platform/clock';
import { typesOfLeave } from '../reference/reference.tables';
import { leaves } from './leaves.tables';
import { futureMonday, span, typeId, userId } from './leaves.test-helpers';

/** Issue 8, "Numbers that agree": the recap, the yearly totals, the balances and what the calendar's hover shows. */
const ctx = useTestApp();
const today = todayInParis();
const thisYear = Number(today.slice(0, 4));

let HUGO = 0;
let PAID = 0;

/** One of Hugo's leaves, written as it is: the balance reads only its type, begin, status and days. */
async function hugoLeave(begin: string, status: LeaveStatus, days: number, type = PAID) {
  await ctx.db.insert(leaves).values({
    company_id: 1,
    owner_id: HUGO,
    begin_date: begin,
    end_date: begin,
    half_days: days * 2,
    type_of_leave_id: type,
    status,
  });
}

beforeAll(async () => {
  HUGO = await userId(ctx, 'hleroy');
  PAID = await typeId(ctx, 'Congés payés');
  // Hugo starts from no leaves at all: every figure below is his.
  await ctx.db.delete(leaves).where(eq(leaves.owner_id, HUGO));
});

describe('the yearly totals and the recap', () => {
  it('count a request just sent, future ones included, in the year it begins', async () => {
    const alice = await ctx.as('alice');
    const monday = futureMonday(3);
    const year = Number(monday.slice(0, 4));
    const before = (await alice.get(`/api/leave/totals/?owner=me&for_year=${year}`)).body;
    const sent = await alice.post('/api/leave/', {
      ...span(monday, addDays(monday, 1)),
      type_of_leave: PAID,
      status: 'submitted',
    });
    expect(sent.status).toBe(201);
    const after = (await alice.get(`/api/leave/totals/?owner=me&for_year=${year}`)).body;
    expect(after).toEqual({ ...before, submitted: before.submitted + sent.body.number_of_days });
  });

  it('reach next year: a January request counts there, and the years offered include it', async () => {
    await hugoLeave(`${thisYear + 1}-01-12`, 'submitted', 2);
    const hugo = await ctx.as('hleroy');
    const next = await hugo.get(`/api/leave/totals/?owner=me&for_year=${thisYear + 1}`);
    expect(next.body).toEqual({ draft: 0, submitted: 2, accepted: 0, refused: 0 });
    const years = await hugo.get('/api/leave/years/?owner=me');
    expect(years.status).toBe(200);
    expect(years.body.last).toBe(thisYear + 1);
  });

  it('count a leave across New Year once, in the year it begins', async () => {
    const begin = `${thisYear + 2}-12-30`;
    await ctx.db.insert(leaves).values({
      company_id: 1,
      owner_id: HUGO,
      begin_date: begin,
      end_date: `${thisYear + 3}-01-05`,
      half_days: 8,
      type_of_leave_id: PAID,
      status: 'accepted',
    });
    const hugo = await ctx.as('hleroy');
    const total = async (year: number) =>
      (await hugo.get(`/api/leave/totals/?owner=me&for_year=${year}`)).body.accepted;
    expect([await total(thisYear + 2), await total(thisYear + 3)]).toEqual([4, 0]);
    expect((await hugo.get('/api/leave/years/?owner=me')).body.last).toBe(thisYear + 2);
  });

  it('offer no year when the filters select no leave, whatever for_year says', async () => {
    const unpaid = await typeId(ctx, 'Congé sans solde');
    const rh = await ctx.as('rh');
    const years = await rh.get(`/api/leave/years/?owner=${HUGO}&type_of_leave=${unpaid}&for_year=1990`);
    expect(years.body).toEqual({ first: null, last: null });
  });
});

describe('the balance of paid leave, N-1 and N', () => {
  it('reads acquired, taken, planned, pending and remaining from a known set of leaves', async () => {
    const [type] = await ctx.db.select().from(typesOfLeave).where(eq(typesOfLeave.id, PAID));
    const current = referencePeriod(type!, today);
    const next = referencePeriod(type!, addDays(current.end, 1));
    const tomorrow = addDays(today, 1);
    await ctx.db.delete(leaves).where(eq(leaves.owner_id, HUGO));
    // Begun this period (taken), one to come in it unless today is its last day, asked for in the next one.
    await hugoLeave(current.start, 'accepted', 3);
    if (tomorrow <= current.end) await hugoLeave(current.end, 'accepted', 2);
    await hugoLeave(addDays(next.start, 14), 'submitted', 1.5);
    // Neither a draft nor a refusal counts; nor a leave of the period before (N-2's days).
    await hugoLeave(addDays(current.start, 1), 'draft', 4);
    await hugoLeave(addDays(current.start, 2), 'refused', 5);
    await hugoLeave(addDays(current.start, -10), 'accepted', 7);

    const res = await (await ctx.as('hleroy')).get('/api/leave/balance/');
    expect(res.status).toBe(200);
    const paid = res.body.filter((row: { type_of_leave: number }) => row.type_of_leave === PAID);
    const planned = tomorrow <= current.end ? 2 : 0;
    expect(paid).toEqual([
      {
        type_of_leave: PAID,
        name: 'Congés payés',
        kind: 'previous',
        period: referencePeriod(type!, addDays(current.start, -1)),
        quota: 25,
        acquired: 25,
        taken: 3,
        planned,
        pending: 0,
        remaining: 22 - planned,
      },
      expect.objectContaining({
        kind: 'current',
        period: current,
        quota: 25,
        acquired: acquiredDays(25, current, { hiring_date: '2019-09-02', departure_date: null }, today),
        taken: 0,
        planned: 0,
        pending: 1.5,
      }),
    ]);
    // RTT keeps one row over the civil year, its quota at once.
    const rtt = res.body.find((row: { name: string }) => row.name === 'RTT');
    expect(rtt).toMatchObject({ kind: 'quota', quota: 10, acquired: 10, period: { start: `${thisYear}-01-01` } });
  });
});

describe('what the calendar shows on hover', () => {
  it('keeps a confidential type masked and says who may open the leave', async () => {
    const alice = await userId(ctx, 'alice');
    const monday = futureMonday(40);
    const [sick] = await ctx.db
      .insert(leaves)
      .values({
        company_id: 1,
        owner_id: alice,
        begin_date: monday,
        end_date: monday,
        half_days: 2,
        type_of_leave_id: await typeId(ctx, 'Maladie'),
        status: 'accepted',
      })
      .returning();
    const calendar = `/api/leave/?begin_date=${monday}&end_date=${monday}&status=submitted,accepted&limit=1000`;
    const seen = async (username: string) =>
      ((await (await ctx.as(username)).get(calendar)).body.results as { id: number }[]).find((l) => l.id === sick!.id);
    // A colleague sees that Alice is away, not why, and cannot open it (GET leave/{id} answers 404 to them).
    expect(await seen('bob')).toMatchObject({ type: null, type_of_leave: null, viewable: false });
    expect((await (await ctx.as('bob')).get(`/api/leave/${sick!.id}/`)).status).toBe(404);
    // Alice and her manager see the type and may open it.
    expect(await seen('alice')).toMatchObject({ type: { value: 'Maladie' }, viewable: true });
    expect(await seen('manager')).toMatchObject({ type: { value: 'Maladie' }, viewable: true });
  });
});

describe('the demo, built around the day it is seeded', () => {
  it('gives every validator requests waiting for them', async () => {
    for (const username of ['manager', 'jmoreau', 'sgirard', 'rh']) {
      const res = await (await ctx.as(username)).get('/api/leave/?managed=true&status=submitted&limit=1');
      expect(res.body.count, username).toBeGreaterThan(0);
    }
  });

  it('shows holidays already granted in the coming weeks', async () => {
    const res = await (await ctx.as('rh')).get(
      `/api/leave/?status=accepted&begin_date=${addDays(today, 1)}&end_date=${addDays(today, 42)}&limit=1000`,
    );
    const owners = new Set((res.body.results as { owner: number; begin_date: string }[]).map((l) => l.owner));
    expect(owners.size).toBeGreaterThanOrEqual(5);
  });

  it('spans the last twelve months and the coming six, whatever the day', async () => {
    const rh = await ctx.as('rh');
    const count = async (from: string, to: string) =>
      (await rh.get(`/api/leave/?status=accepted,submitted&begin_date=${from}&end_date=${to}&limit=1`)).body.count;
    expect(await count(addDays(today, -365), addDays(today, -300))).toBeGreaterThan(0);
    expect(await count(addDays(today, 60), addDays(today, 190))).toBeGreaterThan(0);
  });
});
