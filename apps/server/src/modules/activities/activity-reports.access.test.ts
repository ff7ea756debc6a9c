import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { todayInParis } from '../../platform/clock';
import { typesOfOvertime } from '../reference/reference.tables';
import { serviceMembers, services } from '../services/services.tables';
import { users } from '../users/users.tables';
import { activityOvertimes, activityReports } from './activities.tables';
import { addActivity, projectIds, reportOf, userId } from './activity-reports.test-helpers';

/**
 * Who sees which report (issue 11): the owner, the validators of the owner (company-wide for hr, administrator and
 * accounting; the members of his services for a manager), nobody else, and never across companies. Then the list's
 * filters, ordering and paging, over the demo's reports and some of 2017.
 */
const ctx = useTestApp();
let alice: TestClient;
let bob: TestClient;
let manager: TestClient;
let aliceReport = 0;
beforeAll(async () => {
  alice = await ctx.as('alice');
  bob = await ctx.as('bob');
  manager = await ctx.as('manager');
  aliceReport = await reportOf(alice, '2017-01');
});

/** The owners of the service a manager manages, by his username. */
async function membersManagedBy(username: string): Promise<number[]> {
  const rows = await ctx.db
    .select({ id: serviceMembers.user_id })
    .from(serviceMembers)
    .innerJoin(services, eq(services.id, serviceMembers.service_id))
    .innerJoin(users, eq(users.id, services.manager_id))
    .where(eq(users.username, username));
  return rows.map((r) => r.id);
}

async function allOwners(client: TestClient, query = ''): Promise<number[]> {
  const res = await client.get(`/api/activity-report/?limit=1000${query}`);
  expect(res.status).toBe(200);
  return res.body.results.map((r: { owner: number }) => r.owner);
}

describe('who sees a report', () => {
  it('its owner and its validators; a colleague, a manager of another service, another company: 404', async () => {
    const url = `/api/activity-report/${aliceReport}/`;
    expect((await alice.get(url)).status).toBe(200);
    for (const name of ['manager', 'rh', 'compta', 'admin'])
      expect((await (await ctx.as(name)).get(url)).status).toBe(200);
    for (const name of ['bob', 'jmoreau', 'globex-admin', 'globex-user']) {
      const client = await ctx.as(name);
      expect((await client.get(url)).status).toBe(404);
      expect((await client.patch(url, { status: 'suspended' })).status).toBe(404);
      expect((await client.get(`/api/pdf/activity-report/${aliceReport}`)).status).toBe(404);
    }
  });

  it('answers 404 before validating the body of someone it hides', async () => {
    const res = await bob.patch(`/api/activity-report/${aliceReport}/`, { status: 'nonsense' });
    expect(res.status).toBe(404);
  });

  it("lists one's own by default for a collaborator, and only them", async () => {
    const me = await userId(ctx, 'alice');
    expect(new Set(await allOwners(alice))).toEqual(new Set([me]));
    expect(new Set(await allOwners(alice, '&owner=me'))).toEqual(new Set([me]));
    // Naming a colleague lists nothing rather than his reports.
    expect(await allOwners(alice, `&owner=${await userId(ctx, 'bob')}`)).toEqual([]);
  });

  it("lists a manager's service members only, and hr everybody's", async () => {
    const members = new Set(await membersManagedBy('manager'));
    const seen = await allOwners(manager);
    expect(seen.length).toBeGreaterThan(0);
    for (const owner of seen) expect(members.has(owner)).toBe(true);
    const conseil = new Set(await membersManagedBy('jmoreau'));
    const seenByMoreau = await allOwners(await ctx.as('jmoreau'));
    for (const owner of seenByMoreau) expect(conseil.has(owner)).toBe(true);
    const everybody = new Set(await allOwners(await ctx.as('rh')));
    for (const owner of [...members, ...conseil]) expect(everybody.has(owner)).toBe(true);
  });

  it("never lists another company's reports", async () => {
    const globex = await ctx.as('globex-admin');
    const owners = await allOwners(globex);
    const acme = await ctx.db.select({ id: users.id }).from(users).where(eq(users.username, 'alice'));
    expect(owners).not.toContain(acme[0]!.id);
  });
});

describe('the demo', () => {
  it('gives alice three sent months, one project in the previous one, and a draft of the current month', async () => {
    const today = todayInParis();
    const res = await alice.get('/api/activity-report/?owner=me&limit=100');
    const current = `${today.slice(0, 7)}-01`;
    const demo = res.body.results.filter((r: { date: string }) => r.date >= '2018-01-01');
    expect(demo.map((r: { status: string }) => r.status)).toEqual(
      expect.arrayContaining(['draft', expect.stringMatching(/accepted|submitted/)]),
    );
    expect(demo[0].date).toBe(current);
    expect(demo[0].status).toBe('draft');
    expect(demo.slice(1, 4).every((r: { status: string }) => ['accepted', 'submitted'].includes(r.status))).toBe(true);
    const previous = await alice.get(`/api/activity-report/${demo[1].id}/`);
    expect(new Set(previous.body.activities.map((a: { project: number }) => a.project)).size).toBe(1);
    expect(previous.body.total.workingDays).toBeGreaterThan(10);
    // Placed around her leaves: no day both worked and on leave.
    expect(previous.body.overlap_days).toBe(0);
  });

  it('has overtime somewhere, and reports on one to three projects', async () => {
    const [row] = await ctx.db.select({ id: activityOvertimes.id }).from(activityOvertimes).limit(1);
    expect(row).toBeDefined();
    const rh = await ctx.as('rh');
    const withOvertime = await rh.get('/api/activity-report/?has_overtime=true&limit=5');
    expect(withOvertime.body.count).toBeGreaterThan(0);
    expect(withOvertime.body.results.every((r: { has_overtime: boolean }) => r.has_overtime)).toBe(true);
  });
});

