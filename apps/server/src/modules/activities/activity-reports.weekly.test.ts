import { ACTIVITY_MESSAGES, type SynthesisRow } from '@staff/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { withCompanyPreferences } from '../../../test/company-preferences';
import { racingBrowsers, tally } from '../../../test/races';
import { mailOutbox } from '../../platform/mail/outbox.tables';
import { contracts } from '../contracts/contracts.tables';
import { users } from '../users/users.tables';
import { activityReports } from './activities.tables';
import { reportSentText } from './activity-reports.mails';
import { projectIds, userId } from './activity-reports.test-helpers';

/**
 * Weekly activity reports (issue 28): a company setting; a week cut at the month's end; the same routes, states, send,
 * validation, PDF and race guard as a month's; the month already begun keeps its kind; the synthesis adds the weeks.
 * Months of 2021 and 2024 hold no demo report of alice's.
 */
const ctx = useTestApp();
let alice: TestClient;
let manager: TestClient;
let project = 0;
beforeAll(async () => {
  alice = await ctx.as('alice');
  manager = await ctx.as('manager');
  project = (await projectIds(ctx, 'alice', 1))[0]!;
});

const weekly = <T>(run: () => Promise<T>) =>
  withCompanyPreferences(
    ctx,
    (p) => ({ ...p, activity: { ...p.activity, report_period: 'week' } }),
    () => run(),
  );

const create = (date: string) => alice.post('/api/activity-report/', { date });
const work = (report: number, from: string, to: string) =>
  alice.post('/api/activity/', {
    report,
    project,
    begin_date: from,
    begin_slice: 0,
    end_date: to,
    end_slice: 1,
  });

describe('the company setting', () => {
  it('is monthly by default, and the administrator makes it weekly', async () => {
    const admin = await ctx.as('admin');
    expect((await admin.get('/api/company-settings/activity/')).body.report_period).toBe('month');
    const body = { slices_per_day: 2, recipients_for_validation: '', report_period: 'week' };
    const saved = await admin.put('/api/company-settings/activity/', body);
    expect(saved.status).toBe(200);
    expect(saved.body.report_period).toBe('week');
    const refused = await admin.put('/api/company-settings/activity/', { ...body, report_period: 'day' });
    expect(refused.status).toBe(400);
    await admin.put('/api/company-settings/activity/', { ...body, report_period: 'month' });
  });
});

describe('POST activity-report/ in a weekly company', () => {
  it('creates the week of the day, cut at the month’s end: Monday 30/09/2024 is a one-day report', () =>
    weekly(async () => {
      const september = await create('2024-09-30');
      expect(september.status).toBe(201);
      expect(september.body).toMatchObject({ period: 'week', date: '2024-09-01', week: 40 });
      expect(september.body).toMatchObject({ first_day: '2024-09-30', last_day: '2024-09-30' });
      expect(september.body).toMatchObject({ total_working_days: 1, total: { emptyDays: 1 } });
      const october = await create('2024-10-04');
      expect(october.body).toMatchObject({ period: 'week', date: '2024-10-01', first_day: '2024-10-01' });
      expect(october.body).toMatchObject({ last_day: '2024-10-06', week: 40, total_working_days: 4 });
      const again = await create('2024-10-06');
      expect(again.status).toBe(200);
      expect(again.body.id).toBe(october.body.id);
    }));

  it('keeps the kind of a month already begun: a monthly report stays the month’s only one', async () => {
    const monthly = await create('2024-11-05');
    expect(monthly.body.period).toBe('month');
    await weekly(async () => {
      const later = await create('2024-11-20');
      expect(later.status).toBe(200);
      expect(later.body).toMatchObject({ id: monthly.body.id, period: 'month' });
    });
  });

  it('places activities inside the week only, and its figures are the week’s', () =>
    weekly(async () => {
      const { body: report } = await create('2024-10-09');
      expect(report).toMatchObject({ first_day: '2024-10-07', last_day: '2024-10-13', total_working_days: 5 });
      const outside = await work(report.id, '2024-10-04', '2024-10-07');
      expect(outside.status).toBe(400);
      expect(outside.body.fields.begin_date).toEqual([ACTIVITY_MESSAGES.outOfMonth]);
      // Monday to Sunday: the weekend is skipped, five days worked.
      const inside = await work(report.id, '2024-10-07', '2024-10-13');
      expect(inside.status).toBe(201);
      const detail = await alice.get(`/api/activity-report/${report.id}/`);
      expect(detail.body.total).toMatchObject({ workingDays: 5, emptyDays: 0 });
    }));
});

