import { addDays, businessDaysOfMonth } from '@staff/shared';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activities, activityOvertimes, activityReports } from '../src/modules/activities/activities.tables';
import { contracts } from '../src/modules/contracts/contracts.tables';
import { documents } from '../src/modules/documents/documents.tables';
import {
  expenseAttachments,
  expenseClaimHistory,
  expenseClaims,
  invoices,
  invoiceTaxes,
  travelExpenses,
} from '../src/modules/expenses/expenses.tables';
import { EXACT_COUNT_LIMIT } from '../src/modules/leaves/leaves.list.queries';
import { leaveAttachments, leaves } from '../src/modules/leaves/leaves.tables';
import { typeId, userId } from '../src/modules/leaves/leaves.test-helpers';
import { missionOrders } from '../src/modules/mission-orders/mission-orders.tables';
import { news } from '../src/modules/news/news.tables';
import { customers, projectMembers, projects } from '../src/modules/projects/projects.tables';
import {
  taxRates,
  typesOfExpense,
  typesOfLeave,
  typesOfOvertime,
  typesOfVehicle,
} from '../src/modules/reference/reference.tables';
import { serviceMembers, services } from '../src/modules/services/services.tables';
import { timeEntries, timeEntryTags, timeTags } from '../src/modules/time-tracking/time-tracking.tables';
import { users } from '../src/modules/users/users.tables';
import { storedFiles } from '../src/platform/files/files.tables';
import { useTestApp } from './app';
import type { TestClient } from './client';
import { countStatements, type StatementCounter } from './statements';

/**
 * The number of SQL statements each list runs is fixed: it does not grow with its rows (no query per row), and it is
 * what the hot paths were shaped to (issue 14). Each list is measured with 3 rows, then again with 60.
 */
const ctx = useTestApp();
let counter: StatementCounter;
let acme: number;
let claire: number;
// A year no demo leave reaches: the lists filtered on it hold only the leaves made here.
const YEAR = 2031;

beforeAll(async () => {
  counter = countStatements(ctx.db);
  claire = await userId(ctx, 'claire');
  const [row] = await ctx.db.select({ company_id: users.company_id }).from(users).where(eq(users.id, claire));
  acme = row!.company_id!;
});

/** Statements run by one GET, and its body (the session is already loaded once, as in a browser). */
async function measure(client: TestClient, url: string) {
  let body: Record<string, any> = {};
  const n = await counter.count(async () => {
    const res = await client.get(url);
    expect(res.status).toBe(200);
    body = res.body;
  });
  return { n, body };
}

type MeasuredList = { client: TestClient; url: string; n: number };

/**
 * Each list measured, the data grown by `grow`, each measured again (its body checked by `check`): the statements are
 * the same before and after, and each list's expected `n`.
 */
async function expectFixedStatements(
  lists: readonly MeasuredList[],
  grow: () => Promise<unknown>,
  check: (body: Record<string, any>) => void = () => {},
) {
  const before: number[] = [];
  for (const list of lists) before.push((await measure(list.client, list.url)).n);
  await grow();
  const after: number[] = [];
  for (const list of lists) {
    const { n, body } = await measure(list.client, list.url);
    check(body);
    after.push(n);
  }
  expect(after).toEqual(before);
  expect(after).toEqual(lists.map((l) => l.n));
}

/** Leaves of Claire in March of YEAR (accepted, so a colleague's calendar shows them), the first with a file. */
async function addLeaves(count: number, from: number) {
  const type = await typeId(ctx, 'Congés payés');
  const rows = await ctx.db
    .insert(leaves)
    .values(
      Array.from({ length: count }, (_, i) => {
        const day = addDays(`${YEAR}-03-02`, (from + i) % 20);
        return {
          company_id: acme,
          owner_id: claire,
          begin_date: day,
          end_date: day,
          half_days: 2,
          type_of_leave_id: type,
          status: 'accepted' as const,
        };
      }),
    )
    .returning({ id: leaves.id });
  const [file] = await ctx.db
    .insert(storedFiles)
    .values({
      company_id: acme,
      storage_key: `qc-${from}`,
      file_name: 'a.pdf',
      content_type: 'application/pdf',
      size: 1,
    })
    .returning({ id: storedFiles.id });
  await ctx.db.insert(leaveAttachments).values({ company_id: acme, leave_id: rows[0]!.id, file_id: file!.id });
  return file!.id;
}

async function addPeople(count: number, from: number) {
  await ctx.db.insert(users).values(
    Array.from({ length: count }, (_, i) => ({
      company_id: acme,
      username: `qcount${from + i}`,
      password_hash: 'x',
      first_name: 'Quentin',
      last_name: `Qcount${from + i}`,
      roles: ['collaborator' as const],
    })),
  );
}

async function addNewsAndDocuments(count: number, from: number, fileId: number) {
  await ctx.db.insert(news).values(
    Array.from({ length: count }, (_, i) => ({
      company_id: acme,
      title: `Nouvelle ${from + i}`,
      publication_date: `${YEAR}-01-01`,
    })),
  );
  await ctx.db
    .insert(documents)
    .values(Array.from({ length: count }, (_, i) => ({ company_id: acme, title: `Doc ${from + i}`, file_id: fileId })));
}

