import { addMonths, monthBounds, PROJECT_SUMMARY_MESSAGES } from '@staff/shared';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { countStatements, type StatementCounter } from '../../../test/statements';
import { todayInParis } from '../../platform/clock';
import { mailOutbox } from '../../platform/mail/outbox.tables';
import { activities, activityReports } from '../activities/activities.tables';
import { userId } from '../activities/activity-reports.test-helpers';
import { customers, projects } from '../projects/projects.tables';
import { services } from '../services/services.tables';
import { users } from '../users/users.tables';

/**
 * The project summaries (issue 27) over the demo: figures equal to the report card's and the monthly synthesis's on
 * the demo months, who sees what (the company, a manager's services, nobody else), filters, sort and paging in SQL,
 * the period's bounds, the export, budgets and their mails.
 */
const ctx = useTestApp();
const today = todayInParis();
/** The demo's validated or sent months: the three before the current one. */
const demoMonths = [-3, -2, -1].map((delta) => addMonths(monthBounds(today).first, delta).slice(0, 7));
const monthPeriod = (month: string) => `from=${month}-01&to=${monthBounds(`${month}-01`).last}`;
const quarter = `from=${demoMonths[0]}-01&to=${monthBounds(`${demoMonths[2]}-01`).last}`;
let compta: TestClient;
let manager: TestClient;
let acme = 0;

type Row = { id: number | null; name: string | null; worktime: number; noneworktime: number; total: number };

beforeAll(async () => {
  compta = await ctx.as('compta');
  manager = await ctx.as('manager');
  const [row] = await ctx.db.select({ company_id: users.company_id }).from(users).where(eq(users.username, 'compta'));
  acme = row!.company_id!;
});

describe('the figures are the report card’s and the monthly synthesis’s', () => {
  it.each(demoMonths)('on the demo month %s, for every employee', async (month) => {
    const [salaries, synthesis, reports] = await Promise.all([
      compta.get(`/api/project-summary-salary/?${monthPeriod(month)}&include_submitted=true&limit=1000`),
      compta.get(`/api/monthly_summary/?for_month=${month}&limit=1000`),
      compta.get(`/api/activity-report/?date=${month}&limit=1000`),
    ]);
    expect(salaries.status).toBe(200);
    const sent = reports.body.results.filter((r: { status: string }) => ['accepted', 'submitted'].includes(r.status));
    expect(sent.length).toBeGreaterThan(5);
    for (const report of sent) {
      const summary = salaries.body.results.find((r: Row) => r.id === report.owner);
      const synth = synthesis.body.results.find((r: { user_id: number }) => r.user_id === report.owner);
      // The demo's activities are on customer projects, its accepted trainings none: worked days are project days.
      expect(summary?.total ?? 0).toBe(report.total.workingDays);
      expect(summary?.total ?? 0).toBe(synth.worked);
      expect(summary?.worktime ?? 0).toBe(synth.charged);
      expect(summary?.noneworktime ?? 0).toBe(synth.not_charged);
    }
  });

  it('adds up the same by project, by customer and by employee', async () => {
    const q = `${quarter}&limit=1000`;
    const [byProject, byCustomer, bySalary] = await Promise.all([
      compta.get(`/api/projects-summary/?${q}`),
      compta.get(`/api/project-summary-customer/?${q}`),
      compta.get(`/api/project-summary-salary/?${q}`),
    ]);
    const sum = (rows: Row[], key: 'total' | 'worktime') =>
      Math.round(rows.reduce((t, r) => t + r[key] * 100, 0)) / 100;
    for (const key of ['total', 'worktime'] as const) {
      expect(sum(byCustomer.body.results, key)).toBeCloseTo(sum(byProject.body.results, key), 1);
      expect(sum(bySalary.body.results, key)).toBeCloseTo(sum(byProject.body.results, key), 1);
    }
  });

  it('counts validated reports only by default, the sent ones when asked', async () => {
    const month = demoMonths[2]!;
    const [validated, withSent] = await Promise.all([
      compta.get(`/api/project-summary-salary/?${monthPeriod(month)}&limit=1000`),
      compta.get(`/api/project-summary-salary/?${monthPeriod(month)}&include_submitted=true&limit=1000`),
    ]);
    // The demo's last month: half the people sent their report, the validators have not decided yet.
    expect(withSent.body.count).toBeGreaterThan(validated.body.count);
  });
});