describe('a weekly report’s life', () => {
  it('is sent (one mail naming the week), validated, unlocked; its PDF is the week’s', () =>
    weekly(async () => {
      const { body: report } = await create('2024-10-16');
      await work(report.id, '2024-10-14', '2024-10-18');
      const sent = await alice.post('/api/activity-report/send_mail_cra/', { report: report.id });
      expect(sent.status).toBe(200);
      const mails = (await ctx.db.select().from(mailOutbox)).filter((m) => m.text.includes(`/activity/${report.id}`));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toContain('semaine 42 (du 14/10/2024 au 20/10/2024)');
      expect(mails[0]!.text).toContain("rapport d'activité de la semaine 42");
      // Its readers are French (each reads the mail in their language); an English reader's names the week so.
      expect(mails[0]!.text).not.toContain('worked days');
      const english = reportSentText(
        { who: 'Alice Martin', report: { month: '2024-10-01', week_start_day: 14 }, workingDays: 5, link: '' },
        'en',
      );
      expect(english.text).toContain('the week 42 (14/10/2024 to 20/10/2024): 5.00 worked days');
      const pdf = await manager.get(`/api/pdf/activity-report/${report.id}?pdf=1`);
      expect(pdf.status).toBe(200);
      expect(pdf.headers['content-type']).toContain('application/pdf');
      expect((await manager.patch(`/api/activity-report/${report.id}/`, { status: 'accepted' })).status).toBe(200);
      expect((await manager.patch(`/api/activity-report/${report.id}/`, { status: 'draft' })).status).toBe(200);
      expect((await alice.get(`/api/activity-report/${report.id}/`)).body.status).toBe('draft');
    }));

  it('is listed with the month’s other weeks by the back office’s month filter', () =>
    weekly(async () => {
      const ids = [(await create('2024-10-21')).body.id, (await create('2024-10-28')).body.id];
      const list = await manager.get(`/api/activity-report/?date=2024-10&owner=${await userId(ctx, 'alice')}`);
      expect(list.status).toBe(200);
      const listed = list.body.results.map((r: { id: number }) => r.id);
      for (const id of ids) expect(listed).toContain(id);
      expect(list.body.results.every((r: { period: string }) => r.period === 'week')).toBe(true);
    }));
});

describe('one report per owner and period, atomic', () => {
  const N = 20;
  const all = racingBrowsers(ctx, { alice: N });
  it('makes one weekly report of 20 racing POSTs of days of one week', () =>
    weekly(async () => {
      const days = ['2024-12-02', '2024-12-03', '2024-12-04', '2024-12-05', '2024-12-08'];
      const results = await Promise.all(
        all('alice').map((c, i) => c.post('/api/activity-report/', { date: days[i % 5] })),
      );
      expect(tally(results)).toEqual({ 201: 1, 200: N - 1 });
      expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
      const rows = await ctx.db
        .select()
        .from(activityReports)
        .where(and(eq(activityReports.owner_id, await userId(ctx, 'alice')), eq(activityReports.month, '2024-12-01')));
      expect(rows).toHaveLength(1);
    }));
});