/** Reference types of every kind (the back-office lists and the forms' pickers read them). */
async function addReferenceTypes(count: number, from: number) {
  const rows = Array.from({ length: count }, (_, i) => ({ company_id: acme, rank: 100 + from + i }));
  await ctx.db.insert(typesOfLeave).values(rows.map((r) => ({ ...r, name: `Type ${r.rank}` })));
  await ctx.db
    .insert(typesOfOvertime)
    .values(rows.map((r) => ({ ...r, name: `HS ${r.rank}`, short_name: 'H', rate: 10 })));
  await ctx.db
    .insert(typesOfVehicle)
    .values(rows.map((r) => ({ ...r, name: `Véhicule ${r.rank}`, short_name: 'V', rate_millis: 500 })));
  await ctx.db.insert(typesOfExpense).values(rows.map((r) => ({ ...r, label: `Frais ${r.rank}` })));
  await ctx.db.insert(taxRates).values(rows.map((r) => ({ company_id: r.company_id, value: r.rank / 10 })));
}

/** Contracts held by employees and services with a manager, an assistant and members: what their lists join. */
async function addContractsAndServices(count: number, from: number) {
  const people = await ctx.db.select({ id: users.id }).from(users).where(eq(users.company_id, acme)).limit(3);
  const made = await ctx.db
    .insert(contracts)
    .values(Array.from({ length: count }, (_, i) => ({ company_id: acme, title: `Qcount ${from + i}`, rank: i })))
    .returning({ id: contracts.id });
  await ctx.db.update(users).set({ contract_id: made[0]!.id }).where(eq(users.id, people[0]!.id));
  const rows = await ctx.db
    .insert(services)
    .values(
      Array.from({ length: count }, (_, i) => ({
        company_id: acme,
        name: `Qcount ${from + i}`,
        manager_id: people[1]!.id,
        assistant_id: people[2]!.id,
      })),
    )
    .returning({ id: services.id });
  await ctx.db
    .insert(serviceMembers)
    .values(rows.map((r) => ({ company_id: acme, service_id: r.id, user_id: people[0]!.id })));
}

describe('statements per list, 3 rows then 60', () => {
  const LISTS = [
    { name: 'own leaves', user: 'claire', url: `/api/leave/?owner=me&for_year=${YEAR}&limit=100`, leaves: true },
    {
      name: 'back office (managed=true)',
      user: 'manager',
      url: `/api/leave/?managed=true&for_year=${YEAR}&ordering=-begin_date&limit=100`,
      leaves: true,
    },
    // The month fits its page (the calendar's case): the page ends the list and tells its count, no count runs.
    { name: 'calendar month', user: 'alice', url: `/api/leave/?for_month=${YEAR}-03&limit=1000`, leaves: true },
    // A page that is full cannot tell what follows it: the bounded count runs (3 rows fill 2, 60 rows too).
    {
      name: 'calendar month, full page',
      user: 'alice',
      url: `/api/leave/?for_month=${YEAR}-03&limit=2`,
      leaves: true,
      page: [2, 2],
    },
    // Past the first page and not full: offset + its rows (1 row after 2, then 58).
    {
      name: 'calendar month, last page',
      user: 'alice',
      url: `/api/leave/?for_month=${YEAR}-03&limit=1000&offset=2`,
      leaves: true,
      page: [1, 58],
    },
    // Past the end: an empty page says nothing of the count, which runs.
    {
      name: 'calendar month, past the end',
      user: 'alice',
      url: `/api/leave/?for_month=${YEAR}-03&limit=1000&offset=900`,
      leaves: true,
      page: [0, 0],
    },
    { name: 'yearly totals', user: 'claire', url: `/api/leave/totals/?owner=me&for_year=${YEAR}` },
    { name: 'user directory', user: 'rh', url: '/api/user/?search=qcount&limit=100', people: true },
    {
      name: 'employees (back office filters)',
      user: 'rh',
      url: '/api/user/?is_active=true&last_name=qcount&ordering=-last_name&limit=100',
      people: true,
    },
    { name: 'news', user: 'alice', url: '/api/news/?limit=100' },
    { name: 'news management', user: 'rh', url: '/api/news/?ordering=expiration_date&enable=true&title=e&limit=100' },
    { name: 'documents', user: 'alice', url: '/api/document/?limit=100' },
    { name: 'my_account', user: 'alice', url: '/api/my_account/' },
    { name: 'types of leave', user: 'admin', url: '/api/typeOfLeave/?limit=1000&ordering=name' },
    { name: 'overtime types', user: 'admin', url: '/api/typeOfOvertime/' },
    { name: 'vehicle types', user: 'admin', url: '/api/typeOfVehicle/' },
    { name: 'types of expense', user: 'admin', url: '/api/typeOfExpense/?label=frais' },
    { name: 'tax rates', user: 'alice', url: '/api/tax/' },
    { name: 'contracts', user: 'rh', url: '/api/contract/?search=qcount&limit=100', contracts: true },
    { name: 'services', user: 'rh', url: '/api/service/?search=qcount&limit=100', services: true },
  ] as const;

  it('is the same with 3 rows and with 60, and is the expected number', async () => {
    const clients = new Map<string, TestClient>();
    for (const list of LISTS) if (!clients.has(list.user)) clients.set(list.user, await ctx.as(list.user));
    const fileId = await addLeaves(3, 0);
    await addPeople(3, 0);
    await addReferenceTypes(3, 0);
    await addContractsAndServices(3, 0);
    const before = new Map<string, number>();
    for (const list of LISTS) {
      const { n, body } = await measure(clients.get(list.user)!, list.url);
      if ('leaves' in list) expect(body.count).toBe(3);
      if ('page' in list) expect(body.results).toHaveLength(list.page[0]);
      if ('people' in list || 'contracts' in list || 'services' in list) expect(body.results).toHaveLength(3);
      before.set(list.name, n);
    }
    await addLeaves(57, 3);
    await addPeople(57, 3);
    await addNewsAndDocuments(60, 0, fileId);
    await addReferenceTypes(57, 3);
    await addContractsAndServices(57, 3);
    const after = new Map<string, number>();
    for (const list of LISTS) {
      const { n, body } = await measure(clients.get(list.user)!, list.url);
      if ('leaves' in list) {
        expect(body.count).toBe(60);
        if (!list.name.startsWith('calendar month,')) {
          expect(body.results.filter((r: { attachments_count: number }) => r.attachments_count > 0).length).toBe(
            list.user === 'alice' ? 0 : 2,
          );
        }
      }
      if ('page' in list) expect(body.results).toHaveLength(list.page[1]);
      if ('people' in list || 'contracts' in list || 'services' in list) expect(body.results).toHaveLength(60);
      after.set(list.name, n);
    }
    expect(Object.fromEntries(after)).toEqual(Object.fromEntries(before));
    expect(Object.fromEntries(after)).toEqual({
      // The session, then the page with its attachment counts; its count is its rows (the page is not full).
      'own leaves': 2,
      // …and the people the manager decides on.
      'back office (managed=true)': 3,
      'calendar month': 2,
      // …and the bounded count.
      'calendar month, full page': 3,
      'calendar month, last page': 2,
      'calendar month, past the end': 3,
      'yearly totals': 2,
      // The session, then the page with its people's services and the count in one statement.
      'user directory': 2,
      'employees (back office filters)': 2,
      news: 3,
      // The session, then the page and the count.
      'news management': 3,
      documents: 3,
      my_account: 1,
      // The session, then the page and its count side by side (the tax rates too).
      'types of leave': 3,
      'overtime types': 3,
      'vehicle types': 3,
      'types of expense': 3,
      'tax rates': 3,
      // The session, the page (with its employee or member counts and names), the count.
      contracts: 3,
      services: 3,
    });
  });
});

