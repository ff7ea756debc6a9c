import { addDays, dayOfWeek, monthBounds } from '@staff/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { fieldErrorBody } from '../../../test/expectations';
import { userId } from '../leaves/leaves.test-helpers';
import { projects } from '../projects/projects.tables';
import { typesOfLeave } from '../reference/reference.tables';
import { activities, activityReports } from './activities.tables';
import {
  activity,
  companyOf,
  days,
  insertLeave,
  makeReport,
  msg,
  overtimeTypeId,
  projectId,
  reportLeaveType,
} from './activities.test-helpers';

const ctx = useTestApp();
let alice: TestClient;
let refonte: number;

// Each test its own month of alice's (2016 and 2017: no demo data there), so that tests never share a report.
let monthIndex = 0;
const nextMonth = () => {
  const n = monthIndex++;
  return `${2016 + Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}-01`;
};

beforeAll(async () => {
  alice = await ctx.as('alice');
  refonte = await projectId(ctx, 'Refonte espace client');
});

describe('POST activity/', () => {
  it('places an activity, answers its pieces with project, customer and days, and marks the project used', async () => {
    const month = nextMonth();
    const report = await makeReport(ctx, 'alice', month);
    const [d0, d1] = days(month);
    const res = await alice.post(
      '/api/activity/',
      activity(report, refonte, [d0!, 0], [d1!, 1], { description: 'Dev' }),
    );
    expect(res.status).toBe(201);
    expect(res.body.count).toBe(1);
    expect(res.body.results[0]).toMatchObject({
      report,
      project: refonte,
      begin_date: d0,
      begin_slice: 0,
      end_date: d1,
      end_slice: 1,
      nb_slices: 4,
      nb_days: 2,
      description: 'Dev',
      overtime: [],
      project_object: { id: refonte, name: 'Refonte espace client', customer_name: expect.any(String) },
    });
    const [project] = await ctx.db.select().from(projects).where(eq(projects.id, refonte));
    expect(project!.last_used_date).not.toBeNull();
    const list = await alice.get(`/api/activity/?report=${report}`);
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(1);
    // The save's answer is built from what it wrote: the same as reading it back.
    expect(list.body.results).toEqual(res.body.results);
  });

  it.each([2, 4, 8, 16, 32])('works on a grid of %i slices per day', async (slices) => {
    const month = nextMonth();
    const report = await makeReport(ctx, 'alice', month, { slices });
    const [d0] = days(month);
    const res = await alice.post('/api/activity/', activity(report, refonte, [d0!, 1], [d0!, slices - 1]));
    expect(res.status).toBe(201);
    expect(res.body.results[0]).toMatchObject({
      nb_slices: slices - 1,
      nb_days: Math.round(((slices - 1) / slices) * 100) / 100,
    });
    // The slice before is still free; a slice past the grid does not exist.
    const first = await alice.post('/api/activity/', activity(report, refonte, [d0!, 0], [d0!, 0]));
    expect(first.status).toBe(201);
    // In date and slice order; limit and offset page the answer, the count is the report's.
    const page = await alice.get(`/api/activity/?report=${report}&limit=1&offset=1`);
    expect(page.body).toMatchObject({ count: 2, results: [{ begin_slice: 1 }] });
    expect(page.body.results).toHaveLength(1);
    const past = await alice.post('/api/activity/', activity(report, refonte, [d0!, 0], [d0!, slices]));
    expect(past.status).toBe(400);
    // 32 is past every grid: the schema refuses it before the report's grid is read.
    if (slices < 32)
      expect(past.body.fields.end_slice).toEqual([`This slice does not exist in a day of ${slices} slices.`]);
    else expect(past.body.fields).toHaveProperty('end_slice');
  });

  it('is split around a leave, and refused with the spec message on a day of leave only', async () => {
    const month = nextMonth();
    const report = await makeReport(ctx, 'alice', month);
    const [d0, d1, d2] = days(month);
    await insertLeave(ctx, 'alice', { begin_date: d1!, end_date: d1!, begin_period: 'PM', end_period: 'PM' });
    const res = await alice.post('/api/activity/', activity(report, refonte, [d0!, 0], [d2!, 1]));
    expect(res.status).toBe(201);
    expect(res.body.results.map((a: any) => [a.begin_date, a.begin_slice, a.end_date, a.end_slice])).toEqual([
      [d0, 0, d1, 0],
      [d2, 0, d2, 1],
    ]);
    const absent = await alice.post('/api/activity/', activity(report, refonte, [d1!, 1], [d1!, 1]));
    expect(absent.status).toBe(400);
    expect(absent.body).toMatchObject(fieldErrorBody('begin_date', msg('absent')));
  });

  it('refuses afternoon-to-morning on one day, out of month, weekend only, no project, slices full', async () => {
    const month = nextMonth();
    const report = await makeReport(ctx, 'alice', month);
    const [d0] = days(month);
    const backwards = await alice.post('/api/activity/', activity(report, refonte, [d0!, 1], [d0!, 0]));
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject(fieldErrorBody('end_slice', msg('beginAfterEnd')));

    const { last } = monthBounds(month);
    const out = await alice.post('/api/activity/', activity(report, refonte, [d0!, 0], [addDays(last, 1), 1]));
    expect(out.status).toBe(400);
    expect(out.body).toMatchObject(fieldErrorBody('begin_date', msg('outOfMonth')));

    let saturday = month;
    while (dayOfWeek(saturday) !== 6) saturday = addDays(saturday, 1);
    const weekend = await alice.post(
      '/api/activity/',
      activity(report, refonte, [saturday, 0], [addDays(saturday, 1), 1]),
    );
    expect(weekend.status).toBe(400);
    expect(weekend.body).toMatchObject(fieldErrorBody('begin_date', msg('noWorkingDay')));

    const { project: _none, ...noProject } = activity(report, refonte, [d0!, 0], [d0!, 1]);
    const unnamed = await alice.post('/api/activity/', noProject);
    expect(unnamed.status).toBe(400);
    expect(unnamed.body).toMatchObject(fieldErrorBody('project', msg('projectRequired')));

    expect((await alice.post('/api/activity/', activity(report, refonte, [d0!, 0], [d0!, 1]))).status).toBe(201);
    const full = await alice.post('/api/activity/', activity(report, refonte, [d0!, 0], [d0!, 1]));
    expect(full.status).toBe(400);
    expect(full.body).toMatchObject(fieldErrorBody('begin_slice', msg('slicesFull')));
  });

  it('creates a private project from a new name, then reuses it whatever the accents and case', async () => {
    const month = nextMonth();
    const report = await makeReport(ctx, 'alice', month);
    const [d0, d1] = days(month);
    const { project: _p, ...span0 } = activity(report, 0, [d0!, 0], [d0!, 1]);
    const { project: _q, ...span1 } = activity(report, 0, [d1!, 0], [d1!, 1]);
    const created = await alice.post('/api/activity/', { ...span0, project_name: 'Veille Réseaux' });
    expect(created.status).toBe(201);
    const id = created.body.results[0].project;
    const [row] = await ctx.db.select().from(projects).where(eq(projects.id, id));
    expect(row).toMatchObject({ visibility: 'private', color: '#449dd1', name: 'Veille Réseaux' });
    const reused = await alice.post('/api/activity/', { ...span1, project_name: 'veille reseaux' });
    expect(reused.status).toBe(201);
    expect(reused.body.results[0].project).toBe(id);
  });

  it('refuses a project the picker does not offer (inactive, another company)', async () => {
    const month = nextMonth();
    const report = await makeReport(ctx, 'alice', month);
    const [d0] = days(month);
    const acme = await companyOf(ctx, 'alice');
    const [closed] = await ctx.db
      .insert(projects)
      .values({ company_id: acme, name: 'Projet clos', color: '#6d071a', actif: false })
      .returning();
    const globex = await companyOf(ctx, 'globex-user');
    const [foreign] = await ctx.db
      .insert(projects)
      .values({ company_id: globex, name: 'Projet Globex', color: '#6d071a' })
      .returning();
    for (const id of [closed!.id, foreign!.id]) {
      const res = await alice.post('/api/activity/', activity(report, id, [d0!, 0], [d0!, 1]));
      expect(res.status).toBe(400);
      expect(res.body.fields).toHaveProperty('project');
    }
  });
});