describe('who sees what', () => {
  it.each(['alice', 'assistant'])('%s may not read the summaries (403)', async (username) => {
    const client = await ctx.as(username);
    for (const path of ['projects-summary', 'project-summary-customer', 'project-summary-salary']) {
      expect((await client.get(`/api/${path}/?${quarter}`)).status).toBe(403);
    }
    expect((await client.get(`/api/export/projects-summary/?kind=customer&${quarter}`)).status).toBe(403);
  });

  it.each(['compta', 'rh', 'admin'])('%s sees every project of the company', async (username) => {
    const client = await ctx.as(username);
    const res = await client.get(`/api/projects-summary/?${quarter}&limit=1000`);
    expect(res.status).toBe(200);
    const serviceIds = new Set(
      res.body.results.map((r: { service_model: { id: number } | null }) => r.service_model?.id),
    );
    expect(serviceIds.size).toBeGreaterThan(1);
  });

  it('a manager sees the projects of the services he manages only, and no other in the project view', async () => {
    const managerId = await userId(ctx, 'manager');
    const managed = await ctx.db.select({ id: services.id }).from(services).where(eq(services.manager_id, managerId));
    const res = await manager.get(`/api/projects-summary/?${quarter}&limit=1000`);
    expect(res.status).toBe(200);
    expect(res.body.results.length).toBeGreaterThan(0);
    for (const row of res.body.results) expect(managed.map((s) => s.id)).toContain(row.service_model?.id);
    const [other] = await ctx.db
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.company_id, acme), eq(projects.name, 'Audit organisation')));
    expect((await manager.get(`/api/project-view/${other!.id}/`)).status).toBe(404);
    expect((await compta.get(`/api/project-view/${other!.id}/`)).status).toBe(200);
    const all = await compta.get(`/api/project-summary-salary/?${quarter}&limit=1000`);
    const his = await manager.get(`/api/project-summary-salary/?${quarter}&limit=1000`);
    expect(his.body.count).toBeLessThan(all.body.count);
  });

  it("another company's project is not found", async () => {
    const globex = await ctx.as('globex-admin');
    const [theirs] = await ctx.db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.company_id, acme))
      .limit(1);
    expect((await globex.get(`/api/project-view/${theirs!.id}/`)).status).toBe(404);
    const res = await globex.get(`/api/project-summary-activities/?${quarter}&project=${theirs!.id}`);
    expect(res.body).toEqual({ count: 0, results: [] });
  });
});