describe('the list', () => {
  let rh: TestClient;
  beforeAll(async () => {
    rh = await ctx.as('rh');
    // Alice's 2017: January (above) to April, February sent; March with overtime.
    const [project] = await projectIds(ctx, 'alice', 1);
    for (const month of ['2017-02', '2017-03', '2017-04']) await reportOf(alice, month);
    const [feb] = await ctx.db
      .select()
      .from(activityReports)
      .where(and(eq(activityReports.month, '2017-02-01'), eq(activityReports.owner_id, await userId(ctx, 'alice'))));
    await alice.patch(`/api/activity-report/${feb!.id}/`, { status: 'submitted' });
    const [march] = await ctx.db
      .select()
      .from(activityReports)
      .where(and(eq(activityReports.month, '2017-03-01'), eq(activityReports.owner_id, await userId(ctx, 'alice'))));
    const activity = await addActivity(ctx, march!.id, project!, {
      begin_date: '2017-03-01',
      begin_slice: 0,
      end_date: '2017-03-01',
      end_slice: 1,
    });
    const [type] = await ctx.db
      .select({ id: typesOfOvertime.id })
      .from(typesOfOvertime)
      .where(eq(typesOfOvertime.company_id, march!.company_id))
      .orderBy(asc(typesOfOvertime.rank))
      .limit(1);
    await ctx.db.insert(activityOvertimes).values({
      company_id: march!.company_id,
      activity_id: activity.id,
      user_id: march!.owner_id,
      type_of_overtime_id: type!.id,
      minutes: 90,
    });
    // Bob's January 2017, for the names filters.
    await reportOf(bob, '2017-01');
  });

  const dates = (res: { body: Record<string, any> }): string[] => res.body.results.map((r: { date: string }) => r.date);

  it('filters on year and month, newest first by default', async () => {
    const year = await rh.get(`/api/activity-report/?year=2017&owner=${await userId(ctx, 'alice')}`);
    expect(dates(year)).toEqual(['2017-04-01', '2017-03-01', '2017-02-01', '2017-01-01']);
    const month = await rh.get('/api/activity-report/?date=2017-01');
    expect(month.body.count).toBe(2);
    expect(dates(await rh.get('/api/activity-report/?year=2017&owner=me'))).toEqual([]);
  });

  it('filters on status, names, employee number, search and overtime', async () => {
    const alice2017 = `year=2017&owner=${await userId(ctx, 'alice')}`;
    expect(dates(await rh.get(`/api/activity-report/?${alice2017}&status=submitted`))).toEqual(['2017-02-01']);
    expect(dates(await rh.get(`/api/activity-report/?${alice2017}&has_overtime=true`))).toEqual(['2017-03-01']);
    expect((await rh.get(`/api/activity-report/?${alice2017}&has_overtime=false`)).body.count).toBe(3);
    const byName = await rh.get('/api/activity-report/?date=2017-01&names=durand');
    expect(byName.body.results.map((r: { owner_object: { last_name: string } }) => r.owner_object.last_name)).toEqual([
      'Durand',
    ]);
    expect((await rh.get('/api/activity-report/?date=2017-01&search=MARTIN')).body.count).toBe(1);
    const [bobRow] = await ctx.db.select().from(users).where(eq(users.username, 'bob'));
    const byNumber = await rh.get(`/api/activity-report/?date=2017-01&employee_number=${bobRow!.employee_number}`);
    expect(byNumber.body.results.map((r: { owner: number }) => r.owner)).toEqual([bobRow!.id]);
  });

  it('orders on the allowed fields and pages with a count of them all', async () => {
    const alice2017 = `year=2017&owner=${await userId(ctx, 'alice')}`;
    expect(dates(await rh.get(`/api/activity-report/?${alice2017}&ordering=date`))).toEqual([
      '2017-01-01',
      '2017-02-01',
      '2017-03-01',
      '2017-04-01',
    ]);
    const page = await rh.get(`/api/activity-report/?${alice2017}&limit=2&offset=1`);
    expect(page.body.count).toBe(4);
    expect(dates(page)).toEqual(['2017-03-01', '2017-02-01']);
    const byOwner = await rh.get('/api/activity-report/?date=2017-01&ordering=-owner');
    expect(byOwner.body.results.map((r: { owner_object: { last_name: string } }) => r.owner_object.last_name)).toEqual([
      'Martin',
      'Durand',
    ]);
    const bad = await rh.get('/api/activity-report/?ordering=password');
    expect(bad.status).toBe(400);
  });

  it('gives every row its live totals', async () => {
    const res = await rh.get(`/api/activity-report/?date=2017-03&owner=${await userId(ctx, 'alice')}`);
    expect(res.body.results[0].total).toEqual({
      workingDays: 1,
      leaveDays: 0,
      emptyDays: 22,
      notValidatedLeaveDays: 0,
    });
    expect(res.body.results[0].total_working_days).toBe(23);
    expect(res.body.results[0].has_overtime).toBe(true);
  });

  it('refuses a year before 2015 and a malformed month', async () => {
    expect((await rh.get('/api/activity-report/?year=2014')).status).toBe(400);
    expect((await rh.get('/api/activity-report/?date=2017-13')).status).toBe(400);
  });
});
