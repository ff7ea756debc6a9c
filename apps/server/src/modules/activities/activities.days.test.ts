import { slotOf, spanSlots } from '@staff/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { racingBrowsers, tally } from '../../../test/races';
import { activity, days, insertLeave, makeReport, msg, projectId } from './activities.test-helpers';

/**
 * POST activity-report/{id}/days/ (issue 25): the days selected on the month grid given to one project in one step,
 * with the rules of one activity, in one transaction.
 */
const ctx = useTestApp();
const N = 20;
const all = racingBrowsers(ctx, { alice: N });
let alice: TestClient;
let refonte: number;
let formation: number;

beforeAll(async () => {
  alice = all('alice')[0]!;
  refonte = await projectId(ctx, 'Refonte espace client');
  formation = await projectId(ctx, 'Formation interne');
});

type Row = { begin_date: string; begin_slice: number; end_date: string; end_slice: number; project: number };
const spans = async (report: number) =>
  ((await alice.get(`/api/activity/?report=${report}`)).body.results as Row[]).map((a) => [
    a.begin_date,
    a.begin_slice,
    a.end_date,
    a.end_slice,
    a.project,
  ]);
const give = (report: number, body: Record<string, unknown>) =>
  alice.post(`/api/activity-report/${report}/days/`, body);

describe('POST activity-report/{id}/days/', () => {
  it('gives three days to one project, replacing what they held and keeping the rest of a longer activity', async () => {
    const month = '2018-03-01';
    const report = await makeReport(ctx, 'alice', month);
    const [d0, d1, d2, , d4] = days(month);
    await alice.post('/api/activity/', activity(report, refonte, [d0!, 0], [d2!, 1]));
    const res = await give(report, { dates: [d1, d2, d4], project: formation, begin_slice: 0, end_slice: 1 });
    expect(res.status).toBe(200);
    // Two following days make one activity; the third stands apart.
    expect(res.body.results).toMatchObject([
      { begin_date: d1, end_date: d2, nb_days: 2, project: formation },
      { begin_date: d4, end_date: d4, nb_days: 1, project: formation },
    ]);
    expect(await spans(report)).toEqual([
      [d0, 0, d0, 1, refonte],
      [d1, 0, d2, 1, formation],
      [d4, 0, d4, 1, formation],
    ]);
  });

  it('gives the afternoons only, skips the slices on leave, and creates a project by its name', async () => {
    const month = '2018-04-01';
    const report = await makeReport(ctx, 'alice', month);
    const [d0, d1] = days(month);
    await insertLeave(ctx, 'alice', { begin_date: d1!, end_date: d1!, begin_period: 'AM', end_period: 'PM' });
    const res = await give(report, { dates: [d0, d1], project_name: 'Audit sécurité', begin_slice: 1, end_slice: 1 });
    expect(res.status).toBe(200);
    expect(res.body.results).toMatchObject([
      { begin_date: d0, begin_slice: 1, end_slice: 1, project_object: { name: 'Audit sécurité' } },
    ]);
  });

  it('refuses with the rules of one activity, on the field dates', async () => {
    const month = '2018-05-01';
    const report = await makeReport(ctx, 'alice', month);
    const [d0, d1] = days(month);
    await insertLeave(ctx, 'alice', { begin_date: d1!, end_date: d1! });
    const whole = { project: refonte, begin_slice: 0, end_slice: 1 };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...whole, dates: [d0, '2018-06-01'] }, msg('outOfMonth')],
      // 5 May 2018 is a Saturday, 8 May a public holiday.
      [{ ...whole, dates: ['2018-05-05'] }, msg('noWorkingDay')],
      [{ ...whole, dates: ['2018-05-08'] }, msg('noWorkingDay')],
      [{ ...whole, dates: [d1] }, msg('absent')],
    ];
    for (const [body, detail] of cases) {
      const res = await give(report, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ detail, fields: { dates: [detail] } });
    }
    const noProject = await give(report, { dates: [d0], begin_slice: 0, end_slice: 1 });
    expect(noProject.status).toBe(400);
    expect(noProject.body.fields.project).toEqual([msg('projectRequired')]);
    const upsideDown = await give(report, { ...whole, dates: [d0], begin_slice: 1, end_slice: 0 });
    expect(upsideDown.status).toBe(400);
    const pastGrid = await give(report, { ...whole, dates: [d0], end_slice: 3 });
    expect(pastGrid.status).toBe(400);
    expect(pastGrid.body.message_code).toBe('activity.sliceInvalid');
    expect(await spans(report)).toEqual([]);
  });

  it('changes a draft of its owner only: 409 once sent, 403 for a validator, 404 for a colleague', async () => {
    const sent = await makeReport(ctx, 'alice', '2018-06-01', { status: 'submitted' });
    const [d0] = days('2018-06-01');
    const body = { dates: [d0], project: refonte, begin_slice: 0, end_slice: 1 };
    const closed = await give(sent, body);
    expect(closed.status).toBe(409);
    expect(closed.body.detail).toBe(msg('notEditable'));
    const draft = await makeReport(ctx, 'alice', '2018-07-01');
    const [j0] = days('2018-07-01');
    const asManager = await (await ctx.as('manager')).post(`/api/activity-report/${draft}/days/`, {
      ...body,
      dates: [j0],
    });
    expect(asManager.status).toBe(403);
    const asBob = await (await ctx.as('bob')).post(`/api/activity-report/${draft}/days/`, { ...body, dates: [j0] });
    expect(asBob.status).toBe(404);
    expect(await spans(draft)).toEqual([]);
  });

  it('ends 20 racing selections of two projects with each slice of the days held once', async () => {
    const month = '2018-09-01';
    const report = await makeReport(ctx, 'alice', month);
    const [d0, d1, d2, d3] = days(month);
    await alice.post('/api/activity/', activity(report, refonte, [d0!, 0], [d3!, 1]));
    const results = await Promise.all(
      all('alice').map((c, i) =>
        c.post(`/api/activity-report/${report}/days/`, {
          dates: i % 2 ? [d1, d2] : [d2, d3],
          project: i % 2 ? formation : refonte,
          begin_slice: 0,
          end_slice: 1,
        }),
      ),
    );
    expect(tally(results)).toEqual({ 200: N });
    const rows = (await alice.get(`/api/activity/?report=${report}`)).body.results as Row[];
    // Every slot of the four days is held by exactly one activity: no overlap, no hole.
    const held = rows.flatMap((r) => {
      const [from, to] = spanSlots(r, 2);
      return Array.from({ length: to - from + 1 }, (_, k) => from + k).filter((slot) =>
        [d0, d1, d2, d3].some((d) => slot === slotOf(d!, 0, 2) || slot === slotOf(d!, 1, 2)),
      );
    });
    expect(held.sort()).toEqual([d0, d1, d2, d3].flatMap((d) => [slotOf(d!, 0, 2), slotOf(d!, 1, 2)]).sort());
    expect(new Set(held).size).toBe(8);
  });
});
