import { addDays } from '@staff/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { todayInParis } from '../../platform/clock';
import { users } from '../users/users.tables';
import { purgeSpentReminders } from './synthesis.reminder.purge';
import { remindersSent } from './synthesis.tables';

/**
 * reminders_sent was never purged (issue 21): a row guards "one reminder a person a day" only during its day.
 * Housekeeping's purge removes the days before yesterday, a bounded number of rows per run.
 */
const ctx = useTestApp();

describe('purgeSpentReminders', () => {
  it('removes the rows of the days before yesterday, keeps today and yesterday, and stops at its bound', async () => {
    const today = todayInParis();
    const acme = await ctx.db.select().from(users).where(eq(users.company_id, 1));
    const people = acme.slice(0, 5);
    expect(people).toHaveLength(5);
    const rows = (day: string) =>
      people.map((p) => ({
        company_id: 1,
        user_id: p.id,
        kind: 'activity_report',
        day,
        for_month: `${day.slice(0, 7)}-01`,
      }));
    const days = [today, addDays(today, -1), addDays(today, -2), addDays(today, -40), addDays(today, -400)];
    await ctx.db.insert(remindersSent).values(days.flatMap(rows));

    expect(await purgeSpentReminders(ctx.db, today, 7)).toBe(7);
    expect(await ctx.db.$count(remindersSent)).toBe(25 - 7);
    expect(await purgeSpentReminders(ctx.db, today)).toBe(8);
    const left = await ctx.db.select({ day: remindersSent.day }).from(remindersSent);
    expect(new Set(left.map((r) => r.day))).toEqual(new Set([today, addDays(today, -1)]));
    expect(left).toHaveLength(10);
    expect(await purgeSpentReminders(ctx.db, today)).toBe(0);
  });
});
