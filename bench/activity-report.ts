import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { businessDaysOfMonth } from '@staff/shared';
import { and, asc, eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { fromPglite } from '../apps/server/src/db/client';
import { seedDemo } from '../apps/server/src/db/seed/demo';
import {
  activities,
  activityOvertimes,
  activityReports,
} from '../apps/server/src/modules/activities/activities.tables';
import { leaves } from '../apps/server/src/modules/leaves/leaves.tables';
import { projects } from '../apps/server/src/modules/projects/projects.tables';
import { typesOfLeave, typesOfOvertime } from '../apps/server/src/modules/reference/reference.tables';
import { users } from '../apps/server/src/modules/users/users.tables';
import { todayInParis } from '../apps/server/src/platform/clock';
import { FileStorage } from '../apps/server/src/platform/files/storage';

/**
 * Server time of the activity report's two reads (issue 11), on embedded PGlite with the demo company, in process
 * (Fastify's inject: no network, no client): alice's report of a month with 40 activities (overtime on some) and two
 * leaves, and her year's home, 12 reports with their totals in one request.
 *   npx tsx bench/activity-report.ts [runs=200]
 * Prints the median, p95 and max of each, and the statements each request runs.
 */
const runs = Number(process.argv[2] ?? 200);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-activity-'));
const client = await PGlite.create();
const handle = fromPglite(client);
await handle.migrate();
const today = todayInParis();
await seedDemo(handle.db, today, new FileStorage(path.join(dataDir, 'files')));
const db = handle.db;

const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:8000' } as never);
const app = await buildApp({ config, db, logger: false });
await app.ready();

// Signed in as alice, as a browser is.
const cookies = new Map<string, string>();
async function call(method: 'GET' | 'POST', url: string, body?: object) {
  const headers: Record<string, string> = { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
  if (method === 'POST') headers['x-csrftoken'] = cookies.get('csrftoken') ?? '';
  const res = await app.inject({ method, url, headers, ...(body ? { payload: body } : {}) });
  for (const c of res.cookies) cookies.set(c.name, c.value);
  return res;
}
await call('GET', '/api/info/');
if ((await call('POST', '/api/auth/', { username: 'alice', password: 'demo1234' })).statusCode !== 200) {
  throw new Error('sign-in failed');
}

// A year without demo reports: the year before the current one, January to December.
const year = Number(today.slice(0, 4)) - 1;
const [alice] = await db.select().from(users).where(eq(users.username, 'alice'));
const companyId = alice!.company_id!;
const projectRows = await db
  .select({ id: projects.id })
  .from(projects)
  .where(eq(projects.company_id, companyId))
  .orderBy(asc(projects.id))
  .limit(4);
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
await db.insert(activityOvertimes).values(
  inserted
    .filter((_, i) => i % 8 === 0)
    .map((a) => ({
      company_id: companyId,
      activity_id: a.id,
      user_id: alice!.id,
      type_of_overtime_id: overtimeType!.id,
      minutes: 90,
    })),
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
await client.exec('ANALYZE');
const [check] = await db.select().from(activityReports).where(eq(activityReports.id, reportIds[0]!));
if (!check) throw new Error('no report');

// Statements per request, counted on the PGlite client.
let statements = 0;
const query = client.query.bind(client);
client.query = ((...args: Parameters<typeof client.query>) => {
  statements++;
  return query(...args);
}) as typeof client.query;

type Body = { activities?: unknown[]; leaves?: unknown[]; results?: unknown[] };
async function measure(name: string, url: string, check: (body: Body) => void) {
  const first = await call('GET', url);
  if (first.statusCode !== 200) throw new Error(`${name}: ${first.statusCode} ${first.body}`);
  check(JSON.parse(first.body));
  for (let i = 0; i < 20; i++) await call('GET', url);
  const times: number[] = [];
  statements = 0;
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await call('GET', url);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1);
  console.log(
    `${name}: median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms, ${statements / runs} statements (${runs} runs)`,
  );
}

await measure('month report, 40 activities and 2 leaves', `/api/activity-report/${reportIds[0]}/`, (body) => {
  if (body.activities?.length !== 40 || body.leaves?.length !== 2) throw new Error('unexpected report');
});
await measure("year's home, 12 reports with totals", `/api/activity-report/?owner=me&year=${year}`, (body) => {
  if (body.results?.length !== 12) throw new Error('unexpected list');
});
await app.close();
await handle.close();
fs.rmSync(dataDir, { recursive: true, force: true });
