import { addDays, mondayOf } from '@staff/shared';
import { and, eq, gte, isNull, lt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { tally } from '../../../test/races';
import { todayInParis } from '../../platform/clock';
import { users } from '../users/users.tables';
import { timeEntries } from './time-tracking.tables';

/**
 * At most one running task per user (issue 23): 20 starts at once, each from its own signed-in browser, give exactly
 * one 201 and nineteen 409 `time.task_in_progress`, and one running row. At most one entry made per empty cell of the
 * weekly timesheet: 20 saves (or copies of last week) at once make it once. On PGlite transactions already run one at
 * a time; the file earns its keep on PostgreSQL (TEST_DATABASE_URL), where the partial unique index and the
 * timesheet's lock decide.
 */
const ctx = useTestApp();
const N = 20;
let browsers: TestClient[] = [];

beforeAll(async () => {
  browsers = [];
  for (let i = 0; i < N; i++) browsers.push(await ctx.as('bob'));
});

const bobId = async () => (await ctx.db.select({ id: users.id }).from(users).where(eq(users.username, 'bob')))[0]!.id;
/** Bob's entries of a week, as `day seconds`. */
async function entriesOfWeek(week: string): Promise<string[]> {
  const rows = await ctx.db
    .select({ day: timeEntries.day, duration: timeEntries.duration })
    .from(timeEntries)
    .where(
      and(eq(timeEntries.owner_id, await bobId()), gte(timeEntries.day, week), lt(timeEntries.day, addDays(week, 7))),
    );
  return rows.map((r) => `${r.day} ${r.duration}`).sort();
}
/** The Monday `n` weeks before this one: weeks of their own, far from the stopwatch's today. */
const weeksAgo = (n: number) => addDays(mondayOf(todayInParis()), -7 * n);

describe('20 parallel starts', () => {
  it('exactly one wins', async () => {
    const answers = await Promise.all(browsers.map((b, i) => b.post('/api/timer/', { description: `Start ${i}` })));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, ...Array(N - 1).fill(409)]);
    for (const a of answers.filter((r) => r.status === 409)) expect(a.body.message_code).toBe('time.task_in_progress');
    const running = await ctx.db
      .select()
      .from(timeEntries)
      .where(and(eq(timeEntries.owner_id, await bobId()), isNull(timeEntries.end_time)));
    expect(running).toHaveLength(1);
  });

  it('20 parallel stops: one 200, the others 409 time.no_task_running', async () => {
    const answers = await Promise.all(browsers.map((b) => b.post('/api/timer/stop/')));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(N - 1).fill(409)]);
  });
});

describe('the weekly timesheet', () => {
  it('20 parallel saves of one empty cell: all 200, one entry', async () => {
    const week = weeksAgo(10);
    const cells = [{ project: null, day: week, seconds: 5400 }];
    const answers = await Promise.all(browsers.map((b) => b.put('/api/time-entry/week/', { week, cells })));
    expect(tally(answers)).toEqual({ 200: N });
    expect(await entriesOfWeek(week)).toEqual([`${week} 5400`]);
  });

  it('20 parallel copies of last week: each empty cell filled once', async () => {
    const week = weeksAgo(12);
    const last = [0, 2].map((d) => ({ project: null, day: addDays(week, d - 7), seconds: 3600 * (d + 1) }));
    expect((await browsers[0]!.put('/api/time-entry/week/', { week: addDays(week, -7), cells: last })).status).toBe(
      200,
    );
    const answers = await Promise.all(browsers.map((b) => b.post('/api/time-entry/week/copy/', { week })));
    expect(tally(answers)).toEqual({ 200: N });
    expect(await entriesOfWeek(week)).toEqual([`${week} 3600`, `${addDays(week, 2)} 10800`]);
  });
});
