import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { racingBrowsers, tally } from '../../../test/races';
import { mailOutbox } from '../../platform/mail/outbox.tables';
import { wellnessMarks } from '../wellness/wellness.tables';
import { activityReports } from './activities.tables';
import { reportOf, userId } from './activity-reports.test-helpers';

/**
 * Races (issue 11): 20 attempts at once, each from its own signed-in browser. One report per owner and month, and a
 * status that ends in one consistent state. On PGlite transactions already run one at a time; the file earns its
 * keep on PostgreSQL (TEST_DATABASE_URL, in CI).
 */
const ctx = useTestApp();
const N = 20;
const all = racingBrowsers(ctx, { alice: N, manager: N });

describe('one report per owner and month', () => {
  it('makes one report of 20 racing POSTs of the same month: one 201, the others 200 with it', async () => {
    const results = await Promise.all(all('alice').map((c) => c.post('/api/activity-report/', { date: '2019-03-14' })));
    expect(tally(results)).toEqual({ 201: 1, 200: N - 1 });
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    const rows = await ctx.db
      .select()
      .from(activityReports)
      .where(and(eq(activityReports.owner_id, await userId(ctx, 'alice')), eq(activityReports.month, '2019-03-01')));
    expect(rows).toHaveLength(1);
  });
});

describe('status changes racing', () => {
  it('sends once of 20 racing sends, with one mail', async () => {
    const id = await reportOf(all('alice')[0]!, '2019-04');
    const results = await Promise.all(
      all('alice').map((c) => c.post('/api/activity-report/send_mail_cra/', { report: id, mark: 3 })),
    );
    expect(tally(results)).toEqual({ 200: 1, 409: N - 1 });
    const mails = await ctx.db.select().from(mailOutbox);
    expect(mails.filter((m) => m.text.includes(`/activity/${id}`))).toHaveLength(1);
  });

  it('ends 20 racing PATCHes (10 unlocks against 10 sends) in one consistent state', async () => {
    const id = await reportOf(all('alice')[0]!, '2019-05');
    await all('alice')[0]!.patch(`/api/activity-report/${id}/`, { status: 'submitted' });
    const results = await Promise.all([
      ...all('manager')
        .slice(0, N / 2)
        .map((c) => c.patch(`/api/activity-report/${id}/`, { status: 'draft' })),
      ...all('alice')
        .slice(0, N / 2)
        .map((c) => c.patch(`/api/activity-report/${id}/`, { status: 'submitted' })),
    ]);
    // Every answer is a success or the status conflict, never an error, and each success says what it did.
    for (const r of results) expect([200, 409]).toContain(r.status);
    const [row] = await ctx.db.select().from(activityReports).where(eq(activityReports.id, id));
    const last = results.filter((r) => r.status === 200).at(-1);
    expect(['draft', 'submitted']).toContain(row!.status);
    // The unlocks and sends that won alternate, so their counts differ by at most one, and the state is the last.
    const unlocks = results.slice(0, N / 2).filter((r) => r.status === 200).length;
    const sends = results.slice(N / 2).filter((r) => r.status === 200).length;
    expect(unlocks).toBeGreaterThanOrEqual(1);
    expect(unlocks - sends).toBeGreaterThanOrEqual(0);
    expect(unlocks - sends).toBeLessThanOrEqual(1);
    expect(row!.status).toBe(unlocks > sends ? 'draft' : 'submitted');
    if (last) expect(['draft', 'submitted']).toContain(last.body.status);
  });

  it('validates once of 20 racing validations', async () => {
    const id = await reportOf(all('alice')[0]!, '2019-06');
    await all('alice')[0]!.patch(`/api/activity-report/${id}/`, { status: 'submitted' });
    const results = await Promise.all(
      all('manager').map((c) => c.patch(`/api/activity-report/${id}/`, { status: 'accepted' })),
    );
    expect(tally(results)).toEqual({ 200: 1, 409: N - 1 });
  });
});

describe('one wellness mark per person, period and day (issue 21)', () => {
  // Before: 50 POSTs stored 50 marks for one person and day.
  it('keeps one mark of 20 racing POSTs without a report: each 201 answers the same mark, replaced', async () => {
    const me = await userId(ctx, 'alice');
    const results = await Promise.all(
      all('alice').map((c, i) =>
        c.post('/api/wellness/', { owner: me, mark: i % 6, wellness_period: 'wellness_mail' }),
      ),
    );
    expect(tally(results)).toEqual({ 201: N });
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    const marks = await ctx.db
      .select()
      .from(wellnessMarks)
      .where(and(eq(wellnessMarks.owner_id, me), eq(wellnessMarks.wellness_period, 'wellness_mail')));
    expect(marks).toHaveLength(1);
    expect(results.map((r) => r.body.mark)).toContain(marks[0]!.mark);
  });
});
