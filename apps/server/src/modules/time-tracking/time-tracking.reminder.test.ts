import type { TimeEntryOut } from '@staff/shared';
import { eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { PINNED_START_HOUR, pinToday } from '../../platform/clock';
import { companies, users } from '../../platform/identity/identity.tables';
import { mailOutbox } from '../../platform/mail/outbox.tables';
import { isReminderTime, sendTimeTrackingReminders, trackingReminderMail } from './time-tracking.reminder';

/**
 * The reminder (issue 23): a user with `track_remind` who tracked nothing within the interval gets one mail and the
 * in-app notice, at most once per interval; tracking again clears the notice; the pass is fair between companies and
 * leaves out the companies that do not use time tracking; it mails on working days in office hours only.
 *
 * The days are explicit (October and November 2090: after the demo's data, which is written around the real today),
 * so what a test sees does not depend on the day the suite runs: Monday 2 October 2090 is a Monday, in summer time;
 * Wednesday 1 November 2090 is All Saints' Day, in winter time.
 */
const ctx = useTestApp();
const PUBLIC_URL = 'http://localhost:8000';
let bob: TestClient;
let claire: TestClient;
let gaelle: TestClient;
let since = 0;

/** Pins the product's clock on `day` at `hour` o'clock Paris time (a pinned day starts at 10:00: started earlier or later). */
function pinAt(day: string, hour: number = PINNED_START_HOUR) {
  pinToday(undefined);
  pinToday(day, Date.now() - (hour - PINNED_START_HOUR) * 3_600_000);
}

const pass = (options: { perCompany?: number } = {}) =>
  sendTimeTrackingReminders(ctx.db, { publicUrl: PUBLIC_URL, ...options });

/** The reminder mails queued since the last look, as `to: text`. */
async function newMails(): Promise<{ to: string; text: string }[]> {
  const rows = await ctx.db.select().from(mailOutbox).where(gt(mailOutbox.id, since)).orderBy(mailOutbox.id);
  since = Math.max(since, ...rows.map((r) => r.id));
  return rows
    .filter((r) => /suivi du temps|time tracking/.test(r.subject))
    .map((r) => ({ to: r.to.join(','), text: r.text }));
}
const emailOf = async (username: string) =>
  (await ctx.db.select({ email: users.email }).from(users).where(eq(users.username, username)))[0]!.email;
const remindEvery = (client: TestClient, track_remind: string | null) =>
  client.put('/api/my-account/preferences/time_tracking/', { track_remind });

beforeAll(async () => {
  [bob, claire, gaelle] = [await ctx.as('bob'), await ctx.as('claire'), await ctx.as('globex-user')];
  await newMails();
});
afterAll(() => pinToday(process.env.APP_TODAY || undefined));

describe('the reminder pass', () => {
  it('mails once per interval, shows the notice until the user tracks again', async () => {
    pinAt('2090-10-02'); // Monday
    expect((await remindEvery(bob, '2:00:00')).status).toBe(200);
    expect(await pass()).toBe(1);
    const [mail] = await newMails();
    expect(mail!.to).toBe(await emailOf('bob'));
    expect(mail!.text).toContain(`${PUBLIC_URL}/time-tracking/task-list`);
    expect((await bob.get('/api/time-entry/reminder/')).body).toEqual({ due: true, since: null });

    // Within the interval: nothing more.
    expect(await pass()).toBe(0);

    const started = await bob.post<TimeEntryOut>('/api/timer/', { description: 'Back to work' });
    expect((await bob.get('/api/time-entry/reminder/')).body).toEqual({ due: false, since: null });
    // A running task is tracking: no reminder while it runs, even a day later.
    pinAt('2090-10-03'); // Tuesday
    expect(await pass()).toBe(0);
    await bob.post('/api/timer/stop/');

    // Two days later, nothing tracked for more than 2 hours: reminded again, the notice says since when.
    pinAt('2090-10-05'); // Thursday
    expect(await pass()).toBe(1);
    const notice = await bob.get('/api/time-entry/reminder/');
    expect(notice.body.due).toBe(true);
    expect(Date.parse(notice.body.since)).toBeGreaterThan(Date.parse(started.body.start_time));
    expect((await bob.delete('/api/time-entry/reminder/')).status).toBe(204);
    expect((await bob.get('/api/time-entry/reminder/')).body.due).toBe(false);
    await newMails();
    await remindEvery(bob, null);
  });

  it('takes at most N per company per pass, on the company host, and none where time tracking is off', async () => {
    const [bobEmail, claireEmail, gaelleEmail] = [
      await emailOf('bob'),
      await emailOf('claire'),
      await emailOf('globex-user'),
    ];
    // Saved on the demo's today: Globex is a trial company, expired long before 2090 (403 `trial_expired`).
    pinToday(process.env.APP_TODAY || undefined);
    await remindEvery(bob, '1 00:00:00');
    await remindEvery(claire, '1 00:00:00');
    expect((await remindEvery(gaelle, '3:00:00')).status).toBe(200);
    // Days apart, never exactly one interval: the pinned clock starts each day at 10:00.
    pinAt('2090-10-09'); // Monday
    expect(await pass({ perCompany: 1 })).toBe(2);
    const mails = await newMails();
    // Claire, never reminded, before Bob, reminded before.
    expect(mails.map((m) => m.to).sort()).toEqual([claireEmail, gaelleEmail].sort());
    expect(mails.find((m) => m.to === gaelleEmail)!.text).toContain(
      'http://globex.localhost:8000/time-tracking/task-list',
    );
    // The next pass takes the Acme user left waiting.
    expect(await pass({ perCompany: 1 })).toBe(1);
    expect((await newMails()).map((m) => m.to)).toEqual([bobEmail]);

    const [globex] = await ctx.db.select().from(companies).where(eq(companies.hostname, 'globex.localhost'));
    await ctx.db.update(companies).set({ use_time_tracking: false }).where(eq(companies.id, globex!.id));
    try {
      pinAt('2090-10-11'); // Wednesday
      expect(await pass()).toBe(2);
      expect((await newMails()).map((m) => m.to).sort()).toEqual([bobEmail, claireEmail].sort());
    } finally {
      await ctx.db.update(companies).set({ use_time_tracking: true }).where(eq(companies.id, globex!.id));
    }
  });
});

describe('office hours', () => {
  it('sends nothing on a Saturday, a public holiday or at night; the same users get theirs at 9:00', async () => {
    // Bob and Claire every day, Gaëlle every 3 hours (the test above): all three are due from here on.
    pinAt('2090-10-14'); // Saturday
    expect(await pass()).toBe(0);
    pinAt('2090-11-01'); // Wednesday, All Saints' Day
    expect(await pass()).toBe(0);
    pinAt('2090-11-02', 22); // Thursday, 22:00
    expect(await pass()).toBe(0);
    pinAt('2090-11-02', 8);
    expect(await pass()).toBe(0);
    expect(await newMails()).toEqual([]);
    pinAt('2090-11-02', 9);
    expect(await pass()).toBe(3);
    expect(await newMails()).toHaveLength(3);
  });

  it.each([
    ['2090-10-02T07:00:00Z', 'Monday 9:00 (summer time)', true],
    ['2090-10-02T06:59:00Z', 'Monday 8:59', false],
    ['2090-10-02T15:59:00Z', 'Monday 17:59', true],
    ['2090-10-02T16:00:00Z', 'Monday 18:00', false],
    ['2090-10-06T20:00:00Z', 'Friday 22:00', false],
    ['2090-10-07T10:00:00Z', 'Saturday noon', false],
    ['2090-10-08T10:00:00Z', 'Sunday noon', false],
    ['2090-11-01T10:00:00Z', 'All Saints, a Wednesday, 11:00', false],
    ['2090-11-02T08:00:00Z', 'Thursday 9:00 (winter time)', true],
    ['2090-11-02T07:30:00Z', 'Thursday 8:30 (winter time)', false],
  ])('%s, %s: %s', (instant, _when, expected) => {
    expect(isReminderTime(new Date(instant))).toBe(expected);
  });
});

describe('the mail', () => {
  it.each([
    [{ unit: 'hours', amount: 1 }, '1 heure', '1 hour.'],
    [{ unit: 'hours', amount: 3 }, '3 heures', '3 hours.'],
    [{ unit: 'days', amount: 2 }, '2 jours', '2 days.'],
  ] as const)("%j: in the reader's language", (remind, fr, en) => {
    const french = trackingReminderMail(remind, 'https://x/time-tracking/task-list', 'fr');
    const english = trackingReminderMail(remind, 'https://x/time-tracking/task-list', 'en');
    expect(french.text).toContain(`depuis ${fr}.`);
    expect(french.subject).toBe('Rappel : suivi du temps');
    expect(english.text).toContain(`for ${en}`);
    expect(english.subject).toBe('Reminder: time tracking');
    expect(english.text).not.toContain('Bonjour');
  });
});