describe('PUT and DELETE activity/{id}/', () => {
  it('re-places an activity on its own slots, keeps its id, replaces its overtime; deletes it', async () => {
    const month = nextMonth();
    const report = await makeReport(ctx, 'alice', month);
    const [d0, d1] = days(month);
    const type = await overtimeTypeId(ctx, 'alice');
    const body = activity(report, refonte, [d0!, 0], [d0!, 1], {
      overtime: [{ type_of_overtime: type, hours_overtime: 1, minutes_overtime: 46 }],
    });
    const created = await alice.post('/api/activity/', body);
    expect(created.status).toBe(201);
    // 46 minutes go to the next hour (spec/1 §5).
    expect(created.body.results[0].overtime[0]).toMatchObject({ hours_overtime: 2, minutes_overtime: 0 });
    expect((await alice.get(`/api/activity/?report=${report}`)).body.results).toEqual(created.body.results);
    const id = created.body.results[0].id;
    const moved = await alice.put(`/api/activity/${id}/`, { ...body, end_date: d1, overtime: [] });
    expect(moved.status).toBe(200);
    expect(moved.body.results).toHaveLength(1);
    expect(moved.body.results[0]).toMatchObject({ id, end_date: d1, nb_slices: 4, overtime: [] });
    expect((await alice.delete(`/api/activity/${id}/`)).status).toBe(204);
    expect((await alice.get(`/api/activity/?report=${report}`)).body.count).toBe(0);
  });
});

