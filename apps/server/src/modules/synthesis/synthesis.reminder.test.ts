import { addDays, SYNTHESIS_MESSAGES } from '@staff/shared';
import { and, eq, gt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { todayInParis } from '../../platform/clock';
import { MAIL_PRIORITY, mailOutbox } from '../../platform/mail/outbox.tables';
import { userId } from '../activities/activity-reports.test-helpers';
import { users } from '../users/users.tables';
import { remindersSent } from './synthesis.tables';

/**
 * Bounded reminders (issue 21, defect 5: 20 calls once queued 560 identical mails): a person gets the activity report
 * reminder at most once a day; a repeat skips them and says so per recipient; `force` (after the web app's
 * confirmation) sends again; 20 racing calls queue one mail per recipient (the unique key; the file earns its keep on
 * PostgreSQL, where the calls really overlap).
 */
const ctx = useTestApp();
const N = 20;
let compta: TestClient;
let acme = 0;

/** The reminder mails of `month` queued after the outbox's row `since`, by recipient address. */
async function remindersQueued(month: string, since: number): Promise<Map<string, number>> {
  const rows = await ctx.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.company_id, acme), gt(mailOutbox.id, since)));
  const counts = new Map<string, number>();
  for (const row of rows.filter((r) => r.subject.includes(month))) {
    for (const to of row.to) counts.set(to, (counts.get(to) ?? 0) + 1);
  }
  return counts;
}

const lastMailId = async () => {
  const rows = await ctx.db.select({ id: mailOutbox.id }).from(mailOutbox);
  return Math.max(0, ...rows.map((r) => r.id));
};

beforeAll(async () => {
  compta = await ctx.as('compta');
  const [me] = await ctx.db
    .select()
    .from(users)
    .where(eq(users.id, await userId(ctx, 'compta')));
  acme = me!.company_id!;
});

describe('a reminder at most once per person and day', () => {
  it('skips those reminded today, says so for each, and sends again only when forced', async () => {
    const since = await lastMailId();
    const first = await compta.post('/api/activity-report/send-reminder-mail/', { for_month: '2030-01' });
    expect(first.status).toBe(200);
    expect(first.body.sent).toBeGreaterThan(1);
    expect(first.body.already_reminded).toBe(0);
    const firstMails = await remindersQueued('2030', since);
    expect([...firstMails.values()].every((n) => n === 1)).toBe(true);
    // Reminders are bulk mail: a reset or an invitation of any company goes first.
    const queued = await ctx.db.select().from(mailOutbox).where(gt(mailOutbox.id, since));
    expect(new Set(queued.map((m) => m.priority))).toEqual(new Set([MAIL_PRIORITY.bulk]));

    const preview = await compta.get('/api/activity-report/reminder-mail/?for_month=2030-01');
    const sentTo = first.body.results
      .filter((r: { sent: boolean }) => r.sent)
      .map((r: { user_id: number }) => r.user_id);
    for (const r of preview.body.recipients) expect(r.reminded_today).toBe(sentTo.includes(r.user_id));

    const again = await compta.post('/api/activity-report/send-reminder-mail/', { for_month: '2030-01' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ sent: 0, already_reminded: first.body.sent, failed: first.body.failed });
    const line = again.body.results.find((r: { user_id: number }) => r.user_id === sentTo[0]);
    expect(line).toMatchObject({
      sent: false,
      status: 'already_reminded',
      error: {
        code: 'synthesis.alreadyRemindedToday',
        detail: SYNTHESIS_MESSAGES.alreadyRemindedToday.replace('{email}', line.email),
      },
    });
    // Another month the same day: the person was reminded today already.
    const otherMonth = await compta.post('/api/activity-report/send-reminder-mail/', { for_month: '2030-02' });
    expect(otherMonth.body.sent).toBe(0);
    expect(await remindersQueued('2030', since)).toEqual(firstMails);

    const forced = await compta.post('/api/activity-report/send-reminder-mail/', { for_month: '2030-01', force: true });
    expect(forced.body).toMatchObject({ sent: first.body.sent, already_reminded: 0 });
    const afterForce = await remindersQueued('2030', since);
    expect([...afterForce.values()].every((n) => n === 2)).toBe(true);
  });

  it('reminds again the next day', async () => {
    // Today's reminders become yesterday's.
    const yesterday = addDays(todayInParis(), -1);
    await ctx.db.update(remindersSent).set({ day: yesterday }).where(eq(remindersSent.company_id, acme));
    const since = await lastMailId();
    const next = await compta.post('/api/activity-report/send-reminder-mail/', { for_month: '2030-01' });
    expect(next.body.sent).toBeGreaterThan(1);
    expect(next.body.already_reminded).toBe(0);
    expect([...(await remindersQueued('2030', since)).values()].every((n) => n === 1)).toBe(true);
  });
});

describe('racing reminders', () => {
  it('queues at most one mail per recipient of 20 simultaneous calls, from 20 sessions', async () => {
    const browsers: TestClient[] = [];
    for (let i = 0; i < N; i++) browsers.push(await ctx.as('compta'));
    // A month and a day nobody was reminded of: clear today's rows of the tests above.
    await ctx.db.delete(remindersSent).where(eq(remindersSent.company_id, acme));
    const since = await lastMailId();
    const results = await Promise.all(
      browsers.map((b) => b.post('/api/activity-report/send-reminder-mail/', { for_month: '2030-04' })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(N).fill(200));
    const mails = await remindersQueued('2030', since);
    expect(mails.size).toBeGreaterThan(1);
    expect([...mails.values()].every((n) => n === 1)).toBe(true);
    const sent = results.reduce((sum, r) => sum + r.body.sent, 0);
    expect(sent).toBe(mails.size);
  });
});
