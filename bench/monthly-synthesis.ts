import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { businessDaysOfMonth } from '@staff/shared';
import { and, asc, eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { type DatabaseHandle, fromPglite, fromPostgresUrl } from '../apps/server/src/db/client';
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
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-synthesis-'));
const url = process.env.TEST_DATABASE_URL;
const pglite = url ? undefined : await PGlite.create();
const handle: DatabaseHandle = url ? fromPostgresUrl(url) : fromPglite(pglite!);
await handle.migrate();
const today = todayInParis();
await seedDemo(handle.db, today, new FileStorage(path.join(dataDir, 'files')));
const db = handle.db;

// March of last year: no demo report, leave or overtime.
const month = `${Number(today.slice(0, 4)) - 1}-03`;
const [compta] = await db.select().from(users).where(eq(users.username, 'compta'));
const companyId = compta!.company_id!;
const projectRows = await db
  .select({ id: projects.id })
  .from(projects)
  .where(eq(projects.company_id, companyId))
  .orderBy(asc(projects.id))
  .limit(2);
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
  const people = await db
    .insert(users)
    .values(
      batch.map((i) => ({
        company_id: companyId,
        username: `bench-synthesis-${i}`,
        password_hash: 'x',
        first_name: `Prénom${i}`,
        last_name: `Nom${i}`,
        email: `bench-synthesis-${i}@example.com`,
        employee_number: `B${String(i).padStart(5, '0')}`,
        roles: ['collaborator' as const],
      })),
    )
    .returning({ id: users.id });
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
  await db.insert(activityOvertimes).values(
    inserted
      .filter((_, i) => i % 8 === 0)
      .map((a) => ({
        company_id: companyId,
        activity_id: a.id,
        user_id: ownerOf.get(a.report_id)!,
        type_of_overtime_id: overtimeType!.id,
        minutes: 105,
      })),
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
if (pglite) await pglite.exec('ANALYZE');
else await db.execute('ANALYZE');

const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:8000' } as never);
const app = await buildApp({ config, db, logger: false });
await app.ready();

// Signed in as accounting, as a browser is.
const cookies = new Map<string, string>();
async function call(method: 'GET' | 'POST', path: string, body?: object) {
  const headers: Record<string, string> = { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
  if (method === 'POST') headers['x-csrftoken'] = cookies.get('csrftoken') ?? '';
  const res = await app.inject({ method, url: path, headers, ...(body ? { payload: body } : {}) });
  for (const c of res.cookies) cookies.set(c.name, c.value);
  return res;
}
await call('GET', '/api/info/');
if ((await call('POST', '/api/auth/', { username: 'compta', password: 'demo1234' })).statusCode !== 200) {
  throw new Error('sign-in failed');
}

// Statements per request, counted on the PGlite client (PostgreSQL: see test/query-counts.test.ts).
let statements = 0;
if (pglite) {
  const query = pglite.query.bind(pglite);
  pglite.query = ((...args: Parameters<typeof pglite.query>) => {
    statements++;
    return query(...args);
  }) as typeof pglite.query;
}

async function measure(name: string, path: string, check: (body: string) => void, n = runs) {
  const first = await call('GET', path);
  if (first.statusCode !== 200) throw new Error(`${name}: ${first.statusCode} ${first.body.slice(0, 300)}`);
  check(first.body);
  for (let i = 0; i < 3; i++) await call('GET', path);
  const times: number[] = [];
  statements = 0;
  const cpu = process.cpuUsage();
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await call('GET', path);
    times.push(performance.now() - t);
  }
  const { user, system } = process.cpuUsage(cpu);
  const cpuPerRequest = ((user + system) / 1000 / n).toFixed(1);
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1);
  const counted = pglite ? `, ${statements / n} statements` : '';
  console.log(
    `${name}: median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms, CPU ${cpuPerRequest} ms/request${counted} (${n} runs)`,
  );
}

const rowsOf = (body: string) => JSON.parse(body) as { count: number; results: unknown[] };
console.log(`${url ? 'PostgreSQL' : 'PGlite'}, ${month}, ${EMPLOYEES} employees more than the demo's`);
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
await app.close();
await handle.close();
fs.rmSync(dataDir, { recursive: true, force: true });