describe('filters, order, paging and the period', () => {
  it('filters on the name, accents and case aside, and on the customer', async () => {
    const res = await compta.get(`/api/projects-summary/?${quarter}&project_name=REFONTE`);
    expect(res.body.results.map((r: Row) => r.name)).toEqual(['Refonte espace client']);
    const customerId = res.body.results[0].customer_model.id;
    const mine = await compta.get(`/api/projects-summary/?${quarter}&customer_id=${customerId}&limit=100`);
    for (const row of mine.body.results) expect(row.customer_model.id).toBe(customerId);
    const internal = await compta.get(`/api/projects-summary/?${quarter}&customer_id=0&limit=100`);
    expect(internal.status).toBe(200);
    for (const row of internal.body.results) expect(row.customer_model).toBeNull();
    expect((await compta.get(`/api/projects-summary/?${quarter}&customer_id=00`)).status).toBe(400);
    const customers = await compta.get(`/api/project-summary-customer/?${quarter}&customer_name=banque`);
    expect(customers.body.results.every((r: Row) => r.name?.toLowerCase().includes('banque'))).toBe(true);
    const people = await compta.get(`/api/project-summary-salary/?${quarter}&name=petit`);
    expect(people.body.results.map((r: { last_name: string }) => r.last_name)).toEqual(['Petit']);
  });

  it('sorts on name and worktime both ways, and pages with the whole count', async () => {
    const byName = await compta.get(`/api/projects-summary/?${quarter}&limit=1000`);
    const names = byName.body.results.map((r: Row) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base' })));
    const byWork = await compta.get(`/api/projects-summary/?${quarter}&ordering=-worktime&limit=1000`);
    const work = byWork.body.results.map((r: Row) => r.worktime);
    expect(work).toEqual([...work].sort((a, b) => b - a));
    const page = await compta.get(`/api/projects-summary/?${quarter}&limit=2&offset=1`);
    expect(page.body.count).toBe(byName.body.count);
    expect(page.body.results.map((r: Row) => r.name)).toEqual(names.slice(1, 3));
  });

  it.each([
    ['from=2026-03-01&to=2026-02-28', 'projectSummary.rangeInvalid'],
    ['from=2026-01-01&to=2027-01-02', 'projectSummary.rangeTooLong'],
  ])('refuses %s with %s on `to`', async (period, code) => {
    const res = await compta.get(`/api/projects-summary/?${period}`);
    expect(res.status).toBe(400);
    expect(res.body.field_codes?.to ?? res.body.fields?.to).toBeDefined();
    expect(JSON.stringify(res.body)).toContain(PROJECT_SUMMARY_MESSAGES[code.split('.')[1] as 'rangeInvalid']);
  });

  it('refuses an ordering it does not know', async () => {
    expect((await compta.get(`/api/projects-summary/?${quarter}&ordering=password`)).status).toBe(400);
  });
});

describe('details, charts, activities and the project view', () => {
  it('the details by employee add up to the row, and the chart to the same days month by month', async () => {
    const [row] = (await compta.get(`/api/projects-summary/?${quarter}&project_name=Refonte`)).body.results;
    const table = await compta.get(`/api/project-summary-datatable/?${quarter}&project=${row.id}&group_by=employee`);
    expect(table.body.total).toEqual({ days: row.total, non_billed_days: row.noneworktime });
    expect(table.body.rows.length).toBe(row.nbrmembers);
    const chart = await compta.get(`/api/project-summary-datatable/?${quarter}&project=${row.id}&chart=1`);
    expect(chart.body.months).toEqual(demoMonths);
    const days = chart.body.series[0].months.reduce((t: number, m: { days: number }) => t + m.days, 0);
    expect(days).toBeCloseTo(row.total, 1);
  });

  it('lists the activities a figure is made of', async () => {
    const [row] = (await compta.get(`/api/projects-summary/?${quarter}&project_name=Refonte`)).body.results;
    const res = await compta.get(`/api/project-summary-activities/?${quarter}&project=${row.id}&limit=1000`);
    const days = res.body.results.reduce((t: number, a: { days: number }) => t + a.days, 0);
    expect(days).toBeCloseTo(row.total, 1);
    expect(res.body.results[0]).toMatchObject({ project: { id: row.id }, report: { status: 'accepted' } });
  });

  it('shows the demo budget: 20 days, partly consumed, with a forecast', async () => {
    const [budgeted] = await ctx.db.select().from(projects).where(eq(projects.name, 'Audit sécurité'));
    const view = await manager.get(`/api/project-view/${budgeted!.id}/`);
    expect(view.status).toBe(200);
    expect(view.body.months).toHaveLength(12);
    const { budget } = view.body.project;
    expect(budget.budget_days).toBe(20);
    expect(budget.consumed_days).toBeGreaterThan(0);
    expect(budget.consumed_days).toBeLessThan(16);
    expect(budget.remaining_days).toBe(Math.round((20 - budget.consumed_days) * 100) / 100);
  });
});

describe('budgets', () => {
  it('are written and read through the project routes, and refused when not a positive number of days', async () => {
    const admin = await ctx.as('admin');
    const [p] = await ctx.db.select().from(projects).where(eq(projects.name, 'Tableaux de bord'));
    const body = { name: p!.name, customer: p!.customer_id, service: p!.service_id, budget_days: 0 };
    const refused = await admin.put(`/api/project/${p!.id}/`, body);
    expect(refused.status).toBe(400);
    expect(refused.body.field_codes?.budget_days ?? refused.body.fields?.budget_days).toBeDefined();
    const ok = await admin.put(`/api/project/${p!.id}/`, { ...body, budget_days: 1000.5, end_date: '2030-06-30' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ budget_days: 1000.5, end_date: '2030-06-30', is_on_activity: true });
  });

  it('mail the owner and the service manager at 80 % and 100 %, once each', async () => {
    const admin = await ctx.as('admin');
    const [p] = await ctx.db.select().from(projects).where(eq(projects.name, 'Prévision de consommation'));
    const outboxOf = async () =>
      (await ctx.db.select().from(mailOutbox)).filter((m) => m.subject.includes('Prévision de consommation'));
    const consumed = (await compta.get(`/api/project-view/${p!.id}/?from=${today.slice(0, 4)}-01-01`)).body.project;
    expect(consumed).toBeDefined();
    // A budget already used up: the 100 % mail goes at once, and writing it again sends nothing more.
    const body = { name: p!.name, customer: p!.customer_id, service: p!.service_id, budget_days: 1 };
    expect((await admin.put(`/api/project/${p!.id}/`, body)).status).toBe(200);
    expect((await admin.put(`/api/project/${p!.id}/`, body)).status).toBe(200);
    const mails = await outboxOf();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('100 %');
    const [owner] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, p!.owner_id!));
    expect(mails[0]!.to).toContain(owner!.email);
    // Raised far above: the level goes down, no mail; lowered again: a new 100 % mail.
    expect((await admin.put(`/api/project/${p!.id}/`, { ...body, budget_days: 99999 })).status).toBe(200);
    expect(await outboxOf()).toHaveLength(1);
    expect((await admin.put(`/api/project/${p!.id}/`, body)).status).toBe(200);
    expect(await outboxOf()).toHaveLength(2);
  });

  it('a budget removed then given again mails its threshold again', async () => {
    const admin = await ctx.as('admin');
    const [p] = await ctx.db.select().from(projects).where(eq(projects.name, 'Prévision de consommation'));
    const outboxOf = async () =>
      (await ctx.db.select().from(mailOutbox)).filter((m) => m.subject.includes('Prévision de consommation'));
    const body = { name: p!.name, customer: p!.customer_id, service: p!.service_id, budget_days: 1 };
    expect((await admin.put(`/api/project/${p!.id}/`, body)).status).toBe(200);
    const before = (await outboxOf()).length;
    expect((await admin.put(`/api/project/${p!.id}/`, { ...body, budget_days: null })).status).toBe(200);
    expect(await outboxOf()).toHaveLength(before);
    expect((await admin.put(`/api/project/${p!.id}/`, body)).status).toBe(200);
    const mails = await outboxOf();
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.subject).toContain('100 %');
  });

  it('a validated report that crosses 80 % mails once, and its validation raced twice mails once', async () => {
    const [budgeted] = await ctx.db.select().from(projects).where(eq(projects.name, 'Audit sécurité'));
    const view = (await compta.get(`/api/project-view/${budgeted!.id}/`)).body.project.budget;
    // The budget set just above what is consumed: one more validated day crosses 80 %.
    const budget = Math.ceil(((view.consumed_days + 0.5) / 0.8) * 100) / 100;
    await ctx.db
      .update(projects)
      .set({ budget_days: budget, budget_alert_level: 0 })
      .where(eq(projects.id, budgeted!.id));
    const [submitted] = await ctx.db
      .select({ id: activityReports.id, month: activityReports.month })
      .from(activityReports)
      .where(and(eq(activityReports.company_id, acme), eq(activityReports.status, 'submitted')))
      .limit(1);
    const [first] = await ctx.db
      .select()
      .from(activities)
      .where(eq(activities.report_id, submitted!.id))
      .orderBy(activities.begin_date)
      .limit(1);
    await ctx.db.update(activities).set({ project_id: budgeted!.id }).where(eq(activities.id, first!.id));
    const before = (await ctx.db.select().from(mailOutbox)).length;
    const rh = await ctx.as('rh');
    const answers = await Promise.all(
      [0, 1].map(() => rh.patch(`/api/activity-report/${submitted!.id}/`, { status: 'accepted' })),
    );
    expect(answers.map((a) => a.status).sort()).toContain(200);
    const mails = (await ctx.db.select().from(mailOutbox))
      .slice(before)
      .filter((m) => m.subject.includes('Audit sécurité'));
    expect(mails).toHaveLength(1);
  });

  it('two reports validated at once that cross 80 % together mail once: the second check sees the first', async () => {
    const [budgeted] = await ctx.db.select().from(projects).where(eq(projects.name, 'Tableaux de bord'));
    const rhId = await userId(ctx, 'rh');
    const sent = await ctx.db
      .select({ id: activityReports.id, owner_id: activityReports.owner_id, slices: activityReports.slices_per_day })
      .from(activityReports)
      .where(and(eq(activityReports.company_id, acme), eq(activityReports.status, 'submitted')));
    const two = sent.filter((r, i) => r.owner_id !== rhId && sent.findIndex((s) => s.owner_id === r.owner_id) === i);
    expect(two.length).toBeGreaterThanOrEqual(2);
    const days: number[] = [];
    for (const report of two.slice(0, 2)) {
      const [first] = await ctx.db
        .select()
        .from(activities)
        .where(eq(activities.report_id, report.id))
        .orderBy(activities.begin_date)
        .limit(1);
      await ctx.db.update(activities).set({ project_id: budgeted!.id }).where(eq(activities.id, first!.id));
      days.push(first!.nb_slices / report.slices);
    }
    await ctx.db.update(projects).set({ budget_days: 100_000 }).where(eq(projects.id, budgeted!.id));
    const consumed = (await compta.get(`/api/project-view/${budgeted!.id}/`)).body.project.budget.consumed_days;
    // Each report alone stays under 80 %, both together reach it.
    const budget = Math.floor(((consumed + days[0]! + days[1]!) / 0.8) * 100) / 100;
    expect(consumed + Math.max(...days)).toBeLessThan(budget * 0.8);
    await ctx.db
      .update(projects)
      .set({ budget_days: budget, budget_alert_level: 0 })
      .where(eq(projects.id, budgeted!.id));
    const before = (await ctx.db.select().from(mailOutbox)).length;
    const rh = await ctx.as('rh');
    const answers = await Promise.all(
      two.slice(0, 2).map((r) => rh.patch(`/api/activity-report/${r.id}/`, { status: 'accepted' })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const mails = (await ctx.db.select().from(mailOutbox))
      .slice(before)
      .filter((m) => m.subject.includes('Tableaux de bord'));
    expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining('80 %')]);
  });
});