/** Customers named qcust-N, each with one project qproj-N (a team project of no service, with Claire as member). */
async function addCustomersAndProjects(count: number, from: number) {
  const made = await ctx.db
    .insert(customers)
    .values(Array.from({ length: count }, (_, i) => ({ company_id: acme, name: `qcust-${from + i}` })))
    .returning({ id: customers.id });
  const madeProjects = await ctx.db
    .insert(projects)
    .values(
      made.map((c, i) => ({
        company_id: acme,
        name: `qproj-${from + i}`,
        color: '#ed7f10',
        visibility: 'team',
        customer_id: c.id,
      })),
    )
    .returning({ id: projects.id });
  await ctx.db
    .insert(projectMembers)
    .values(madeProjects.map((p) => ({ company_id: acme, project_id: p.id, user_id: claire })));
}

describe('customers and projects lists, 3 rows then 60', () => {
  const LISTS = [
    { name: 'customers', user: 'admin', url: '/api/customer/?name=qcust&limit=100' },
    { name: 'projects, back office', user: 'admin', url: '/api/project/?name=qproj&limit=100' },
    { name: 'projects, employee picker', user: 'claire', url: '/api/project/?name=qproj&for_me=true&limit=100' },
  ] as const;

  it('run the session, the page (with its counts and names) and the count, whatever the rows', async () => {
    const clients = new Map<string, TestClient>();
    for (const list of LISTS) if (!clients.has(list.user)) clients.set(list.user, await ctx.as(list.user));
    const run = async (rows: number) => {
      const counts: Record<string, number> = {};
      for (const list of LISTS) {
        const { n, body } = await measure(clients.get(list.user)!, list.url);
        expect(body.results).toHaveLength(rows);
        counts[list.name] = n;
      }
      return counts;
    };
    await addCustomersAndProjects(3, 0);
    const before = await run(3);
    await addCustomersAndProjects(57, 3);
    expect(await run(60)).toEqual(before);
    expect(before).toEqual({ customers: 3, 'projects, back office': 3, 'projects, employee picker': 3 });
  });
});

describe('a route on one leave', () => {
  it('reads the leave once: the access check loads it, the policy and the handler use that row', async () => {
    const claireClient = await ctx.as('claire');
    const manager = await ctx.as('manager');
    const [leave] = await ctx.db.select({ id: leaves.id }).from(leaves).where(eq(leaves.owner_id, claire)).limit(1);
    // The session, then the leave with its owner, type and attachment count.
    expect((await measure(claireClient, `/api/leave/${leave!.id}/`)).n).toBe(2);
    // …and the people the manager decides on.
    expect((await measure(manager, `/api/leave/${leave!.id}/`)).n).toBe(3);
    // …and the history itself.
    expect((await measure(claireClient, `/api/leave/${leave!.id}/history/`)).n).toBe(3);
  });
});

describe('a list too long to count on every page', () => {
  it('counts exactly up to the limit, then answers the estimate and says so, in one more statement', async () => {
    const rh = await ctx.as('rh');
    const type = await typeId(ctx, 'Congés payés');
    const day = `${YEAR + 1}-06-01`;
    const many = Array.from({ length: EXACT_COUNT_LIMIT + 1 }, () => ({
      company_id: acme,
      owner_id: claire,
      begin_date: day,
      end_date: day,
      half_days: 2,
      type_of_leave_id: type,
      status: 'draft' as const,
    }));
    for (let i = 0; i < many.length; i += 2000) await ctx.db.insert(leaves).values(many.slice(i, i + 2000));
    const url = `/api/leave/?for_year=${YEAR + 1}&limit=5`;
    const { n, body } = await measure(rh, url);
    expect(body.count_is_estimate).toBe(true);
    expect(body.count).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(body.results).toHaveLength(5);
    // The session, the page, the bounded count, the estimate.
    expect(n).toBe(4);

    // One fewer, and the count is exact again.
    const [last] = await ctx.db.select({ id: leaves.id }).from(leaves).orderBy(desc(leaves.id)).limit(1);
    await ctx.db.delete(leaves).where(eq(leaves.id, last!.id));
    const exact = await measure(rh, url);
    expect(exact.body.count).toBe(EXACT_COUNT_LIMIT);
    expect(exact.body).not.toHaveProperty('count_is_estimate');
    expect(exact.n).toBe(3);
  });
});