describe('the monthly synthesis of a weekly month', () => {
  // February 2021 runs from Monday 1 to Sunday 28: four whole weeks, 20 business days.
  const row = async (): Promise<SynthesisRow> => {
    const compta = await ctx.as('compta');
    const res = await compta.get('/api/monthly_summary/?for_month=2021-02&limit=1000');
    expect(res.status).toBe(200);
    const aliceId = await userId(ctx, 'alice');
    return res.body.results.find((r: SynthesisRow) => r.user_id === aliceId);
  };

  it('adds the weeks; the month is "missing" until every week is written, then its least advanced week', () =>
    weekly(async () => {
      const weeks = [];
      for (const monday of ['2021-02-01', '2021-02-08', '2021-02-15']) {
        const { body } = await create(monday);
        weeks.push(body.id);
        await work(
          body.id,
          monday,
          monday.replace(/\d\d$/, (d) => String(Number(d) + 4).padStart(2, '0')),
        );
      }
      const partial = await row();
      expect(partial).toMatchObject({ report: null, worked: 15, expected_days: 20, empty_days: 5 });
      // Not all written: the reminder reminds her, the payroll check lists her as not validated.
      const compta = await ctx.as('compta');
      const aliceId = await userId(ctx, 'alice');
      const preview = await compta.get('/api/activity-report/reminder-mail/?for_month=2021-02');
      expect(preview.body.recipients.map((r: { user_id: number }) => r.user_id)).toContain(aliceId);
      const check = await compta.get('/api/monthly_summary/export-check/?for_month=2021-02');
      expect(check.body.not_validated).toContainEqual(expect.objectContaining({ user_id: aliceId, report: null }));
      expect(partial.weeks.map((w) => [w.first_day, w.last_day, w.week, w.status])).toEqual([
        ['2021-02-01', '2021-02-07', 5, 'draft'],
        ['2021-02-08', '2021-02-14', 6, 'draft'],
        ['2021-02-15', '2021-02-21', 7, 'draft'],
      ]);
      const { body: last } = await create('2021-02-22');
      await work(last.id, '2021-02-22', '2021-02-24');
      for (const id of [...weeks, last.id]) await alice.post('/api/activity-report/send_mail_cra/', { report: id });
      await manager.patch(`/api/activity-report/${weeks[0]}/`, { status: 'accepted' });
      const full = await row();
      // The least advanced of accepted, submitted × 3 is the first submitted week.
      expect(full).toMatchObject({ report: { id: weeks[1], status: 'submitted' }, worked: 18, empty_days: 2 });
      expect(full.weeks).toHaveLength(4);
      // All sent: no reminder for her any more.
      const sentAll = await (await ctx.as('compta')).get('/api/activity-report/reminder-mail/?for_month=2021-02');
      expect(sentAll.body.recipients.map((r: { user_id: number }) => r.user_id)).not.toContain(
        await userId(ctx, 'alice'),
      );
    }));
});

describe("the contract's cap, a month's rule", () => {
  it('refuses the week that makes the month go over it, the excess counted on the month', () =>
    weekly(async () => {
      const [user] = await ctx.db
        .select()
        .from(users)
        .where(eq(users.id, await userId(ctx, 'alice')));
      const [contract] = await ctx.db
        .insert(contracts)
        .values({
          company_id: user!.company_id!,
          title: 'Sept jours',
          max_worked_days_per_month: 7,
          can_overflow_max_worked_days: false,
        })
        .returning();
      await ctx.db.update(users).set({ contract_id: contract!.id }).where(eq(users.id, user!.id));
      try {
        // March 2021: Monday 1 to Sunday 7, then 8 to 14; five days worked in each.
        const first = (await create('2021-03-01')).body;
        expect(first).toMatchObject({ max_worked_days: 7, can_overflow_max_worked_days: false, total_working_days: 5 });
        await work(first.id, '2021-03-01', '2021-03-05');
        expect((await alice.post('/api/activity-report/send_mail_cra/', { report: first.id })).status).toBe(200);
        const second = (await create('2021-03-08')).body;
        await work(second.id, '2021-03-08', '2021-03-12');
        const refused = await alice.patch(`/api/activity-report/${second.id}/`, { status: 'submitted' });
        expect(refused.status).toBe(400);
        expect(refused.body.code).toBe('activity.excessDays');
        expect(refused.body.detail).toBe(ACTIVITY_MESSAGES.excessDays.replace('{count}', '3'));
      } finally {
        await ctx.db.update(users).set({ contract_id: user!.contract_id }).where(eq(users.id, user!.id));
      }
    }));
});