describe('who may change activities', () => {
  it('answers 409 on a submitted report, 404 for a colleague, 403 for the validator, 404 across companies', async () => {
    const month = nextMonth();
    const [d0] = days(month);
    const sent = await makeReport(ctx, 'alice', month, { status: 'submitted' });
    const res = await alice.post('/api/activity/', activity(sent, refonte, [d0!, 0], [d0!, 1]));
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(msg('notEditable'));

    const bobs = await makeReport(ctx, 'bob', month);
    const bob = await ctx.as('bob');
    const placed = await bob.post('/api/activity/', activity(bobs, refonte, [d0!, 0], [d0!, 1]));
    expect(placed.status).toBe(201);
    const bobActivity = placed.body.results[0].id;
    expect((await alice.post('/api/activity/', activity(bobs, refonte, [d0!, 0], [d0!, 1]))).status).toBe(404);
    expect((await alice.get(`/api/activity/?report=${bobs}`)).status).toBe(404);
    expect((await alice.put(`/api/activity/${bobActivity}/`, { nonsense: true })).status).toBe(404);
    expect((await alice.delete(`/api/activity/${bobActivity}/`)).status).toBe(404);

    const manager = await ctx.as('manager');
    expect((await manager.get(`/api/activity/?report=${bobs}`)).status).toBe(200);
    expect((await manager.delete(`/api/activity/${bobActivity}/`)).status).toBe(403);

    const globexUser = await ctx.as('globex-user');
    expect((await globexUser.get(`/api/activity/?report=${bobs}`)).status).toBe(404);
    expect((await globexUser.delete(`/api/activity/${bobActivity}/`)).status).toBe(404);
    const globexReport = await makeReport(ctx, 'globex-user', month);
    expect((await alice.post('/api/activity/', activity(globexReport, refonte, [d0!, 0], [d0!, 1]))).status).toBe(404);
    expect((await alice.post(`/api/activity-report/${globexReport}/fill/`)).status).toBe(404);
  });

  it('places 20 racing POSTs on the same slots once', async () => {
    const month = nextMonth();
    const report = await makeReport(ctx, 'alice', month);
    const [d0] = days(month);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => alice.post('/api/activity/', activity(report, refonte, [d0!, 0], [d0!, 1]))),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 400).every((r) => r.body.detail === msg('slicesFull'))).toBe(true);
    const rows = await ctx.db.select().from(activities).where(eq(activities.report_id, report));
    expect(rows).toHaveLength(1);
  });
});