describe('the export', () => {
  it.each(['customer', 'salary'] as const)('%s: an XLSX whose figures are the screen’s', async (kind) => {
    const res = await compta.get(`/api/export/projects-summary/?kind=${kind}&${quarter}`);
    expect(res.status).toBe(200);
    expect(String(res.headers['content-disposition'])).toContain(
      `synthese-projets-${kind === 'customer' ? 'clients' : 'salaries'}_${demoMonths[0]}-01_`,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.raw as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const screen = await compta.get(
      `/api/${kind === 'customer' ? 'project-summary-customer' : 'project-summary-salary'}/?${quarter}&limit=1000`,
    );
    expect(sheet.rowCount).toBe(2 + screen.body.count);
    const totalColumn = kind === 'customer' ? 4 : 6;
    const fileTotal = sheet
      .getColumn(totalColumn)
      .values.slice(3)
      .reduce((t: number, v) => t + Number(v), 0);
    const screenTotal = screen.body.results.reduce((t: number, r: Row) => t + r.total, 0);
    expect(fileTotal).toBeCloseTo(screenTotal, 2);
  });

  it('writes names that look like formulas as text cells, as typed, never as formulas', async () => {
    const hostile = { customer: '=HYPERLINK("http://evil.test","x")', last: '@SUM(1+1)', number: '+33 cmd|calc' };
    const screen = await compta.get(`/api/project-summary-customer/?${quarter}&limit=1000`);
    const named = screen.body.results.find((r: Row) => r.id !== null) as Row;
    const [person] = await ctx.db
      .select({ id: users.id, last_name: users.last_name, employee_number: users.employee_number })
      .from(users)
      .where(eq(users.username, 'alice'));
    const [before] = await ctx.db.select({ name: customers.name }).from(customers).where(eq(customers.id, named.id!));
    await ctx.db.update(customers).set({ name: hostile.customer }).where(eq(customers.id, named.id!));
    await ctx.db
      .update(users)
      .set({ last_name: hostile.last, employee_number: hostile.number })
      .where(eq(users.id, person!.id));
    try {
      for (const [kind, texts] of [
        ['customer', [hostile.customer]],
        ['salary', [hostile.last, hostile.number]],
      ] as const) {
        const res = await compta.get(`/api/export/projects-summary/?kind=${kind}&${quarter}`);
        expect(res.status).toBe(200);
        const book = new ExcelJS.Workbook();
        await book.xlsx.load(res.raw as unknown as ArrayBuffer);
        const strings: string[] = [];
        book.worksheets[0]!.eachRow((row) =>
          row.eachCell((cell) => {
            expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
            expect(cell.type).not.toBe(ExcelJS.ValueType.Hyperlink);
            if (cell.type === ExcelJS.ValueType.String) strings.push(cell.value as string);
          }),
        );
        for (const text of texts) expect(strings).toContain(text);
      }
    } finally {
      await ctx.db.update(customers).set({ name: before!.name }).where(eq(customers.id, named.id!));
      await ctx.db
        .update(users)
        .set({ last_name: person!.last_name, employee_number: person!.employee_number })
        .where(eq(users.id, person!.id));
    }
  });

  it('answers the spec’s messages when there is nothing to export', async () => {
    const empty = await compta.get('/api/export/projects-summary/?kind=customer&from=2001-01-01&to=2001-01-31');
    expect(empty.status).toBe(404);
    expect(empty.body.detail).toBe(PROJECT_SUMMARY_MESSAGES.noData);
    const globex = await ctx.as('globex-admin');
    const res = await globex.get('/api/export/projects-summary/?kind=salary&from=2001-01-01&to=2001-01-31');
    expect(res.status).toBe(404);
    expect([PROJECT_SUMMARY_MESSAGES.noData, PROJECT_SUMMARY_MESSAGES.noProject]).toContain(res.body.detail);
  });
});

describe('query counts', () => {
  let counter: StatementCounter;
  beforeAll(() => {
    counter = countStatements(ctx.db);
  });

  it.each([
    // The session, the page with its count (and the budgets' consumption), or the sums then the names.
    ['projects-summary', 3],
    ['project-summary-customer', 2],
    ['project-summary-salary', 2],
    ['project-summary-datatable', 3],
  ])('%s runs %i statements for 3 rows and for 60', async (path, expected) => {
    const small = await counter.count(() => compta.get(`/api/${path}/?${quarter}&limit=3`));
    const large = await counter.count(() => compta.get(`/api/${path}/?${quarter}&limit=60&group_by=employee`));
    expect(small).toBe(large);
    expect(large).toBe(expected);
    // A manager's scope is one statement more: the services he manages.
    expect(await counter.count(() => manager.get(`/api/${path}/?${quarter}&limit=60`))).toBe(expected + 1);
  });
});