describe('activity reports, 3 then 12', () => {
  // Claire's reports of 2020 (no demo report so far back), each with two activities, and an accepted leave.
  const YEAR_OF_REPORTS = 2020;
  async function addReports(months: number[]) {
    const [project] = await ctx.db.select({ id: projects.id }).from(projects).where(eq(projects.company_id, acme));
    const rows = await ctx.db
      .insert(activityReports)
      .values(
        months.map((m) => ({
          company_id: acme,
          owner_id: claire,
          month: `${YEAR_OF_REPORTS}-${String(m).padStart(2, '0')}-01`,
          slices_per_day: 2,
        })),
      )
      .returning();
    await ctx.db.insert(activities).values(
      rows.flatMap((r) =>
        [8, 9].map((d) => ({
          company_id: acme,
          report_id: r.id,
          project_id: project!.id,
          begin_date: addDays(r.month, d),
          begin_slice: 0,
          end_date: addDays(r.month, d),
          end_slice: 1,
          nb_slices: 2,
        })),
      ),
    );
    return rows;
  }

  it('read the page, the activities of all its reports and the leaves of all their owners: no query per report', async () => {
    const claireClient = await ctx.as('claire');
    const manager = await ctx.as('manager');
    const LISTS = [
      // The session, the page (its count is its rows), the activities' spans, the owners' leaves.
      { client: claireClient, url: `/api/activity-report/?owner=me&year=${YEAR_OF_REPORTS}`, n: 4 },
      // …and the reports the manager validates (his service's members).
      { client: manager, url: `/api/activity-report/?year=${YEAR_OF_REPORTS}`, n: 5 },
      // …a full page: and the count.
      { client: manager, url: `/api/activity-report/?year=${YEAR_OF_REPORTS}&limit=2`, n: 6 },
    ];
    const first = await addReports([1, 2, 3]);
    await expectFixedStatements(
      LISTS,
      () => addReports([4, 5, 6, 7, 8, 9, 10, 11, 12]),
      (body) => expect(body.count).toBe(12),
    );

    // One report: the access check loads it with its owner, then its activities, their overtime, the leaves, the mark.
    expect((await measure(claireClient, `/api/activity-report/${first[0]!.id}/`)).n).toBe(6);
  });
});

describe('the activities of a report, 3 then 60', () => {
  it('run the session, the report, the activities with their projects and the overtime lines, whatever the rows', async () => {
    const month = '2018-03-01';
    const [report] = await ctx.db
      .insert(activityReports)
      .values({ company_id: acme, owner_id: claire, month, slices_per_day: 32 })
      .returning({ id: activityReports.id });
    const [project] = await ctx.db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.company_id, acme))
      .limit(1);
    const [type] = await ctx.db
      .select({ id: typesOfOvertime.id })
      .from(typesOfOvertime)
      .where(eq(typesOfOvertime.company_id, acme))
      .limit(1);
    const workingDays = businessDaysOfMonth(month);
    // One slice each (of 32 a day), each with an overtime line.
    const add = async (count: number, from: number) => {
      const rows = await ctx.db
        .insert(activities)
        .values(
          Array.from({ length: count }, (_, i) => {
            const slice = from + i;
            const date = workingDays[Math.floor(slice / 32)]!;
            return {
              company_id: acme,
              report_id: report!.id,
              project_id: project!.id,
              begin_date: date,
              begin_slice: slice % 32,
              end_date: date,
              end_slice: slice % 32,
              nb_slices: 1,
            };
          }),
        )
        .returning({ id: activities.id });
      await ctx.db.insert(activityOvertimes).values(
        rows.map((r) => ({
          company_id: acme,
          activity_id: r.id,
          user_id: claire,
          type_of_overtime_id: type!.id,
          minutes: 60,
        })),
      );
    };
    const owner = await ctx.as('claire');
    const manager = await ctx.as('manager');
    const url = `/api/activity/?report=${report!.id}`;
    const run = async (rows: number) => {
      const mine = await measure(owner, url);
      const theirs = await measure(manager, url);
      expect(mine.body.results).toHaveLength(rows);
      expect(mine.body.results[0].overtime).toHaveLength(1);
      return [mine.n, theirs.n];
    };
    await add(3, 0);
    const before = await run(3);
    await add(57, 3);
    expect(await run(60)).toEqual(before);
    // The session, the report, the activities with project and customer, the overtime lines; for the manager also
    // the people he validates.
    expect(before).toEqual([4, 5]);
  });
});

