import { addDays, monthBounds, SYNTHESIS_MESSAGES } from '@staff/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { readsIn } from '../../../test/languages';
import { todayInParis } from '../../platform/clock';
import { mailOutbox } from '../../platform/mail/outbox.tables';
import { activityOvertimes, activityReports } from '../activities/activities.tables';
import { addActivity, projectIds, reportOf, userId } from '../activities/activity-reports.test-helpers';
import { companies } from '../companies/companies.tables';
import { contracts } from '../contracts/contracts.tables';
import { leaves } from '../leaves/leaves.tables';
import { typeId } from '../leaves/leaves.test-helpers';
import { projects } from '../projects/projects.tables';
import { typesOfOvertime } from '../reference/reference.tables';
import { serviceMembers, services } from '../services/services.tables';
import { users } from '../users/users.tables';

/**
 * The monthly synthesis (issue 13): the figures of a month with half-day leaves, public holidays, overtime and a
 * contract's cap, equal to the report card's; who sees whom; the leaves table; the reminder through the outbox; the
 * unlock of a submitted report from the synthesis. May 2024 (19 business days: the 1st, 8th, 9th and 20th are
 * holidays) holds no demo data.
 */
const ctx = useTestApp();
let compta: TestClient;
let claire: TestClient;
let acme = 0;
let claireId = 0;
let bobId = 0;
let cp = 0;
let rtt = 0;
let h25 = 0;
let h50 = 0;
let claireReport = 0;

type Row = {
  user_id: number;
  worked: number;
  charged: number;
  not_charged: number;
  leave_days: number;
  empty_days: number;
  report: { id: number; status: string } | null;
  values: Record<string, number>;
};
const rowOf = (body: { results: Row[] }, id: number) => body.results.find((r) => r.user_id === id)!;

async function insertLeave(ownerId: number, type: number, leave: Record<string, string>, halfDays: number) {
  await ctx.db.insert(leaves).values({
    company_id: acme,
    owner_id: ownerId,
    begin_date: leave.begin_date!,
    begin_period: leave.begin_period as 'AM' | 'PM',
    end_date: leave.end_date!,
    end_period: leave.end_period as 'AM' | 'PM',
    half_days: halfDays,
    type_of_leave_id: type,
    status: 'accepted',
    submission_date: new Date('2024-04-02T09:00:00Z'),
  });
}

beforeAll(async () => {
  compta = await ctx.as('compta');
  claire = await ctx.as('claire');
  claireId = await userId(ctx, 'claire');
  bobId = await userId(ctx, 'bob');
  const [me] = await ctx.db.select().from(users).where(eq(users.id, claireId));
  acme = me!.company_id!;
  cp = await typeId(ctx, 'Congés payés');
  rtt = await typeId(ctx, 'RTT');
  const overtimeTypes = await ctx.db.select().from(typesOfOvertime).where(eq(typesOfOvertime.company_id, acme));
  h25 = overtimeTypes.find((t) => t.short_name === 'H25')!.id;
  h50 = overtimeTypes.find((t) => t.short_name === 'H50')!.id;

  // Claire: a contract of 17 days without overflow, frozen in her May report.
  const [contract] = await ctx.db
    .insert(contracts)
    .values({ company_id: acme, title: 'Test 17', max_worked_days_per_month: 17, can_overflow_max_worked_days: false })
    .returning();
  await ctx.db.update(users).set({ contract_id: contract!.id }).where(eq(users.id, claireId));
  const [chargeable, internal] = await projectIds(ctx, 'claire', 2);
  await ctx.db.update(projects).set({ chargeable: false }).where(eq(projects.id, internal!));
  claireReport = await reportOf(claire, '2024-05');
  // 3 charged days (Mon 13 to Wed 15), 1 not charged (Thu 16).
  const worked = await addActivity(ctx, claireReport, chargeable!, {
    begin_date: '2024-05-13',
    begin_slice: 0,
    end_date: '2024-05-15',
    end_slice: 1,
  });
  await addActivity(ctx, claireReport, internal!, {
    begin_date: '2024-05-16',
    begin_slice: 0,
    end_date: '2024-05-16',
    end_slice: 1,
  });
  await ctx.db.insert(activityOvertimes).values([
    { company_id: acme, activity_id: worked.id, user_id: claireId, type_of_overtime_id: h25, minutes: 90 },
    { company_id: acme, activity_id: worked.id, user_id: claireId, type_of_overtime_id: h50, minutes: 45 },
  ]);
  // RTT from Tuesday 7 afternoon to Friday 10 morning around the 8th and Ascension (the 9th): 1 day. Congés payés
  // Friday 17.
  await insertLeave(
    claireId,
    rtt,
    { begin_date: '2024-05-07', begin_period: 'PM', end_date: '2024-05-10', end_period: 'AM' },
    2,
  );
  await insertLeave(
    claireId,
    cp,
    { begin_date: '2024-05-17', begin_period: 'AM', end_date: '2024-05-17', end_period: 'PM' },
    2,
  );
  // Bob, no report: Congés payés from Tuesday 30 April afternoon to Thursday 2 May morning (the 1st is a holiday).
  await insertLeave(
    bobId,
    cp,
    { begin_date: '2024-04-30', begin_period: 'PM', end_date: '2024-05-02', end_period: 'AM' },
    2,
  );
});

