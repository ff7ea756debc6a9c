import { addDays } from '@staff/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { countStatements } from '../../../test/statements';
import { activityOvertimes } from '../activities/activities.tables';
import { addActivity, fillMonth, projectIds, reportOf } from '../activities/activity-reports.test-helpers';
import { addReceipt, claimOf } from '../expenses/expense-claims.test-helpers';
import { futureMonday, span, typeId, userId } from '../leaves/leaves.test-helpers';
import { customerProject, setMissionOrdersFlag } from '../mission-orders/mission-orders.test-helpers';
import { typesOfOvertime } from '../reference/reference.tables';

/**
 * GET /api/validation_inbox/: everything waiting for the caller, every module at once (issue 25). Alice (Développement,
 * managed by "manager") sends a leave, the report and the claim of a month, and asks a mission order of "manager";
 * each validator's inbox is read whole and the items found by kind and id (the demo data holds others).
 */
const ctx = useTestApp();

type Item = {
  kind: string;
  id: number;
  step: string;
  owner: { id: number; first_name: string };
  begin: string;
  end: string;
  waiting_since: string;
  days: number | null;
  overtime_minutes: number | null;
  total: number | null;
  actions: string[];
};

const MONTH = '2016-05';
let alice: TestClient;
let sent: Record<'leave' | 'activity_report' | 'expense_claim' | 'mission_order', number>;

async function inboxOf(name: string): Promise<{ count: number; by_kind: Record<string, number>; results: Item[] }> {
  const res = await (await ctx.as(name)).get('/api/validation_inbox/?limit=1000');
  expect(res.status).toBe(200);
  return res.body as { count: number; by_kind: Record<string, number>; results: Item[] };
}
const find = (items: Item[], kind: string, id: number) => items.find((i) => i.kind === kind && i.id === id);
const ofAlice = (items: Item[]) =>
  (['leave', 'activity_report', 'expense_claim', 'mission_order'] as const).filter((kind) =>
    find(items, kind, sent[kind]),
  );

beforeAll(async () => {
  alice = await ctx.as('alice');
  const monday = futureMonday(70);
  const leave = await alice.post('/api/leave/', {
    ...span(monday, addDays(monday, 2)),
    type_of_leave: await typeId(ctx, 'Congés payés'),
    status: 'submitted',
  });
  expect(leave.status).toBe(201);

  const report = await reportOf(alice, MONTH);
  const [project] = await projectIds(ctx, 'alice', 1);
  const activity = await fillMonth(ctx, report, project!, MONTH, 2);
  const [overtime] = await ctx.db
    .select()
    .from(typesOfOvertime)
    .where(eq(typesOfOvertime.company_id, activity.company_id));
  await ctx.db.insert(activityOvertimes).values({
    company_id: activity.company_id,
    activity_id: activity.id,
    user_id: await userId(ctx, 'alice'),
    type_of_overtime_id: overtime!.id,
    minutes: 195,
  });
  expect((await alice.patch(`/api/activity-report/${report}/`, { status: 'submitted' })).status).toBe(200);

  const claim = await claimOf(alice, MONTH);
  await addReceipt(ctx, claim, 12_345);
  expect((await alice.patch(`/api/expense-claim/${claim}/`, { status: 'submitted' })).status).toBe(200);

  // A travel request of alice, naming her manager (the mission orders' own tests check its fields).
  const { customer, project: missionProject } = await customerProject(ctx);
  const mission = { mission_object: 'Visite client', role: 'Consultante', contact_name: 'Standard' };
  const order = await alice.post('/api/mission-order/travel/', {
    ...mission,
    customer,
    project: missionProject,
    begin_date: '2027-01-11',
    end_date: '2027-01-12',
    public_transport: true,
    current_manager: await userId(ctx, 'manager'),
  });
  expect(order.status).toBe(201);
  sent = { leave: leave.body.id, activity_report: report, expense_claim: claim, mission_order: order.body.id };
});