describe('the expense export', () => {
  it('reads the claims with their receipts, tax lines and travel expenses in one statement, whatever their number', async () => {
    const [customer] = await ctx.db.select().from(customers).where(eq(customers.company_id, acme)).limit(1);
    const [type] = await ctx.db.select().from(typesOfExpense).where(eq(typesOfExpense.company_id, acme)).limit(1);
    const [vehicle] = await ctx.db.select().from(typesOfVehicle).where(eq(typesOfVehicle.company_id, acme)).limit(1);
    // Claire's accepted claims from January of YEAR on, one a month, each with 2 receipts (one tax line) and a travel.
    const add = async (count: number, from: number) => {
      const claims = await ctx.db
        .insert(expenseClaims)
        .values(
          Array.from({ length: count }, (_, i) => {
            const n = from + i;
            const month = `${YEAR + Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}-01`;
            return { company_id: acme, owner_id: claire, month, status: 'accepted' as const };
          }),
        )
        .returning();
      for (const claim of claims) {
        const base = { company_id: acme, expense_claim_id: claim.id, date: claim.month, customer_id: customer!.id };
        const receipts = await ctx.db
          .insert(invoices)
          .values([1, 2].map((k) => ({ ...base, type_of_expense_id: type!.id, seller: `S${k}`, total_cents: 1200 })))
          .returning();
        await ctx.db.insert(invoiceTaxes).values(
          receipts.map((r) => ({
            company_id: acme,
            invoice_id: r.id,
            rate_bp: 2000,
            tf_cents: 1000,
            vat_cents: 200,
          })),
        );
        await ctx.db.insert(travelExpenses).values({
          ...base,
          place: 'Lyon',
          mileage_hundredths: 10_000,
          type_of_vehicle_id: vehicle!.id,
          rate_millis: 636,
          total_cents: 6360,
        });
      }
    };
    const compta = await ctx.as('compta');
    const manager = await ctx.as('manager');
    const url = '/api/exports/expense-claims/expense-journal/';
    const run = async () => [(await measure(compta, url)).n, (await measure(manager, url)).n];
    await add(3, 0);
    const before = await run();
    await add(57, 3);
    expect(await run()).toEqual(before);
    // The session, the company's enabled plugins, the claims with all their lines; for the manager also the people he
    // validates.
    expect(before).toEqual([3, 4]);
  });
});

describe('expense claims, 3 then 12', () => {
  // Claire's claims of 2021 (no demo claim so far back), each with two receipts (a tax line and a file each), a travel
  // expense, a transport-cost file and its send in the history.
  const YEAR_OF_CLAIMS = 2021;
  async function addClaims(months: number[]) {
    const [type] = await ctx.db.select().from(typesOfExpense).where(eq(typesOfExpense.company_id, acme)).limit(1);
    const [customer] = await ctx.db.select().from(customers).where(eq(customers.company_id, acme)).limit(1);
    const [vehicle] = await ctx.db.select().from(typesOfVehicle).where(eq(typesOfVehicle.company_id, acme)).limit(1);
    const claims = await ctx.db
      .insert(expenseClaims)
      .values(
        months.map((m) => ({
          company_id: acme,
          owner_id: claire,
          month: `${YEAR_OF_CLAIMS}-${String(m).padStart(2, '0')}-01`,
          status: 'submitted' as const,
        })),
      )
      .returning();
    await ctx.db.insert(expenseClaimHistory).values(
      claims.map((c) => ({
        company_id: acme,
        expense_claim_id: c.id,
        user_id: claire,
        action_flag: 2,
        change_message: { status: 'submitted' },
      })),
    );
    const receipts = await ctx.db
      .insert(invoices)
      .values(
        claims.flatMap((c) =>
          [1, 2].map((d) => ({
            company_id: acme,
            expense_claim_id: c.id,
            date: addDays(c.month, d),
            type_of_expense_id: type!.id,
            seller: 'Café de la Gare',
            customer_id: customer!.id,
            total_cents: 1200,
          })),
        ),
      )
      .returning();
    await ctx.db
      .insert(invoiceTaxes)
      .values(
        receipts.map((r) => ({ company_id: acme, invoice_id: r.id, rate_bp: 2000, tf_cents: 1000, vat_cents: 200 })),
      );
    await ctx.db.insert(travelExpenses).values(
      claims.map((c) => ({
        company_id: acme,
        expense_claim_id: c.id,
        date: c.month,
        place: 'Nantes',
        mileage_hundredths: 5000,
        customer_id: customer!.id,
        type_of_vehicle_id: vehicle!.id,
        rate_millis: vehicle!.rate_millis,
        total_cents: 3030,
      })),
    );
    const owners = [...receipts.map((r) => ({ claim: r.expense_claim_id, invoice: r.id as number | null }))];
    owners.push(...claims.map((c) => ({ claim: c.id, invoice: null })));
    const files = await ctx.db
      .insert(storedFiles)
      .values(
        owners.map((o) => ({
          company_id: acme,
          storage_key: `qc-claim-${o.claim}-${o.invoice ?? 'transport'}`,
          file_name: 'ticket.pdf',
          content_type: 'application/pdf',
          size: 1,
        })),
      )
      .returning({ id: storedFiles.id });
    await ctx.db.insert(expenseAttachments).values(
      owners.map((o, i) => ({
        company_id: acme,
        expense_claim_id: o.claim,
        invoice_id: o.invoice,
        file_id: files[i]!.id,
      })),
    );
    return claims;
  }

  it('read the page with its totals and submit dates in one statement, the detail in a fixed number', async () => {
    const claireClient = await ctx.as('claire');
    const manager = await ctx.as('manager');
    const LISTS = [
      // The session, the page (its totals and submit dates are subqueries; its count is its rows).
      { client: claireClient, url: `/api/expense-claim/?owner=me&year=${YEAR_OF_CLAIMS}`, n: 2 },
      // …and the people the manager validates (his services' members).
      { client: manager, url: `/api/expense-claim/?year=${YEAR_OF_CLAIMS}&ordering=-total`, n: 3 },
      // …a full page: and the count.
      { client: manager, url: `/api/expense-claim/?year=${YEAR_OF_CLAIMS}&limit=2`, n: 4 },
      // …by total, a full page (issue 30): the page in the order of the kept sums, then the count.
      { client: manager, url: `/api/expense-claim/?year=${YEAR_OF_CLAIMS}&ordering=-total&limit=2`, n: 4 },
    ];
    const first = await addClaims([1, 2, 3]);
    await expectFixedStatements(
      LISTS,
      () => addClaims([4, 5, 6, 7, 8, 9, 10, 11, 12]),
      (body) => expect(body.count).toBe(12),
    );
    const { body } = await measure(claireClient, LISTS[0]!.url);
    expect(body.results[0]).toMatchObject({ total: 54.3, invoices_total: 54.3 });
    expect(body.results[0].submit_date).not.toBeNull();

    // One claim: the session, the claim with its totals (the access check), the receipts, their tax lines, their
    // files, the travel expenses, the transport-cost files, the mission orders covering the lines, the owner's days
    // on leaves without meals (issue 28), whatever their number.
    const detail = `/api/expense-claim/${first[0]!.id}/`;
    const few = await measure(claireClient, detail);
    expect(few.n).toBe(9);
    const [type] = await ctx.db.select().from(typesOfExpense).where(eq(typesOfExpense.company_id, acme)).limit(1);
    const [customer] = await ctx.db.select().from(customers).where(eq(customers.company_id, acme)).limit(1);
    const more = await ctx.db
      .insert(invoices)
      .values(
        Array.from({ length: 20 }, () => ({
          company_id: acme,
          expense_claim_id: first[0]!.id,
          date: first[0]!.month,
          type_of_expense_id: type!.id,
          seller: 'Relais H',
          customer_id: customer!.id,
          total_cents: 500,
        })),
      )
      .returning();
    await ctx.db
      .insert(invoiceTaxes)
      .values(more.map((r) => ({ company_id: acme, invoice_id: r.id, rate_bp: 0, tf_cents: 500, vat_cents: 0 })));
    const many = await measure(claireClient, detail);
    expect(many.body.invoices).toHaveLength(22);
    expect(many.n).toBe(few.n);
  });
});

