import { businessDaysOfMonth } from '@staff/shared';
import { and, eq } from 'drizzle-orm';
import { activities, activityReports } from '../apps/server/src/modules/activities/activities.tables';
import { leaves } from '../apps/server/src/modules/leaves/leaves.tables';
import { typesOfLeave, typesOfOvertime } from '../apps/server/src/modules/reference/reference.tables';
import {
  benchServer,
  demoUser,
  firstProjects,
  measureGet,
  overtimeOnEveryEighth,
  printFigures,
  signedIn,
  statementCounter,
} from './support';

/**
 * Server time of the activity report's two reads (issue 11), on embedded PGlite with the demo company, in process
 * (Fastify's inject: no network, no client): alice's report of a month with 40 activities (overtime on some) and two
 * leaves, and her year's home, 12 reports with their totals in one request.
 *   npx tsx bench/activity-report.ts [runs=200]
 * Prints the median, p95 and max of each, and the statements each request runs.
 */
const runs = Number(process.argv[2] ?? 200);
const { app, db, pglite, today, analyze, close } = await benchServer('activity');
// Signed in as alice, as a browser is.
const call = await signedIn(app, 'alice');

// A year without demo reports: the year before the current one, January to December.
const year = Number(today.slice(0, 4)) - 1;
const { user: alice, companyId } = await demoUser(db, 'alice');
const projectRows = await firstProjects(db, companyId, 4);
const [overtimeType] = await db.select().from(typesOfOvertime).where(eq(typesOfOvertime.company_id, companyId));
const [paidLeave] = await db
  .select()
  .from(typesOfLeave)
  .where(and(eq(typesOfLeave.company_id, companyId), eq(typesOfLeave.name, 'Congés payés')));

const reportIds: number[] = [];
for (let m = 1; m <= 12; m++) {
  const month = `${year}-${String(m).padStart(2, '0')}`;
  const res = await call('POST', '/api/activity-report/', { date: `${month}-01` });
  reportIds.push(JSON.parse(res.body).id);
}
// January: two leaves (the 2nd working day, and a half day), then 40 half-day activities on the other slots.
const january = `${year}-01-01`;
const days = businessDaysOfMonth(january);
await db.insert(leaves).values([
  {
    company_id: companyId,
    owner_id: alice!.id,
    begin_date: days[1]!,
    end_date: days[1]!,
    half_days: 2,
    type_of_leave_id: paidLeave!.id,
    status: 'accepted',
  },
  {
    company_id: companyId,
    owner_id: alice!.id,
    begin_date: days[5]!,
    end_date: days[5]!,
    end_period: 'AM',
    half_days: 1,
    type_of_leave_id: paidLeave!.id,
    status: 'submitted',
  },
]);
const halfDays = days
  .flatMap((day) => [0, 1].map((slice) => ({ day, slice })))
  .filter(({ day, slice }) => day !== days[1] && !(day === days[5] && slice === 0))
  .slice(0, 40);
const inserted = await db
  .insert(activities)
  .values(
    halfDays.map(({ day, slice }, i) => ({
      company_id: companyId,
      report_id: reportIds[0]!,
      project_id: projectRows[i % projectRows.length]!.id,
      begin_date: day,
      begin_slice: slice,
      end_date: day,
      end_slice: slice,
      nb_slices: 1,
    })),
  )
  .returning();
await overtimeOnEveryEighth(
  db,
  companyId,
  inserted.map((a) => ({ id: a.id, ownerId: alice.id })),
  overtimeType!.id,
  90,
);
// The other months: one activity a week, as a month filled week by week is.
for (const [i, id] of reportIds.slice(1).entries()) {
  const month = `${year}-${String(i + 2).padStart(2, '0')}-01`;
  const weekDays = businessDaysOfMonth(month).filter((_, d) => d % 5 === 0);
  await db.insert(activities).values(
    weekDays.map((day) => ({
      company_id: companyId,
      report_id: id,
      project_id: projectRows[0]!.id,
      begin_date: day,
      begin_slice: 0,
      end_date: day,
      end_slice: 1,
      nb_slices: 2,
    })),
  );
}
await analyze();
const [check] = await db.select().from(activityReports).where(eq(activityReports.id, reportIds[0]!));
if (!check) throw new Error('no report');

// Statements per request, counted on the PGlite client.
const statements = statementCounter(pglite);

type Body = { activities?: unknown[]; leaves?: unknown[]; results?: unknown[] };
async function measure(name: string, url: string, check: (body: Body) => void) {
  const measured = await measureGet(call, url, { runs, warmups: 20, statements });
  check(JSON.parse(measured.first.body));
  printFigures(name, measured);
}

await measure('month report, 40 activities and 2 leaves', `/api/activity-report/${reportIds[0]}/`, (body) => {
  if (body.activities?.length !== 40 || body.leaves?.length !== 2) throw new Error('unexpected report');
});
await measure("year's home, 12 reports with totals", `/api/activity-report/?owner=me&year=${year}`, (body) => {
  if (body.results?.length !== 12) throw new Error('unexpected list');
});
await close();
