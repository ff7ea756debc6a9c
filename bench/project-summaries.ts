import { businessDaysOfMonth } from '@staff/shared';
import { eq } from 'drizzle-orm';
import { activities, activityReports } from '../apps/server/src/modules/activities/activities.tables';
import { projects } from '../apps/server/src/modules/projects/projects.tables';
import * as bench from './support';

/**
 * Server time of the project summaries (issue 27), in process, as accounting: the demo company with 2,000 employees
 * more, each with a validated report every month of the three years before this one (a week on each of four projects,
 * two chargeable, two internal: 72,000 reports, 288,000 activities). Measures a quarter's summaries (by project, by
 * customer, by employee, a page of 25 and the count of all), the details by employee of one project, and the export of
 * a year (salary: 2,000 rows; customer).
 *   npx tsx bench/project-summaries.ts [runs=20]                               (PGlite, in memory)
 *   bash scripts/with-postgres.sh npx tsx bench/project-summaries.ts [runs]    (PostgreSQL: TEST_DATABASE_URL)
 * The goal: a quarter's summary under 200 ms and a year's export under 2 s on PostgreSQL.
 */
const runs = Number(process.argv[2] ?? 20);
const EMPLOYEES = 2000;
const YEARS = 3;
const { app, db, pglite, today, analyze, close } = await bench.benchServer('project-summaries', { postgres: true });

const lastYear = Number(today.slice(0, 4)) - 1;
const months = Array.from({ length: YEARS * 12 }, (_, i) => {
  const year = lastYear - YEARS + 1 + Math.floor(i / 12);
  return `${year}-${String((i % 12) + 1).padStart(2, '0')}`;
});
const { companyId } = await bench.demoUser(db, 'compta');
const projectRows = await bench.firstProjects(db, companyId, 4);
for (const internal of projectRows.slice(2)) {
  await db.update(projects).set({ chargeable: false }).where(eq(projects.id, internal.id));
}

const chunks = <T>(rows: T[], size: number) =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));
const started = performance.now();
for (const batch of chunks(
  Array.from({ length: EMPLOYEES }, (_, i) => i),
  100,
)) {
  const people = await bench.insertCollaborators(
    db,
    companyId,
    batch.map((i) => ({
      username: `bench-projects-${i}`,
      first_name: `Prénom${i}`,
      last_name: `Nom${i}`,
      employee_number: `P${String(i).padStart(5, '0')}`,
    })),
  );
  for (const month of months) {
    const days = businessDaysOfMonth(`${month}-01`);
    const reports = await db
      .insert(activityReports)
      .values(
        people.map((p) => ({
          company_id: companyId,
          owner_id: p.id,
          month: `${month}-01`,
          slices_per_day: 2,
          status: 'accepted' as const,
        })),
      )
      .returning({ id: activityReports.id });
    // Four weeks: Monday to Thursday of each (8 half days) on one of the four projects in turn.
    const week = { begin_slice: 0, end_slice: 1, nb_slices: 8, company_id: companyId };
    await db.insert(activities).values(
      reports.flatMap((r, i) =>
        [0, 5, 10, 15].map((d, w) => ({
          ...week,
          report_id: r.id,
          project_id: projectRows[(i + w) % 4]!.id,
          begin_date: days[d]!,
          end_date: days[d + 3]!,
        })),
      ),
    );
  }
}
await analyze();
const seeded = ((performance.now() - started) / 1000).toFixed(0);

const call = await bench.signedIn(app, 'compta');
const statements = bench.statementCounter(pglite);
async function measure(name: string, path: string, check: (body: string) => void, n = runs) {
  const measured = await bench.measureGet(call, path, { runs: n, warmups: 2, statements });
  check(measured.first.body);
  bench.printFigures(name, measured, { cpu: true, statements: pglite !== undefined });
}
const countOf = (body: string) => (JSON.parse(body) as { count: number }).count;

console.log(
  `${pglite ? 'PGlite' : 'PostgreSQL'}, ${EMPLOYEES} employees × ${months.length} months more than the demo's (seeded in ${seeded} s)`,
);
const quarter = `from=${lastYear}-04-01&to=${lastYear}-06-30`;
const year = `from=${lastYear}-01-01&to=${lastYear}-12-31`;
await measure('projects-summary, a quarter, page of 25', `/api/projects-summary/?${quarter}`, (body) => {
  if (countOf(body) < 4) throw new Error('unexpected projects');
});
await measure(
  'projects-summary, a quarter, by worktime',
  `/api/projects-summary/?${quarter}&ordering=-worktime`,
  () => {},
);
await measure('project-summary-customer, a quarter', `/api/project-summary-customer/?${quarter}`, () => {});
await measure('project-summary-salary, a quarter, page of 25', `/api/project-summary-salary/?${quarter}`, (body) => {
  if (countOf(body) < EMPLOYEES) throw new Error('unexpected employees');
});
await measure(
  'project-summary-datatable, a quarter, one project by employee',
  `/api/project-summary-datatable/?${quarter}&project=${projectRows[0]!.id}&group_by=employee`,
  () => {},
);
const exportRuns = Math.max(3, Math.floor(runs / 4));
await measure(
  'export salary, a year (XLSX)',
  `/api/export/projects-summary/?kind=salary&${year}`,
  () => {},
  exportRuns,
);
await measure(
  'export customer, a year (XLSX)',
  `/api/export/projects-summary/?kind=customer&${year}`,
  () => {},
  exportRuns,
);
await close();