describe('sending a claim', () => {
  it('reads the claim row twice: the access check, then under its lock; the answer is built from the update', async () => {
    const claireClient = await ctx.as('claire');
    // A month no demo claim and no other test reaches, a draft of Claire's with a receipt.
    const [claim] = await ctx.db
      .insert(expenseClaims)
      .values({ company_id: acme, owner_id: claire, month: '2019-06-01', number_meals: 3 })
      .returning();
    const [type] = await ctx.db.select().from(typesOfExpense).where(eq(typesOfExpense.company_id, acme)).limit(1);
    const [customer] = await ctx.db.select().from(customers).where(eq(customers.company_id, acme)).limit(1);
    await ctx.db.insert(invoices).values({
      company_id: acme,
      expense_claim_id: claim!.id,
      date: '2019-06-03',
      type_of_expense_id: type!.id,
      seller: 'Café de la Gare',
      customer_id: customer!.id,
      total_cents: 1250,
    });
    let body: Record<string, any> = {};
    await counter.count(async () => {
      const res = await claireClient.patch(`/api/expense-claim/${claim!.id}/`, { status: 'submitted' });
      expect(res.status).toBe(200);
      body = res.body;
    });
    const claimReads = counter.statements.filter((text) => /\bfrom "expense_claims"/i.test(text));
    expect(claimReads).toHaveLength(2);
    expect(body).toMatchObject({ id: claim!.id, status: 'submitted', total: 12.5, actions: [], editable: false });
    expect(body.submit_date).not.toBeNull();
  });
});

describe('the lines of a claim, 3 then 60', () => {
  it('read the receipts with their tax lines and files, and the travel expenses, in a fixed number', async () => {
    const [claim] = await ctx.db
      .insert(expenseClaims)
      .values({ company_id: acme, owner_id: claire, month: '2017-05-01' })
      .returning({ id: expenseClaims.id });
    const [type] = await ctx.db.select().from(typesOfExpense).where(eq(typesOfExpense.company_id, acme)).limit(1);
    const [customer] = await ctx.db.select().from(customers).where(eq(customers.company_id, acme)).limit(1);
    const [vehicle] = await ctx.db.select().from(typesOfVehicle).where(eq(typesOfVehicle.company_id, acme)).limit(1);
    // Each receipt with two tax lines and one file, each travel expense on its own day.
    const add = async (count: number) => {
      const rows = await ctx.db
        .insert(invoices)
        .values(
          Array.from({ length: count }, () => ({
            company_id: acme,
            expense_claim_id: claim!.id,
            date: '2017-05-10',
            type_of_expense_id: type!.id,
            seller: 'Brasserie du Marché',
            customer_id: customer!.id,
            total_cents: 2200,
          })),
        )
        .returning({ id: invoices.id });
      await ctx.db.insert(invoiceTaxes).values(
        rows.flatMap((r) => [
          { company_id: acme, invoice_id: r.id, rate_bp: 1000, tf_cents: 1000, vat_cents: 100 },
          { company_id: acme, invoice_id: r.id, rate_bp: 1000, tf_cents: 1000, vat_cents: 100 },
        ]),
      );
      const files = await ctx.db
        .insert(storedFiles)
        .values(
          rows.map((r) => ({
            company_id: acme,
            storage_key: `qc-line-${r.id}`,
            file_name: 'ticket.jpg',
            content_type: 'image/jpeg',
            size: 1,
          })),
        )
        .returning({ id: storedFiles.id });
      await ctx.db.insert(expenseAttachments).values(
        rows.map((r, i) => ({
          company_id: acme,
          expense_claim_id: claim!.id,
          invoice_id: r.id,
          file_id: files[i]!.id,
        })),
      );
      await ctx.db.insert(travelExpenses).values(
        Array.from({ length: count }, () => ({
          company_id: acme,
          expense_claim_id: claim!.id,
          date: '2017-05-11',
          place: 'Rennes (A/R)',
          mileage_hundredths: 12_000,
          customer_id: customer!.id,
          type_of_vehicle_id: vehicle!.id,
          rate_millis: vehicle!.rate_millis,
          total_cents: 7632,
        })),
      );
      return rows;
    };
    const owner = await ctx.as('claire');
    const manager = await ctx.as('manager');
    const base = `/api/expense-claim/${claim!.id}`;
    const [firstReceipt] = await add(3);
    const urls = [
      `${base}/invoice/?limit=100`,
      `${base}/travel/?limit=100`,
      `${base}/invoice/${firstReceipt!.id}/`,
      `${base}/invoice/${firstReceipt!.id}/attachment/`,
    ];
    const run = async (rows: number) => {
      const counts: number[] = [];
      for (const client of [owner, manager]) {
        for (const url of urls) {
          const { n, body } = await measure(client, url);
          if (url.endsWith('/invoice/?limit=100')) {
            expect(body.results).toHaveLength(rows);
            expect(body.results[0].invoicetax_set).toHaveLength(2);
            expect(body.results[0].attachments).toHaveLength(1);
          }
          if (url.endsWith('/travel/?limit=100')) expect(body.results).toHaveLength(rows);
          counts.push(n);
        }
      }
      return counts;
    };
    const before = await run(3);
    await add(57);
    expect(await run(60)).toEqual(before);
    // Claire: the session, the claim (the access check), then the receipts and their count, their tax lines, their
    // files (6); the travel expenses and their count (4); one receipt: the line with its claim, its row, lines, files
    // (5); its files (3). The manager also reads the people he validates, once per request.
    expect(before).toEqual([6, 4, 5, 3, 7, 5, 6, 4]);
  });
});

