import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { activityReports } from '../activities/activities.tables';
import { reportOf, userId } from '../activities/activity-reports.test-helpers';

/**
 * Guards before a payroll export (issue 25): the month's people without a validated report, named; and the reminder
 * sent only to those accounting chose among its recipients.
 */
const ctx = useTestApp();
const MONTH = '2016-03';
let compta: TestClient;
let alice = 0;
let bob = 0;
let claire = 0;
beforeAll(async () => {
  compta = await ctx.as('compta');
  alice = await userId(ctx, 'alice');
  bob = await userId(ctx, 'bob');
  claire = await userId(ctx, 'claire');
  // In a month before the demo's: Alice's report accepted, Bob's sent, Claire's a draft; nobody else was employed then.
  await reportOf(await ctx.as('claire'), MONTH);
  const accepted = await reportOf(await ctx.as('alice'), MONTH);
  await ctx.db.update(activityReports).set({ status: 'accepted' }).where(eq(activityReports.id, accepted));
  const sent = await reportOf(await ctx.as('bob'), MONTH);
  await ctx.db.update(activityReports).set({ status: 'submitted' }).where(eq(activityReports.id, sent));
});

describe('GET monthly_summary/export-check/', () => {
  it('names everyone without an accepted report, by last name, with the report when there is one', async () => {
    const res = await compta.get(`/api/monthly_summary/export-check/?for_month=${MONTH}`);
    expect(res.status).toBe(200);
    const people: { user_id: number; last_name: string; report: { status: string } | null }[] = res.body.not_validated;
    expect(res.body.for_month).toBe(MONTH);
    expect(people.map((p) => p.user_id)).not.toContain(alice);
    expect(people.find((p) => p.user_id === bob)).toMatchObject({ report: { status: 'submitted' } });
    expect(people.find((p) => p.user_id === claire)).toMatchObject({ report: { status: 'draft' } });
    expect(people).toHaveLength(2);
    const names = people.map((p) => p.last_name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')));
  });

  it('is refused without the synthesis permission, and checks the month', async () => {
    expect((await (await ctx.as('alice')).get(`/api/monthly_summary/export-check/?for_month=${MONTH}`)).status).toBe(
      403,
    );
    expect((await compta.get('/api/monthly_summary/export-check/?for_month=2031-13')).status).toBe(400);
  });
});

describe('the reminder to the recipients accounting chose', () => {
  it('goes to the chosen recipients only; an id that is not a recipient is left out', async () => {
    const preview = await compta.get(`/api/activity-report/reminder-mail/?for_month=${MONTH}`);
    const recipients: number[] = preview.body.recipients.map((r: { user_id: number }) => r.user_id);
    expect(recipients).toEqual([claire]);
    // Bob sent his report: he is no recipient, even when named; Claire, not chosen, gets nothing.
    const none = await compta.post('/api/activity-report/send-reminder-mail/', { for_month: MONTH, user_ids: [bob] });
    expect(none.body).toMatchObject({ sent: 0, failed: 0, already_reminded: 0, results: [] });
    const chosen = [claire];
    const res = await compta.post('/api/activity-report/send-reminder-mail/', {
      for_month: MONTH,
      user_ids: [...chosen, bob],
    });
    expect(res.status).toBe(200);
    expect(res.body.results.map((r: { user_id: number }) => r.user_id)).toEqual(chosen);
    expect(res.body.sent).toBe(1);
  });
});
