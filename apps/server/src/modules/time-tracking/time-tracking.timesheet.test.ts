import { addDays, messageText, mondayOf, type TimeEntryOut, type TimesheetWeekOut } from '@staff/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { fieldErrorBody } from '../../../test/expectations';
import { todayInParis } from '../../platform/clock';
import { addTask, daysAgo, pickableProject, task } from './time-tracking.test-helpers';

/** The weekly timesheet and the statistics (docs/api-time-tracking.md): each test on a past week of its own. */
const ctx = useTestApp();
let claire: TestClient;
let project: { id: number; name: string };

beforeAll(async () => {
  claire = await ctx.as('claire');
  project = await pickableProject(claire);
});

/** The Monday `n` weeks before this one. */
const weeksAgo = (n: number) => addDays(mondayOf(todayInParis()), -7 * n);
const H = 3600;
const put = (week: string, cells: unknown[], extra: Record<string, unknown> = {}) =>
  claire.put<TimesheetWeekOut>('/api/time-entry/week/', { week, cells, ...extra });
const entriesOf = async (day: string) =>
  (await claire.get<{ results: TimeEntryOut[] }>(`/api/time-entry/?date_min=${day}&date_max=${addDays(day, 1)}`)).body
    .results;

describe('the weekly timesheet', () => {
  it('refuses a week that does not start on Monday', async () => {
    const res = await claire.get(`/api/time-entry/week/?week=${addDays(weeksAgo(3), 1)}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(fieldErrorBody('week', messageText('time.not_a_monday')));
  });

  it('a typed cell makes an entry at 09:00 Paris, then after the last one of the day', async () => {
    const week = weeksAgo(4);
    const grid = await put(week, [
      { project: project.id, day: week, seconds: 1.5 * H },
      { project: null, day: week, seconds: H },
    ]);
    expect(grid.status).toBe(200);
    expect(grid.body.days[0]).toBe(week);
    expect(grid.body.rows.map((r) => [r.project?.id ?? null, r.cells[0], r.entry_counts[0]])).toEqual([
      [project.id, 1.5 * H, 1],
      [null, H, 1],
    ]);
    expect(grid.body.day_totals[0]).toBe(2.5 * H);
    expect(grid.body.total).toBe(2.5 * H);
    const [second, first] = await entriesOf(week);
    expect(first!.description).toBe(project.name);
    expect(new Date(first!.start_time).toLocaleTimeString('fr-FR', { timeZone: 'Europe/Paris' })).toBe('09:00:00');
    expect(second!.description).toBe('Feuille de temps');
    expect(second!.start_time).toBe(first!.end_time);
  });

  it('a cell with entries: the last one grows or shrinks; below the others is refused; 0 empties it', async () => {
    const week = weeksAgo(5);
    const day = addDays(week, 2);
    await addTask(claire, task(day, '07:00', '08:00', { project: project.id }));
    await addTask(claire, task(day, '09:00', '10:00', { project: project.id }));
    expect((await put(week, [{ project: project.id, day, seconds: 3 * H }])).body.rows[0]!.cells[2]).toBe(3 * H);
    const [last, first] = await entriesOf(day);
    expect([first!.duration, last!.duration]).toEqual([H, 2 * H]);

    const below = await put(week, [{ project: project.id, day, seconds: 0.5 * H }]);
    expect(below.status).toBe(409);
    expect(below.body).toMatchObject({ message_code: 'time.cell_below_others' });

    expect((await put(week, [{ project: project.id, day, seconds: 0 }])).body.rows).toEqual([]);
    expect(await entriesOf(day)).toEqual([]);
  });

  it('asks before a day passes 12 hours', async () => {
    const week = weeksAgo(6);
    const refused = await put(week, [{ project: null, day: week, seconds: 13 * H }]);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message_code: 'time.long_day', params: { hours: '13:00' } });
    expect((await put(week, [{ project: null, day: week, seconds: 13 * H }], { confirm_long_day: true })).status).toBe(
      200,
    );
  });

  it('refuses a project the user may not pick', async () => {
    const week = weeksAgo(7);
    const res = await put(week, [{ project: 2_000_000, day: week, seconds: H }]);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(fieldErrorBody('cells.0.project', messageText('time.unknown_project')));
  });

  it("copies last week's cells into the empty ones only", async () => {
    const week = weeksAgo(9);
    const last = weeksAgo(10);
    await put(last, [
      { project: project.id, day: last, seconds: 2 * H },
      { project: project.id, day: addDays(last, 1), seconds: 3 * H },
    ]);
    await put(week, [{ project: project.id, day: week, seconds: H }]);
    const copied = await claire.post<TimesheetWeekOut>('/api/time-entry/week/copy/', { week });
    expect(copied.status).toBe(200);
    expect(copied.body.rows[0]!.cells.slice(0, 3)).toEqual([H, 3 * H, 0]);
    expect(copied.body.rows[0]!.entry_counts.slice(0, 3)).toEqual([1, 1, 0]);
  });
});

describe('the statistics', () => {
  it('sums a range by project and by day, date_max excluded, the running task left out', async () => {
    const week = weeksAgo(12);
    await put(week, [
      { project: project.id, day: week, seconds: 2 * H },
      { project: null, day: week, seconds: H },
      { project: project.id, day: addDays(week, 1), seconds: 4 * H },
    ]);
    await put(addDays(week, 7), [{ project: null, day: addDays(week, 7), seconds: 9 * H }]);
    await claire.post('/api/timer/', { description: 'Running', project: project.id });
    const stats = await claire.get(`/api/time-entry/statistics/?date_min=${week}&date_max=${addDays(week, 7)}`);
    expect(stats.status).toBe(200);
    expect(stats.body).toEqual({
      total: 7 * H,
      by_project: [
        { project_id: project.id, name: project.name, color: expect.any(String), seconds: 6 * H },
        { project_id: null, name: null, color: null, seconds: H },
      ],
      by_day: [
        {
          day: week,
          seconds: 3 * H,
          by_project: expect.arrayContaining([
            { project_id: project.id, seconds: 2 * H },
            { project_id: null, seconds: H },
          ]),
        },
        { day: addDays(week, 1), seconds: 4 * H, by_project: [{ project_id: project.id, seconds: 4 * H }] },
      ],
      top_project: { project_id: project.id, name: project.name, seconds: 6 * H },
      top_day: { day: addDays(week, 1), seconds: 4 * H },
    });
    const today = await claire.get(`/api/time-entry/statistics/?date_min=${daysAgo(0)}&date_max=${daysAgo(-1)}`);
    expect(today.body).toMatchObject({ total: 0, by_day: [], top_day: null });
  });

  it('refuses a range past 366 days', async () => {
    const res = await claire.get(`/api/time-entry/statistics/?date_min=${daysAgo(400)}&date_max=${daysAgo(0)}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(fieldErrorBody('date_max', messageText('time.range_too_long')));
  });
});

describe('every other message of the contract, through HTTP', () => {
  const week = weeksAgo(20);
  it.each([
    [
      'PUT',
      '/api/time-entry/week/',
      { week, cells: [{ project: null, day: addDays(week, 7), seconds: H }] },
      'cells.0.day',
      'time.cell_outside_week',
    ],
    [
      'PUT',
      '/api/time-entry/week/',
      {
        week,
        cells: [
          { project: null, day: week, seconds: H },
          { project: null, day: week, seconds: 0 },
        ],
      },
      'cells.1.day',
      'time.cell_twice',
    ],
    [
      'PUT',
      '/api/time-entry/week/',
      { week, cells: [{ project: null, day: week, seconds: 25 * H }] },
      'cells.0.seconds',
      'time.duration_invalid',
    ],
    [
      'POST',
      '/api/time-entry/',
      { ...task(week, '08:00', '09:00'), tags: Array.from({ length: 11 }, (_, i) => `t${i}`) },
      'tags',
      'time.too_many_tags',
    ],
    [
      'PUT',
      '/api/my-account/preferences/time_tracking/',
      { track_remind: '45 00:00:00' },
      'track_remind',
      'time.remind_invalid',
    ],
  ] as const)('%s %s %j: 400 on %s', async (method, url, body, field, code) => {
    const res = await claire.request(method, url, { body: body as Record<string, unknown> });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(fieldErrorBody(field, messageText(code)));
  });

  it('a statistics range that ends before it starts', async () => {
    const res = await claire.get(`/api/time-entry/statistics/?date_min=${week}&date_max=${week}`);
    expect(res.body).toMatchObject(fieldErrorBody('date_max', messageText('time.range_invalid')));
  });
});