describe('GET monthly_summary/', () => {
  it("gives HC, W, IC, leave days by type, overtime by type and empty days, equal to the report card's", async () => {
    const res = await compta.get('/api/monthly_summary/?for_month=2024-05&limit=100');
    expect(res.status).toBe(200);
    const row = rowOf(res.body as { results: Row[] }, claireId);
    expect(row).toMatchObject({
      report: { id: claireReport, status: 'draft' },
      charged: 3,
      worked: 4,
      not_charged: 1,
      leave_days: 2,
      // 17 expected (the contract's cap) − 4 worked − 2 on leave.
      empty_days: 11,
      expected_days: 17,
      has_overtime: true,
    });
    expect(row.values).toEqual({
      [`leave_${rtt}`]: 1,
      [`leave_${cp}`]: 1,
      [`overtime_${h25}`]: 1.5,
      [`overtime_${h50}`]: 0.75,
    });
    const card = await claire.get(`/api/activity-report/${claireReport}/`);
    expect(card.body.total).toMatchObject({
      workingDays: row.worked,
      leaveDays: row.leave_days,
      emptyDays: row.empty_days,
    });

    const columns = res.body.columns as {
      code: string;
      label: string;
      kind: string;
      unit: string;
      short_name: string | null;
    }[];
    expect(columns.filter((c) => c.kind === 'overtime').map((c) => c.short_name)).toEqual(['H25', 'H50', 'AST']);
    expect(columns.find((c) => c.code === `leave_${cp}`)).toMatchObject({ label: 'Congés payés', unit: 'days' });
    // Telework is no absence: no column.
    expect(columns.some((c) => c.label === 'Télétravail')).toBe(false);
  });

  it('counts an employee without a report: the month to fill less his leave, half days clipped to the month', async () => {
    const res = await compta.get('/api/monthly_summary/?for_month=2024-05&search_query=durand');
    expect(res.body.count).toBe(1);
    expect(rowOf(res.body as { results: Row[] }, bobId)).toMatchObject({
      report: null,
      worked: 0,
      charged: 0,
      leave_days: 0.5,
      empty_days: 18.5,
      values: { [`leave_${cp}`]: 0.5 },
    });
  });

  it('searches first name, last name and employee number; pages by 10 by default; sorts', async () => {
    const all = await compta.get('/api/monthly_summary/?for_month=2024-05&limit=1000');
    const page = await compta.get('/api/monthly_summary/?for_month=2024-05');
    expect(page.body.results).toHaveLength(Math.min(10, all.body.count));
    expect(page.body.count).toBe(all.body.count);
    const [claireRow] = await ctx.db.select().from(users).where(eq(users.id, claireId));
    for (const term of ['claire', 'PETIT', claireRow!.employee_number!]) {
      const res = await compta.get(`/api/monthly_summary/?for_month=2024-05&search_query=${encodeURIComponent(term)}`);
      expect(res.body.results.map((r: Row) => r.user_id)).toContain(claireId);
    }
    const none = await compta.get('/api/monthly_summary/?for_month=2024-05&search_query=zzzz');
    expect(none.body).toMatchObject({ count: 0, results: [] });
    const past = await compta.get(`/api/monthly_summary/?for_month=2024-05&offset=${all.body.count + 5}`);
    expect(past.body).toMatchObject({ count: all.body.count, results: [] });
    const sorted = await compta.get('/api/monthly_summary/?for_month=2024-05&ordering=-last_name&limit=1000');
    const names = sorted.body.results.map((r: { last_name: string }) => r.last_name);
    expect(names[0]!.localeCompare(names[names.length - 1]!, 'fr')).toBeGreaterThanOrEqual(0);
    expect((await compta.get('/api/monthly_summary/?for_month=2024-05&ordering=password')).status).toBe(400);
    expect((await compta.get('/api/monthly_summary/?for_month=2018-13')).status).toBe(400);
  });

  it('lists active employees who declare activity: not the accounting, manager or administrator accounts', async () => {
    const res = await compta.get('/api/monthly_summary/?for_month=2024-05&limit=1000');
    const ids = new Set(res.body.results.map((r: Row) => r.user_id));
    for (const name of ['compta', 'manager', 'admin', 'assistant'])
      expect(ids.has(await userId(ctx, name))).toBe(false);
    expect(ids.has(await userId(ctx, 'rh'))).toBe(true);
    expect(ids.has(await userId(ctx, 'globex-user'))).toBe(false);
  });

  it("agrees with every report card of the demo's last month", async () => {
    const month = monthBounds(addDays(monthBounds(todayInParis()).first, -1)).first.slice(0, 7);
    const synthesis = await compta.get(`/api/monthly_summary/?for_month=${month}&limit=1000`);
    const reports = await compta.get(`/api/activity-report/?date=${month}&limit=1000`);
    expect(reports.body.count).toBeGreaterThan(5);
    for (const report of reports.body.results) {
      const row = rowOf(synthesis.body as { results: Row[] }, report.owner);
      expect(row.report?.id).toBe(report.id);
      expect({ w: row.worked, l: row.leave_days, e: row.empty_days }).toEqual({
        w: report.total.workingDays,
        l: report.total.leaveDays,
        e: report.total.emptyDays,
      });
      expect(row.charged + row.not_charged).toBeCloseTo(row.worked, 2);
    }
  });
});