describe('the monthly synthesis, then 20 employees more', () => {
  // June 2021: no demo report or leave. Each new employee has a report with an activity and overtime, and a leave.
  const MONTH = '2021-06';
  async function addEmployees(from: number, count: number) {
    const [project] = await ctx.db.select({ id: projects.id }).from(projects).where(eq(projects.company_id, acme));
    const [overtime] = await ctx.db
      .select({ id: typesOfOvertime.id })
      .from(typesOfOvertime)
      .where(eq(typesOfOvertime.company_id, acme));
    const type = await typeId(ctx, 'RTT');
    const people = await ctx.db
      .insert(users)
      .values(
        Array.from({ length: count }, (_, i) => ({
          company_id: acme,
          username: `qc-synthesis-${from + i}`,
          password_hash: 'x',
          first_name: 'Test',
          last_name: `Synthèse ${from + i}`,
          email: `qc-synthesis-${from + i}@example.com`,
          roles: ['collaborator' as const],
        })),
      )
      .returning({ id: users.id });
    // In the manager's service, so that his synthesis grows too.
    const [service] = await ctx.db
      .select({ id: services.id })
      .from(services)
      .where(eq(services.manager_id, await userId(ctx, 'manager')));
    await ctx.db
      .insert(serviceMembers)
      .values(people.map((p) => ({ company_id: acme, service_id: service!.id, user_id: p.id })));
    const reports = await ctx.db
      .insert(activityReports)
      .values(people.map((p) => ({ company_id: acme, owner_id: p.id, month: `${MONTH}-01`, slices_per_day: 2 })))
      .returning();
    const rows = await ctx.db
      .insert(activities)
      .values(
        reports.map((r) => ({
          company_id: acme,
          report_id: r.id,
          project_id: project!.id,
          begin_date: `${MONTH}-07`,
          begin_slice: 0,
          end_date: `${MONTH}-11`,
          end_slice: 1,
          nb_slices: 10,
        })),
      )
      .returning();
    await ctx.db.insert(activityOvertimes).values(
      rows.map((a, i) => ({
        company_id: acme,
        activity_id: a.id,
        user_id: people[i]!.id,
        type_of_overtime_id: overtime!.id,
        minutes: 120,
      })),
    );
    await ctx.db.insert(leaves).values(
      people.map((p) => ({
        company_id: acme,
        owner_id: p.id,
        begin_date: `${MONTH}-14`,
        end_date: `${MONTH}-14`,
        half_days: 2,
        type_of_leave_id: type,
        status: 'accepted' as const,
      })),
    );
  }

  it('read the people, the two kinds of columns, the activities, the overtime and the leaves: no query per employee', async () => {
    const compta = await ctx.as('compta');
    const manager = await ctx.as('manager');
    const LISTS = [
      // The session, the people's page (not full: it tells its count), the types of leave, of overtime, activities,
      // overtime, leaves, the leaves without a meal (issue 28). (A page of 1000: the other tests of this file add
      // people to the company.)
      { client: compta, url: `/api/monthly_summary/?for_month=${MONTH}&limit=1000`, n: 8 },
      // A full page cannot tell its count (issue 30: no longer a window over every person): the count runs apart.
      { client: compta, url: `/api/monthly_summary/?for_month=${MONTH}&search_query=synth&limit=2`, n: 9 },
      // …and the members of the manager's services.
      { client: manager, url: `/api/monthly_summary/?for_month=${MONTH}&limit=100`, n: 9 },
      // The leaves table: the session and the page, which tells its count; a full page, and the count.
      { client: compta, url: `/api/monthly_summary/leaves/?for_month=${MONTH}&limit=100`, n: 2 },
      { client: compta, url: `/api/monthly_summary/leaves/?for_month=${MONTH}&limit=2`, n: 3 },
      // The reminder's preview: the session, the people and who was reminded today (issue 21: once a day).
      { client: compta, url: `/api/activity-report/reminder-mail/?for_month=${MONTH}`, n: 3 },
      // The exports: the session, the company's preferences, then the synthesis's seven.
      { client: compta, url: `/api/exports/monthly/payroll-variables/?for_month=${MONTH}`, n: 9 },
      { client: compta, url: `/api/exports/overtime/overtime-csv/?for_month=${MONTH}`, n: 9 },
    ];
    await addEmployees(0, 3);
    await expectFixedStatements(LISTS, () => addEmployees(3, 20));
  });
});

