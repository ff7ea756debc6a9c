import { businessDaysOfMonth } from '@staff/shared';
import { and, eq } from 'drizzle-orm';
import { activities, activityReports } from '../apps/server/src/modules/activities/activities.tables';
import { leaves } from '../apps/server/src/modules/leaves/leaves.tables';
import { projects } from '../apps/server/src/modules/projects/projects.tables';
import { typesOfLeave, typesOfOvertime } from '../apps/server/src/modules/reference/reference.tables';
import {
  benchServer,
  demoUser,
  firstProjects,
  insertCollaborators,
  measureGet,
  overtimeOnEveryEighth,
  printFigures,
  signedIn,
  statementCounter,
} from './support';

/**
 * Server time of the monthly synthesis (issue 13), in process (Fastify's inject: no network, no client), as
 * accounting: the demo company with 2,000 employees more, each with a report of the month (four weeks of activities on
 * chargeable and internal projects, overtime on half of them) and leaves (an accepted day of RTT for a third, a
 * submitted half day for a fifth). Measures a page of the synthesis (10 rows, the count of all), the leaves table,
 * the reminder's preview, and the two payroll exports of the whole month. The page is sorted by employee number, so
 * that it holds ten of the 2,000 (B00000…), each with a report.
 *   npx tsx bench/monthly-synthesis.ts [runs=30]                               (PGlite, in memory)
 *   bash scripts/with-postgres.sh npx tsx bench/monthly-synthesis.ts [runs]    (PostgreSQL: TEST_DATABASE_URL)
 * Prints the median, p95 and max of each, the CPU the process spent per request (on PGlite the database's too; a
 * steadier figure than the time on a shared machine) and, on PGlite, the statements each request runs.
 */
const runs = Number(process.argv[2] ?? 30);
const EMPLOYEES = 2000;
const { app, db, pglite, today, analyze, close } = await benchServer('synthesis', { postgres: true });

// March of last year: no demo report, leave or overtime.
const month = `${Number(today.slice(0, 4)) - 1}-03`;
const { companyId } = await demoUser(db, 'compta');
const projectRows = await firstProjects(db, companyId, 2);
await db.update(projects).set({ chargeable: false }).where(eq(projects.id, projectRows[1]!.id));
const [overtimeType] = await db.select().from(typesOfOvertime).where(eq(typesOfOvertime.company_id, companyId));
const typeOf = async (name: string) =>
  (
    await db
      .select()
      .from(typesOfLeave)
      .where(and(eq(typesOfLeave.company_id, companyId), eq(typesOfLeave.name, name)))
  )[0]!.id;
const [rtt, paid] = [await typeOf('RTT'), await typeOf('Congés payés')];

const chunks = <T>(rows: T[], size = 500) =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));
const days = businessDaysOfMonth(`${month}-01`);
for (const batch of chunks(Array.from({ length: EMPLOYEES }, (_, i) => i))) {
  const people = await insertCollaborators(
    db,
    companyId,
    batch.map((i) => ({
      username: `bench-synthesis-${i}`,
      first_name: `Prénom${i}`,
      last_name: `Nom${i}`,
      email: `bench-synthesis-${i}@example.com`,
      employee_number: `B${String(i).padStart(5, '0')}`,
    })),
  );
  const reports = await db
    .insert(activityReports)
    .values(people.map((p) => ({ company_id: companyId, owner_id: p.id, month: `${month}-01`, slices_per_day: 2 })))
    .returning({ id: activityReports.id, owner_id: activityReports.owner_id });
  // Four weeks: Monday to Thursday of each on a project, chargeable or internal in turn.
  const spans = reports.flatMap((r, i) =>
    [0, 5, 10, 15].map((d, w) => ({
      company_id: companyId,
      report_id: r.id,
      project_id: projectRows[(i + w) % 2]!.id,
      begin_date: days[d]!,
      begin_slice: 0,
      end_date: days[d + 3]!,
      end_slice: 1,
      nb_slices: 8,
    })),
  );
  const inserted = await db
    .insert(activities)
    .values(spans)
    .returning({ id: activities.id, report_id: activities.report_id });
  const ownerOf = new Map(reports.map((r) => [r.id, r.owner_id]));
  await overtimeOnEveryEighth(
    db,
    companyId,
    inserted.map((a) => ({ id: a.id, ownerId: ownerOf.get(a.report_id)! })),
    overtimeType!.id,
    105,
  );
  await db.insert(leaves).values([
    ...people
      .filter((_, i) => i % 3 === 0)
      .map((p) => ({
        company_id: companyId,
        owner_id: p.id,
        begin_date: days[4]!,
        end_date: days[4]!,
        half_days: 2,
        type_of_leave_id: rtt,
        status: 'accepted' as const,
      })),
    ...people
      .filter((_, i) => i % 5 === 0)
      .map((p) => ({
        company_id: companyId,
        owner_id: p.id,
        begin_date: days[9]!,
        end_date: days[9]!,
        end_period: 'AM' as const,
        half_days: 1,
        type_of_leave_id: paid,
        status: 'submitted' as const,
      })),
  ]);
}
await analyze();

// Signed in as accounting, as a browser is.
const call = await signedIn(app, 'compta');

// Statements per request, counted on the PGlite client (PostgreSQL: see test/query-counts.test.ts).
const statements = statementCounter(pglite);

async function measure(name: string, path: string, check: (body: string) => void, n = runs) {
  const measured = await measureGet(call, path, { runs: n, warmups: 3, statements });
  check(measured.first.body);
  printFigures(name, measured, { cpu: true, statements: pglite !== undefined });
}

const rowsOf = (body: string) => JSON.parse(body) as { count: number; results: unknown[] };
console.log(`${pglite ? 'PGlite' : 'PostgreSQL'}, ${month}, ${EMPLOYEES} employees more than the demo's`);
await measure(
  'synthesis, a page of 10',
  `/api/monthly_summary/?for_month=${month}&ordering=employee_number`,
  (body) => {
    const { count, results } = rowsOf(body);
    if (count < EMPLOYEES || results.length !== 10) throw new Error('unexpected synthesis');
  },
);
await measure('synthesis, a search', `/api/monthly_summary/?for_month=${month}&search_query=nom1999`, (body) => {
  if (rowsOf(body).count !== 1) throw new Error('unexpected search');
});
await measure('leaves table, a page of 10', `/api/monthly_summary/leaves/?for_month=${month}`, (body) => {
  if (rowsOf(body).count < EMPLOYEES / 3) throw new Error('unexpected leaves');
});
await measure('reminder preview (every draft)', `/api/activity-report/reminder-mail/?for_month=${month}`, (body) => {
  if (JSON.parse(body).recipients.length < EMPLOYEES) throw new Error('unexpected recipients');
});
const exportRuns = Math.max(3, Math.floor(runs / 5));
await measure(
  'export payroll-variables (CSV)',
  `/api/exports/monthly/payroll-variables/?for_month=${month}`,
  (body) => {
    if (body.split('\r\n').length < EMPLOYEES) throw new Error('unexpected CSV');
  },
  exportRuns,
);
await measure('export payroll-xlsx', `/api/exports/monthly/payroll-xlsx/?for_month=${month}`, () => {}, exportRuns);
await close();