describe('who sees the synthesis', () => {
  it('hr and accounting see the company; a manager the members of his services; a collaborator gets 403', async () => {
    const hr = await (await ctx.as('rh')).get('/api/monthly_summary/?for_month=2024-05&limit=1000');
    const accounting = await compta.get('/api/monthly_summary/?for_month=2024-05&limit=1000');
    expect(hr.body.count).toBe(accounting.body.count);
    const manager = await (await ctx.as('manager')).get('/api/monthly_summary/?for_month=2024-05&limit=1000');
    const [service] = await ctx.db
      .select({ id: services.id })
      .from(services)
      .where(eq(services.manager_id, await userId(ctx, 'manager')));
    const members = await ctx.db
      .select({ id: serviceMembers.user_id })
      .from(serviceMembers)
      .where(eq(serviceMembers.service_id, service!.id));
    const memberIds = new Set(members.map((m) => m.id));
    expect(manager.body.count).toBeGreaterThan(0);
    expect(manager.body.count).toBeLessThan(accounting.body.count);
    for (const row of manager.body.results as Row[]) expect(memberIds.has(row.user_id)).toBe(true);
    const leavesOfManager = await (await ctx.as('manager')).get(
      '/api/monthly_summary/leaves/?for_month=2024-05&limit=100',
    );
    for (const leave of leavesOfManager.body.results) expect(memberIds.has(leave.owner.id)).toBe(true);

    for (const url of [
      '/api/monthly_summary/?for_month=2024-05',
      '/api/monthly_summary/leaves/?for_month=2024-05',
      '/api/activity-report/reminder-mail/?for_month=2024-05',
    ]) {
      expect((await claire.get(url)).status).toBe(403);
    }
    expect((await claire.post('/api/activity-report/send-reminder-mail/', { for_month: '2024-05' })).status).toBe(403);
  });

  it("another company's accounting sees only its own people", async () => {
    const globex = await (await ctx.as('globex-admin')).get('/api/monthly_summary/?for_month=2024-05&limit=1000');
    expect(globex.body.results.map((r: Row) => r.user_id)).not.toContain(claireId);
  });
});

describe('GET monthly_summary/leaves/', () => {
  it("lists the month's leaves with their days inside the month, and the month's public holidays", async () => {
    const res = await compta.get('/api/monthly_summary/leaves/?for_month=2024-05&search_query=petit');
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(2);
    expect(
      res.body.results.map((l: { type_of_leave: { name: string }; days_in_month: number }) => [
        l.type_of_leave.name,
        l.days_in_month,
      ]),
    ).toEqual([
      ['RTT', 1],
      ['Congés payés', 1],
    ]);
    expect(res.body.results[0]).toMatchObject({
      owner: { id: claireId, first_name: 'Claire', last_name: 'Petit' },
      status: 'accepted',
      begin_date: '2024-05-07',
      begin_period: 'PM',
      end_date: '2024-05-10',
      end_period: 'AM',
      number_of_days: 1,
      submission_date: '2024-04-02T09:00:00.000Z',
    });
    expect(res.body.holidays.map((h: { date: string }) => h.date)).toEqual([
      '2024-05-01',
      '2024-05-08',
      '2024-05-09',
      '2024-05-20',
    ]);
    const bob = await compta.get('/api/monthly_summary/leaves/?for_month=2024-05&search_query=durand');
    expect(bob.body.results[0]).toMatchObject({ days_in_month: 0.5, number_of_days: 1 });
  });

  it('pages by 10', async () => {
    const month = monthBounds(addDays(monthBounds(todayInParis()).first, -1)).first.slice(0, 7);
    const all = await compta.get(`/api/monthly_summary/leaves/?for_month=${month}&limit=1000`);
    const page = await compta.get(`/api/monthly_summary/leaves/?for_month=${month}`);
    expect(page.body.results).toHaveLength(Math.min(10, all.body.count));
    expect(page.body.count).toBe(all.body.count);
    // A full page of a search counts the search's leaves (the count reads the owners then), not the month's.
    const first = await compta.get('/api/monthly_summary/leaves/?for_month=2024-05&search_query=petit&limit=1');
    expect(first.body.results).toHaveLength(1);
    expect(first.body.count).toBe(2);
  });
});