describe('POST activity-report/{id}/day/', () => {
  it('replaces a day when every slice is given once, cutting an activity that ran over it', async () => {
    const month = nextMonth();
    const report = await makeReport(ctx, 'alice', month, { slices: 4 });
    const [d0, d1, d2] = days(month);
    const api = await projectId(ctx, 'Formation interne');
    await alice.post('/api/activity/', activity(report, refonte, [d0!, 0], [d2!, 3]));
    const res = await alice.post(`/api/activity-report/${report}/day/`, {
      date: d1,
      activities: [
        { project: api, begin_slice: 0, end_slice: 1 },
        { project: refonte, begin_slice: 2, end_slice: 3, description: 'Revue' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(2);
    const all = (await alice.get(`/api/activity/?report=${report}`)).body.results;
    expect(all.map((a: any) => [a.begin_date, a.begin_slice, a.end_date, a.end_slice, a.project])).toEqual([
      [d0, 0, d0, 3, refonte],
      [d1, 0, d1, 1, api],
      [d1, 2, d1, 3, refonte],
      [d2, 0, d2, 3, refonte],
    ]);
  });

  it('refuses an incomplete day, a slice given twice, and more activities than slices', async () => {
    const month = nextMonth();
    const report = await makeReport(ctx, 'alice', month, { slices: 2 });
    const [d0] = days(month);
    const one = (b: number, e: number) => ({ project: refonte, begin_slice: b, end_slice: e });
    const incomplete = await alice.post(`/api/activity-report/${report}/day/`, { date: d0, activities: [one(0, 0)] });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.detail).toBe(msg('dayIncomplete'));
    const twice = await alice.post(`/api/activity-report/${report}/day/`, {
      date: d0,
      activities: [one(0, 1), one(1, 1)],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.detail).toBe(msg('dayIncomplete'));
    const tooMany = await alice.post(`/api/activity-report/${report}/day/`, {
      date: d0,
      activities: [one(0, 0), one(1, 1), one(1, 1)],
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.detail).toBe(msg('slicesFull'));
    expect((await alice.get(`/api/activity/?report=${report}`)).body.count).toBe(0);
  });

  it('asks only for the slices not on leave, and refuses a slice on leave', async () => {
    const month = nextMonth();
    const report = await makeReport(ctx, 'alice', month, { slices: 2 });
    const [, d1] = days(month);
    await insertLeave(ctx, 'alice', { begin_date: d1!, end_date: d1!, begin_period: 'PM', end_period: 'PM' });
    const one = (b: number, e: number) => ({ project: refonte, begin_slice: b, end_slice: e });
    const onLeave = await alice.post(`/api/activity-report/${report}/day/`, { date: d1, activities: [one(0, 1)] });
    expect(onLeave.status).toBe(400);
    expect(onLeave.body.detail).toBe(msg('absent'));
    const morning = await alice.post(`/api/activity-report/${report}/day/`, { date: d1, activities: [one(0, 0)] });
    expect(morning.status).toBe(200);
    expect(morning.body.results).toMatchObject([{ begin_date: d1, begin_slice: 0, end_slice: 0, nb_days: 0.5 }]);
  });
});

describe('POST activity-report/{id}/fill/', () => {
  it("fills the free working days from the previous month's projects, in proportion, around leaves", async () => {
    const previous = nextMonth();
    const month = nextMonth();
    const before = await makeReport(ctx, 'alice', previous, { status: 'accepted' });
    const [p0, , p2, p3] = days(previous);
    const formation = await projectId(ctx, 'Formation interne');
    // Three days of Refonte, one of Formation: written straight, the previous report being accepted.
    const acme = await companyOf(ctx, 'alice');
    const row = (project: number, from: string, to: string, n: number) => ({
      company_id: acme,
      report_id: before,
      project_id: project,
      begin_date: from,
      begin_slice: 0,
      end_date: to,
      end_slice: 1,
      nb_slices: n,
    });
    await ctx.db.insert(activities).values([row(refonte, p0!, p2!, 6), row(formation, p3!, p3!, 2)]);

    const report = await makeReport(ctx, 'alice', month);
    const working = days(month);
    await insertLeave(ctx, 'alice', { begin_date: working[2]!, end_date: working[2]! });
    const res = await alice.post(`/api/activity-report/${report}/fill/`);
    expect(res.status).toBe(200);
    const free = working.length - 1;
    const byProject = new Map<number, number>();
    for (const a of res.body.results) byProject.set(a.project, (byProject.get(a.project) ?? 0) + a.nb_days);
    const refonteDays = Math.round((free * 3) / 4);
    expect(byProject.get(refonte)).toBe(refonteDays);
    expect(byProject.get(formation)).toBe(free - refonteDays);
    // Refonte first (worked first last month), one block; none on the leave.
    expect(res.body.results[0]).toMatchObject({ project: refonte, begin_date: working[0] });
    expect(res.body.results.some((a: any) => a.begin_date <= working[2]! && a.end_date >= working[2]!)).toBe(false);

    const again = await alice.post(`/api/activity-report/${report}/fill/`);
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(msg('nothingToFill'));
  });

  it('skips a project no longer offered, and says so when the previous month has nothing', async () => {
    nextMonth(); // a month left empty: the previous one of the next
    const month = nextMonth();
    const report = await makeReport(ctx, 'alice', month);
    const res = await alice.post(`/api/activity-report/${report}/fill/`);
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(msg('noPreviousProjects'));

    const next = nextMonth();
    const acme = await companyOf(ctx, 'alice');
    const [closed] = await ctx.db
      .insert(projects)
      .values({ company_id: acme, name: 'Ancien projet', color: '#6d071a' })
      .returning();
    const [d0] = days(month);
    await alice.post('/api/activity/', activity(report, closed!.id, [d0!, 0], [d0!, 1]));
    await ctx.db.update(projects).set({ actif: false }).where(eq(projects.id, closed!.id));
    const nextReport = await makeReport(ctx, 'alice', next);
    const skipped = await alice.post(`/api/activity-report/${nextReport}/fill/`);
    expect(skipped.status).toBe(409);
    expect(skipped.body.detail).toBe(msg('noPreviousProjects'));
  });
});

describe('activityOvertime/ and typeOfOvertime/', () => {
  it("adds, rounds, patches and lists overtime lines of one's own draft report", async () => {
    const month = nextMonth();
    const report = await makeReport(ctx, 'alice', month);
    const [d0] = days(month);
    const created = await alice.post('/api/activity/', activity(report, refonte, [d0!, 0], [d0!, 1]));
    const activityId = created.body.results[0].id;
    const types = await alice.get('/api/typeOfOvertime/');
    expect(types.status).toBe(200);
    const type = types.body.results[0].id;
    const aliceId = await userId(ctx, 'alice');
    const line = await alice.post('/api/activityOvertime/', {
      activity: activityId,
      user: aliceId,
      type_of_overtime: type,
      hours_overtime: 0,
      minutes_overtime: 10,
    });
    expect(line.status).toBe(201);
    expect(line.body).toMatchObject({ activity: activityId, hours_overtime: 0, minutes_overtime: 15 });
    const patched = await alice.patch(`/api/activityOvertime/${line.body.id}/`, {
      hours_overtime: 1,
      minutes_overtime: 46,
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ hours_overtime: 2, minutes_overtime: 0 });
    const list = await alice.get(`/api/activityOvertime/?activity=${activityId}`);
    expect(list.body).toMatchObject({ count: 1, results: [{ id: line.body.id, hours_overtime: 2 }] });
    const bob = await ctx.as('bob');
    expect((await bob.get(`/api/activityOvertime/?activity=${activityId}`)).body.count).toBe(0);
    expect(
      (await bob.patch(`/api/activityOvertime/${line.body.id}/`, { hours_overtime: 1, minutes_overtime: 0 })).status,
    ).toBe(404);
    const unknownType = await alice.post('/api/activityOvertime/', {
      activity: activityId,
      user: aliceId,
      type_of_overtime: 999999,
      hours_overtime: 1,
      minutes_overtime: 0,
    });
    expect(unknownType.status).toBe(400);
    expect(unknownType.body.detail).toBe(msg('overtimeTypeUnknown'));
    // Nobody declares overtime in someone else's name, even on their own report.
    const otherUser = await alice.post('/api/activityOvertime/', {
      activity: activityId,
      user: await userId(ctx, 'bob'),
      type_of_overtime: type,
      hours_overtime: 1,
      minutes_overtime: 0,
    });
    expect(otherUser.status).toBe(400);
    expect(otherUser.body.detail).toBe(msg('overtimeOwnerOnly'));
  });
});

describe('a leave submitted or accepted cuts the draft reports', () => {
  it('cuts the activities of a draft report around a leave submitted by its owner, not those of a sent report', async () => {
    const month = nextMonth();
    const sentMonth = nextMonth();
    const report = await makeReport(ctx, 'alice', month);
    const [d0, d1, d2] = days(month);
    await alice.post('/api/activity/', activity(report, refonte, [d0!, 0], [d2!, 1]));
    const type = await reportLeaveType(ctx, 'alice');
    const leave = await alice.post('/api/leave/', {
      type_of_leave: type,
      begin_date: d1,
      begin_period: 'AM',
      end_date: d1,
      end_period: 'AM',
      status: 'submitted',
    });
    expect(leave.status).toBe(201);
    const pieces = (await alice.get(`/api/activity/?report=${report}`)).body.results;
    expect(pieces.map((a: any) => [a.begin_date, a.begin_slice, a.end_date, a.end_slice])).toEqual([
      [d0, 0, d0, 1],
      [d1, 1, d2, 1],
    ]);

    // A sent report keeps its activities: the validator sees the overlap instead.
    const sent = await makeReport(ctx, 'alice', sentMonth);
    const [s0] = days(sentMonth);
    await alice.post('/api/activity/', activity(sent, refonte, [s0!, 0], [s0!, 1]));
    await ctx.db.update(activityReports).set({ status: 'submitted' }).where(eq(activityReports.id, sent));
    const draft = await alice.post('/api/leave/', {
      type_of_leave: type,
      begin_date: s0,
      end_date: s0,
      status: 'draft',
    });
    expect(draft.status).toBe(201);
    // A draft leave does not cut; its submission would, but the report is sent.
    const submitted = await alice.put(`/api/leave/${draft.body.id}/`, {
      type_of_leave: type,
      begin_date: s0,
      end_date: s0,
      status: 'submitted',
    });
    expect(submitted.status).toBe(200);
    expect((await alice.get(`/api/activity/?report=${sent}`)).body.count).toBe(1);
  });

  it('does not cut for a draft leave, cuts when it is submitted by PATCH', async () => {
    const month = nextMonth();
    const report = await makeReport(ctx, 'alice', month, { slices: 4 });
    const [d0, d1] = days(month);
    await alice.post('/api/activity/', activity(report, refonte, [d0!, 0], [d1!, 3]));
    const type = await reportLeaveType(ctx, 'alice');
    const draft = await alice.post('/api/leave/', {
      type_of_leave: type,
      begin_date: d1,
      begin_period: 'PM',
      end_date: d1,
      end_period: 'PM',
    });
    expect(draft.status).toBe(201);
    expect((await alice.get(`/api/activity/?report=${report}`)).body.results[0]).toMatchObject({ nb_slices: 8 });
    expect((await alice.patch(`/api/leave/${draft.body.id}/`, { status: 'submitted' })).status).toBe(200);
    const pieces = (await alice.get(`/api/activity/?report=${report}`)).body.results;
    expect(pieces.map((a: any) => [a.begin_date, a.begin_slice, a.end_date, a.end_slice, a.nb_slices])).toEqual([
      [d0, 0, d1, 1, 6],
    ]);
  });

  it('does not cut for telework: a day worked elsewhere', async () => {
    const month = nextMonth();
    const report = await makeReport(ctx, 'alice', month);
    const [d0] = days(month);
    await alice.post('/api/activity/', activity(report, refonte, [d0!, 0], [d0!, 1]));
    const [telework] = await ctx.db
      .insert(typesOfLeave)
      .values({ company_id: await companyOf(ctx, 'alice'), name: 'Travail à distance', is_telework: true })
      .returning({ id: typesOfLeave.id });
    const leave = await alice.post('/api/leave/', {
      type_of_leave: telework!.id,
      begin_date: d0,
      end_date: d0,
      status: 'submitted',
    });
    expect(leave.status).toBe(201);
    expect((await alice.get(`/api/activity/?report=${report}`)).body.results).toMatchObject([{ nb_slices: 2 }]);
  });

  it('cuts when a manager accepts a draft-report owner’s leave by delegation', async () => {
    const month = nextMonth();
    const report = await makeReport(ctx, 'bob', month);
    const bob = await ctx.as('bob');
    const [d0, d1] = days(month);
    await bob.post('/api/activity/', activity(report, refonte, [d0!, 0], [d1!, 1]));
    const manager = await ctx.as('manager');
    const type = await reportLeaveType(ctx, 'bob');
    const bobId = await userId(ctx, 'bob');
    const leave = await manager.post('/api/leave/', {
      type_of_leave: type,
      owner: bobId,
      begin_date: d0,
      end_date: d0,
      status: 'submitted',
    });
    expect(leave.status).toBe(201);
    expect(leave.body.status).toBe('accepted');
    const pieces = (await bob.get(`/api/activity/?report=${report}`)).body.results;
    expect(pieces.map((a: any) => [a.begin_date, a.end_date])).toEqual([[d1, d1]]);
  });
});