describe('time tracking, 3 entries then 60', () => {
  // A week of YEAR (a Monday): only the entries made here.
  const WEEK = `${YEAR}-06-02`;
  let tagId = 0;

  /** Claire's entries of WEEK, each with a project and a tag. */
  async function addEntries(count: number, from: number) {
    const [project] = await ctx.db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.company_id, acme))
      .limit(1);
    if (!tagId) {
      const [tag] = await ctx.db.insert(timeTags).values({ company_id: acme, name: 'Mesure' }).returning();
      tagId = tag!.id;
    }
    const rows = await ctx.db
      .insert(timeEntries)
      .values(
        Array.from({ length: count }, (_, i) => {
          const day = addDays(WEEK, (from + i) % 7);
          const start = new Date(`${day}T06:00:00Z`).getTime() + (from + i) * 600_000;
          return {
            company_id: acme,
            owner_id: claire,
            description: `Tâche ${from + i}`,
            project_id: (from + i) % 2 ? project!.id : null,
            start_time: new Date(start),
            end_time: new Date(start + 300_000),
            duration: 300,
            day,
          };
        }),
      )
      .returning({ id: timeEntries.id });
    await ctx.db.insert(timeEntryTags).values(rows.map((r) => ({ company_id: acme, entry_id: r.id, tag_id: tagId })));
  }

  it('run the session and one statement for the page, the statistics and the week, whatever the entries', async () => {
    const claireClient = await ctx.as('claire');
    const next = addDays(WEEK, 7);
    const LISTS = [
      // The session, then the page with projects, customers and tags (not full: no count).
      { url: `/api/time-entry/?for_me=True&date_min=${WEEK}&date_max=${next}&limit=100`, n: 2 },
      // …searched by tag.
      { url: `/api/time-entry/?date_min=${WEEK}&date_max=${next}&tag=mesure&limit=100`, n: 2 },
      // The session, then the grouping by day and project.
      { url: `/api/time-entry/statistics/?date_min=${WEEK}&date_max=${next}`, n: 2 },
      { url: `/api/time-entry/week/?week=${WEEK}`, n: 2 },
    ];
    await addEntries(3, 0);
    const before: number[] = [];
    for (const list of LISTS) before.push((await measure(claireClient, list.url)).n);
    await addEntries(57, 3);
    const after: number[] = [];
    for (const list of LISTS) after.push((await measure(claireClient, list.url)).n);
    expect(after).toEqual(before);
    expect(after).toEqual(LISTS.map((l) => l.n));
    expect((await measure(claireClient, LISTS[0]!.url)).body.results).toHaveLength(60);
  });
});

describe('mission orders', () => {
  /** `count` orders of Alice from the manager, in YEAR, each with another customer's project where there are some. */
  async function addOrders(count: number, from: number) {
    const [manager, alice] = [await userId(ctx, 'manager'), await userId(ctx, 'alice')];
    const places = await ctx.db
      .select({ customer: projects.customer_id, project: projects.id })
      .from(projects)
      .where(eq(projects.company_id, acme));
    const withCustomer = places.filter((p) => p.customer !== null);
    await ctx.db.insert(missionOrders).values(
      Array.from({ length: count }, (_, i) => {
        const place = withCustomer[(from + i) % withCustomer.length]!;
        const begin = addDays(`${YEAR}-01-05`, from + i);
        return {
          company_id: acme,
          owner_id: alice,
          current_manager_id: manager,
          customer_id: place.customer!,
          project_id: place.project,
          mission_object: `Qcount ${from + i}`,
          role: 'Consultant',
          contact_name: 'Contact',
          begin_date: begin,
          end_date: begin,
          status: (['draft', 'submitted', 'accepted', 'ask'] as const)[i % 4],
          public_transport: true,
          none_expense: true,
        };
      }),
    );
  }

  it('run the session and the page with its people, customer and project, whatever the orders', async () => {
    const managerClient = await ctx.as('manager');
    const aliceClient = await ctx.as('alice');
    const LISTS = [
      // The manager list: the session, then the page joined (not full: no count).
      { client: managerClient, url: `/api/mission-order/?current_manager=me&begin_date=${YEAR}-01-01&limit=100`, n: 2 },
      {
        client: managerClient,
        url: `/api/mission-order/?begin_date=${YEAR}-01-01&ordering=-employee,customer&limit=100`,
        n: 2,
      },
      // The employee's own list.
      { client: aliceClient, url: `/api/mission-order/?owner=me&begin_date=${YEAR}-01-01&limit=100`, n: 2 },
      // A full page cannot tell its count: one more statement.
      { client: managerClient, url: `/api/mission-order/?current_manager=me&begin_date=${YEAR}-01-01&limit=2`, n: 3 },
    ];
    await addOrders(3, 0);
    const before: number[] = [];
    for (const list of LISTS) before.push((await measure(list.client, list.url)).n);
    await addOrders(57, 3);
    const after: number[] = [];
    for (const list of LISTS) after.push((await measure(list.client, list.url)).n);
    expect(after).toEqual(before);
    expect(after).toEqual(LISTS.map((l) => l.n));
    const page = (await measure(managerClient, LISTS[0]!.url)).body;
    expect(page.count).toBe(60);
    expect(page.results[0]).toMatchObject({
      owner_object: { first_name: 'Alice' },
      customer_object: {},
      project_object: {},
    });
  });

  it('reads one order once: the access check loads it with its names, then its trail', async () => {
    const [order] = await ctx.db.select({ id: missionOrders.id }).from(missionOrders).limit(1);
    // The session, the order with its people, customer and project, its history.
    expect((await measure(await ctx.as('manager'), `/api/mission-order/${order!.id}/`)).n).toBe(3);
  });
});