describe('the validation inbox', () => {
  it("lists alice's leave, report, claim and asked mission order for her manager, with the figure of each", async () => {
    const { results } = await inboxOf('manager');
    const alice_ = { first_name: 'Alice' };
    expect(find(results, 'leave', sent.leave)).toMatchObject({
      step: 'decide',
      owner: alice_,
      days: 3,
      total: null,
      actions: ['validate', 'refuse', 'unsubmit'],
    });
    expect(find(results, 'activity_report', sent.activity_report)).toMatchObject({
      step: 'decide',
      begin: '2016-05-01',
      end: '2016-05-31',
      // May 2016: 22 weekdays, less Ascension (5th), Whit Monday (16th) and the 1st and 8th on a Sunday.
      days: 20,
      overtime_minutes: 195,
      actions: ['unlock', 'validate', 'refuse'],
    });
    expect(find(results, 'expense_claim', sent.expense_claim)).toMatchObject({
      step: 'decide',
      total: 123.45,
      days: null,
      actions: ['accept', 'unlock', 'pay', 'refuse'],
    });
    expect(find(results, 'mission_order', sent.mission_order)).toMatchObject({
      step: 'complete',
      begin: '2027-01-11',
      end: '2027-01-12',
      actions: ['submit', 'redraft'],
    });
  });

  it('lists them oldest first, and its counts are the length of the whole list and of each kind (the badges)', async () => {
    for (const name of ['manager', 'compta', 'rh', 'admin']) {
      const { count, by_kind, results } = await inboxOf(name);
      expect(results).toHaveLength(count);
      for (const [kind, n] of Object.entries(by_kind)) expect(results.filter((i) => i.kind === kind)).toHaveLength(n);
      const since = results.map((i) => i.waiting_since);
      expect(since).toEqual([...since].sort());
    }
    const manager = await ctx.as('manager');
    const all = (await inboxOf('manager')).results;
    const page = await manager.get('/api/validation_inbox/?limit=2&offset=1');
    expect(page.body.results).toEqual(all.slice(1, 3));
  });

  it('holds for each validator what their role decides on, never their own, and nothing of another company', async () => {
    // hr, accounting and the administrator decide on everybody's sent documents; the mission order names "manager".
    for (const name of ['rh', 'compta', 'admin']) {
      expect(ofAlice((await inboxOf(name)).results)).toEqual(['leave', 'activity_report', 'expense_claim']);
    }
    // jmoreau manages another service; globex-admin is of another company.
    expect(ofAlice((await inboxOf('jmoreau')).results)).toEqual([]);
    expect(ofAlice((await inboxOf('globex-admin')).results)).toEqual([]);
    const aliceId = await userId(ctx, 'alice');
    for (const name of ['manager', 'rh', 'compta', 'admin', 'globex-admin']) {
      const own = await userId(ctx, name);
      const { results } = await inboxOf(name);
      expect(results.every((i) => i.owner.id !== own)).toBe(true);
      if (name === 'globex-admin') expect(results.every((i) => i.owner.id !== aliceId)).toBe(true);
    }
  });

  it('is refused to those who decide on nothing, and asks to sign in', async () => {
    expect((await ctx.client().get('/api/validation_inbox/')).status).toBe(401);
    for (const name of ['alice', 'assistant']) {
      expect((await (await ctx.as(name)).get('/api/validation_inbox/')).status).toBe(403);
    }
    expect((await (await ctx.as('manager')).get('/api/validation_inbox/?limit=1001')).status).toBe(400);
  });

  it('gives accounting the accepted claim to pay, and no one once it is paid', async () => {
    const manager = await ctx.as('manager');
    expect((await manager.patch(`/api/expense-claim/${sent.expense_claim}/`, { status: 'accepted' })).status).toBe(200);
    expect(find((await inboxOf('manager')).results, 'expense_claim', sent.expense_claim)).toBeUndefined();
    expect(find((await inboxOf('compta')).results, 'expense_claim', sent.expense_claim)).toMatchObject({
      step: 'pay',
      actions: ['unlock', 'pay', 'refuse'],
    });
    const compta = await ctx.as('compta');
    expect((await compta.patch(`/api/expense-claim/${sent.expense_claim}/`, { status: 'payed' })).status).toBe(200);
    expect(find((await inboxOf('compta')).results, 'expense_claim', sent.expense_claim)).toBeUndefined();
  });

  it('runs the same number of statements with one waiting report and with many (no query per row)', async () => {
    const manager = await ctx.as('manager');
    const counter = countStatements(ctx.db);
    const measure = () => counter.count(() => manager.get('/api/validation_inbox/?limit=1000'));
    const before = await measure();
    const bob = await ctx.as('bob');
    const [project] = await projectIds(ctx, 'bob', 1);
    for (const month of ['2016-06', '2016-07', '2016-08']) {
      const report = await reportOf(bob, month);
      await addActivity(ctx, report, project!, {
        begin_date: `${month}-01`,
        begin_slice: 0,
        end_date: `${month}-01`,
        end_slice: 1,
      });
      expect((await bob.patch(`/api/activity-report/${report}/`, { status: 'submitted' })).status).toBe(200);
    }
    expect(await measure()).toBe(before);
  });

  it("leaves out a module the company does not use, as that module's own routes do", async () => {
    await setMissionOrdersFlag(ctx, 'manager', false);
    try {
      expect(ofAlice((await inboxOf('manager')).results)).toEqual(['leave', 'activity_report']);
    } finally {
      await setMissionOrdersFlag(ctx, 'manager', true);
    }
  });
});
