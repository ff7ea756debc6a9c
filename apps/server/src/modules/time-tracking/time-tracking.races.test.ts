import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { users } from '../users/users.tables';
import { timeEntries } from './time-tracking.tables';

/**
 * At most one running task per user (issue 23): 20 starts at once, each from its own signed-in browser, give exactly
 * one 201 and nineteen 409 `time.task_in_progress`, and one running row. On PGlite transactions already run one at a
 * time; the file earns its keep on PostgreSQL (TEST_DATABASE_URL), where the partial unique index decides.
 */
const ctx = useTestApp();
const N = 20;
let browsers: TestClient[] = [];

beforeAll(async () => {
  browsers = [];
  for (let i = 0; i < N; i++) browsers.push(await ctx.as('bob'));
});

describe('20 parallel starts', () => {
  it('exactly one wins', async () => {
    const answers = await Promise.all(browsers.map((b, i) => b.post('/api/timer/', { description: `Start ${i}` })));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, ...Array(N - 1).fill(409)]);
    for (const a of answers.filter((r) => r.status === 409)) expect(a.body.message_code).toBe('time.task_in_progress');
    const [bob] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.username, 'bob'));
    const running = await ctx.db
      .select()
      .from(timeEntries)
      .where(and(eq(timeEntries.owner_id, bob!.id), isNull(timeEntries.end_time)));
    expect(running).toHaveLength(1);
  });

  it('20 parallel stops: one 200, the others 409 time.no_task_running', async () => {
    const answers = await Promise.all(browsers.map((b) => b.post('/api/timer/stop/')));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(N - 1).fill(409)]);
  });
});