describe('the reminder', () => {
  it('previews those whose report is missing or draft, and puts one mail each in the outbox; no e-mail fails', async () => {
    await ctx.db.update(users).set({ email: '' }).where(eq(users.id, bobId));
    const preview = await compta.get('/api/activity-report/reminder-mail/?for_month=2024-05');
    expect(preview.status).toBe(200);
    const ids = preview.body.recipients.map((r: { user_id: number }) => r.user_id);
    expect(ids).toContain(claireId);
    expect(ids).toContain(bobId);
    // In the asking user's language (compta: French); each recipient gets theirs (issue 28).
    expect(preview.body.subject).toBe("Rappel : rapport d'activité de mai 2024");
    expect(preview.body.text).toContain("Votre rapport d'activité de mai 2024 n'a pas encore été envoyé.");

    const [company] = await ctx.db.select().from(companies).where(eq(companies.id, acme));
    await ctx.db
      .update(companies)
      .set({
        preferences: { ...company!.preferences, email: { ...company!.preferences.email, subject_prefix: '[Acme]' } },
      })
      .where(eq(companies.id, acme));
    const before = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.company_id, acme));
    const backToFrench = await readsIn(ctx, 'claire', 'en');
    const res = await compta.post('/api/activity-report/send-reminder-mail/', { for_month: '2024-05' });
    await backToFrench();
    expect(res.status).toBe(200);
    expect(res.body.sent + res.body.failed).toBe(ids.length);
    const bob = res.body.results.find((r: { user_id: number }) => r.user_id === bobId);
    expect(bob).toMatchObject({
      sent: false,
      error: {
        code: 'synthesis.reminderFailed',
        detail: SYNTHESIS_MESSAGES.reminderFailed.replace('{email}', 'Bob Durand'),
      },
    });
    const after = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.company_id, acme));
    const added = after.filter((m) => !before.some((b) => b.id === m.id));
    expect(added).toHaveLength(res.body.sent);
    const [claireRow] = await ctx.db.select().from(users).where(eq(users.id, claireId));
    const toClaire = added.find((m) => m.to.includes(claireRow!.email))!;
    expect(toClaire.subject).toBe('[Acme] Reminder: activity report of May 2024');
    expect(toClaire.text).toContain('Your activity report of May 2024 has not been sent yet.');
    expect(added.filter((m) => m !== toClaire).every((m) => m.text === preview.body.text)).toBe(true);
  });

  it('leaves out those who sent the month', async () => {
    await ctx.db.update(activityReports).set({ status: 'submitted' }).where(eq(activityReports.id, claireReport));
    const preview = await compta.get('/api/activity-report/reminder-mail/?for_month=2024-05');
    expect(preview.body.recipients.map((r: { user_id: number }) => r.user_id)).not.toContain(claireId);
    await ctx.db.update(activityReports).set({ status: 'draft' }).where(eq(activityReports.id, claireReport));
  });
});

describe('unlock from the synthesis', () => {
  it('accounting and hr put a submitted report back to draft; another company gets 404', async () => {
    const submitted = await ctx.db
      .select({ id: activityReports.id })
      .from(activityReports)
      .where(and(eq(activityReports.company_id, acme), eq(activityReports.status, 'submitted')))
      .limit(2);
    expect(submitted).toHaveLength(2);
    const outsider = await ctx.as('globex-admin');
    expect((await outsider.patch(`/api/activity-report/${submitted[0]!.id}/`, { status: 'draft' })).status).toBe(404);
    const byAccounting = await compta.patch(`/api/activity-report/${submitted[0]!.id}/`, { status: 'draft' });
    expect(byAccounting.status).toBe(200);
    expect(byAccounting.body.status).toBe('draft');
    const byHr = await (await ctx.as('rh')).patch(`/api/activity-report/${submitted[1]!.id}/`, { status: 'draft' });
    expect(byHr.status).toBe(200);
    const rows = await ctx.db
      .select({ status: activityReports.status })
      .from(activityReports)
      .where(inArray(activityReports.id, [submitted[0]!.id, submitted[1]!.id]));
    expect(rows.map((r) => r.status)).toEqual(['draft', 'draft']);
  });
});
