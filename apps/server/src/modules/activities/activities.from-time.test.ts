import type { IsoDate } from '@staff/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { companies } from '../companies/companies.tables';
import { userId } from '../leaves/leaves.test-helpers';
import { projects } from '../projects/projects.tables';
import { timeEntries } from '../time-tracking/time-tracking.tables';
import { activities } from './activities.tables';
import { activity, companyOf, insertLeave, makeReport, msg, projectId } from './activities.test-helpers';

const ctx = useTestApp();
const H = 3600;
let alice: TestClient;
let refonte: number;
let formation: number;

beforeAll(async () => {
  alice = await ctx.as('alice');
  refonte = await projectId(ctx, 'Refonte espace client');
  formation = await projectId(ctx, 'Formation interne');
});

/** A finished entry of `username` on `day` (started 08:00 UTC), or the running one with `running`. */
async function track(username: string, day: IsoDate, project: number | null, hours: number, running = false) {
  const start = new Date(`${day}T08:00:00Z`);
  await ctx.db.insert(timeEntries).values({
    company_id: await companyOf(ctx, username),
    owner_id: await userId(ctx, username),
    description: 'Tâche',
    project_id: project,
    start_time: start,
    end_time: running ? null : new Date(start.getTime() + hours * H * 1000),
    duration: running ? null : hours * H,
    day,
  });
}

const url = (report: number) => `/api/activity-report/${report}/from-time-tracking/`;
const reportActivities = (report: number) =>
  ctx.db
    .select({ date: activities.begin_date, project: activities.project_id, from: activities.begin_slice })
    .from(activities)
    .where(eq(activities.report_id, report))
    .orderBy(activities.begin_date, activities.begin_slice);

describe('activity-report/{id}/from-time-tracking/', () => {
  it('previews the month per day and project, rounded to slices, and says why days are skipped', async () => {
    // May 2016: Mon 2 to Wed 4 worked, Thu 5 Ascension, Sat 7 a weekend; a grid of 4 slices (1:45 each).
    const report = await makeReport(ctx, 'alice', '2016-05-01', { slices: 4 });
    const acme = await companyOf(ctx, 'alice');
    const [closed] = await ctx.db
      .insert(projects)
      .values({ company_id: acme, name: 'Projet clos', color: '#6d071a', actif: false })
      .returning();
    await track('alice', '2016-05-02', refonte, 5);
    await track('alice', '2016-05-02', formation, 2);
    await track('alice', '2016-05-02', null, 1);
    await track('alice', '2016-05-03', refonte, 3);
    await insertLeave(ctx, 'alice', { begin_date: '2016-05-03', end_date: '2016-05-03' });
    await track('alice', '2016-05-04', refonte, 7);
    await alice.post('/api/activity/', activity(report, formation, ['2016-05-04', 0], ['2016-05-04', 0]));
    await track('alice', '2016-05-05', formation, 2);
    await track('alice', '2016-05-07', refonte, 2);
    await track('alice', '2016-05-09', closed!.id, 3);
    await track('alice', '2016-05-10', refonte, 0, true);
    await track('bob', '2016-05-11', refonte, 7);

    const res = await alice.get(url(report));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      days: [
        {
          date: '2016-05-02',
          activities: [
            { project_id: refonte, project_name: 'Refonte espace client', slices: 3 },
            { project_id: formation, project_name: 'Formation interne', slices: 1 },
          ],
        },
        { date: '2016-05-03', activities: [], skipped_reason: 'leave' },
        {
          date: '2016-05-04',
          activities: [{ project_id: refonte, project_name: 'Refonte espace client', slices: 4 }],
          skipped_reason: 'already_filled',
        },
        { date: '2016-05-05', activities: [], skipped_reason: 'holiday' },
        { date: '2016-05-07', activities: [], skipped_reason: 'weekend' },
      ],
      overwrites: 1,
      // The hour without a project and the three on a closed project; the running task is not counted.
      unassigned_seconds: 4 * H,
    });
  });

  it('writes the free days only, keeps a filled day unless overwrite, and says when nothing is left', async () => {
    const report = await makeReport(ctx, 'alice', '2016-06-01', { slices: 2 });
    await track('alice', '2016-06-01', refonte, 4);
    await track('alice', '2016-06-01', formation, 3);
    await track('alice', '2016-06-02', refonte, 7);
    await alice.post('/api/activity/', activity(report, formation, ['2016-06-02', 1], ['2016-06-02', 1]));

    const written = await alice.post(url(report), { overwrite: false });
    expect(written.status).toBe(200);
    expect(written.body.count).toBe(2);
    expect(written.body.results).toMatchObject([
      { project: refonte, begin_date: '2016-06-01', begin_slice: 0, end_slice: 0, nb_days: 0.5 },
      { project: formation, begin_date: '2016-06-01', begin_slice: 1, end_slice: 1, nb_days: 0.5 },
    ]);
    expect(await reportActivities(report)).toEqual([
      { date: '2016-06-01', project: refonte, from: 0 },
      { date: '2016-06-01', project: formation, from: 1 },
      { date: '2016-06-02', project: formation, from: 1 },
    ]);

    const nothing = await alice.post(url(report), { overwrite: false });
    expect(nothing.status).toBe(409);
    expect(nothing.body).toMatchObject({ detail: msg('noTrackedTime'), code: 'no_tracked_time' });
    expect((await alice.get(url(report))).body.overwrites).toBe(2);

    const overwritten = await alice.post(url(report), { overwrite: true });
    expect(overwritten.status).toBe(200);
    expect(await reportActivities(report)).toEqual([
      { date: '2016-06-01', project: refonte, from: 0 },
      { date: '2016-06-01', project: formation, from: 1 },
      { date: '2016-06-02', project: refonte, from: 0 },
    ]);
  });

  it("is the owner's, on a draft, with time tracking: 404, 403, 409 otherwise", async () => {
    const report = await makeReport(ctx, 'alice', '2016-07-01');
    await track('alice', '2016-07-01', refonte, 7);
    for (const name of ['bob', 'globex-admin']) {
      const client = await ctx.as(name);
      expect((await client.get(url(report))).status).toBe(404);
      expect((await client.post(url(report), { overwrite: true })).status).toBe(404);
    }
    // A validator of alice's reports sees the report, but filling it is never his.
    const manager = await ctx.as('manager');
    expect((await manager.get(url(report))).status).toBe(403);
    expect((await manager.post(url(report), { overwrite: true })).status).toBe(403);

    const acme = await companyOf(ctx, 'alice');
    await ctx.db.update(companies).set({ use_time_tracking: false }).where(eq(companies.id, acme));
    try {
      const off = await alice.get(url(report));
      expect(off.status).toBe(403);
      expect(off.body.code).toBe('feature_disabled');
    } finally {
      await ctx.db.update(companies).set({ use_time_tracking: true }).where(eq(companies.id, acme));
    }

    const sent = await makeReport(ctx, 'alice', '2016-08-01', { status: 'submitted' });
    await track('alice', '2016-08-01', refonte, 7);
    for (const res of [await alice.get(url(sent)), await alice.post(url(sent), { overwrite: false })]) {
      expect(res.status).toBe(409);
      expect(res.body.detail).toBe(msg('notEditable'));
    }
    expect((await alice.get(url(report))).status).toBe(200);
  });
});
