/**
 * Saving an activity (issue 11: < 30 ms server time on PGlite). In process, on an in-memory PGlite with the demo
 * company: the app handles `POST /api/activity/` through `app.inject`, so the time is the server's own (routing,
 * session, CSRF, validation, the transaction: the report locked, leaves and other activities read, placement, insert,
 * overtime, project used, the answer read back), without a network. Each save goes on a report that already holds a
 * month of activities and a leave, so that the placement reads a full month.
 *
 *   npx tsx bench/activity-save.ts [saves=200]
 */

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { businessDaysOfMonth } from '@staff/shared';
import { and, eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { fromPglite } from '../apps/server/src/db/client';
import { seedDemo } from '../apps/server/src/db/seed/demo';
import { activityReports } from '../apps/server/src/modules/activities/activities.tables';
import { leaves } from '../apps/server/src/modules/leaves/leaves.tables';
import { projects } from '../apps/server/src/modules/projects/projects.tables';
import { typesOfLeave, typesOfOvertime } from '../apps/server/src/modules/reference/reference.tables';
import { users } from '../apps/server/src/modules/users/users.tables';
import { todayInParis } from '../apps/server/src/platform/clock';
import { FileStorage } from '../apps/server/src/platform/files/storage';

const saves = Number(process.argv[2] ?? 200);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-activity-'));
const handle = fromPglite(await PGlite.create());
await handle.migrate();
await seedDemo(handle.db, todayInParis(), new FileStorage(path.join(dataDir, 'files')));
const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:8000' } as never);
const app = await buildApp({ config, db: handle.db, logger: false });
await app.ready();

const db = handle.db;
const [alice] = await db.select().from(users).where(eq(users.username, 'alice'));
const companyId = alice!.company_id!;
const [project] = await db.select({ id: projects.id }).from(projects).where(eq(projects.name, 'Refonte espace client'));
const [overtime] = await db
  .select({ id: typesOfOvertime.id })
  .from(typesOfOvertime)
  .where(eq(typesOfOvertime.company_id, companyId));
const [leaveType] = await db
  .select({ id: typesOfLeave.id })
  .from(typesOfLeave)
  .where(and(eq(typesOfLeave.company_id, companyId), eq(typesOfLeave.name, 'Congés payés')));

// Sign in, and take the CSRF cookie as the browser does.
const cookies = new Map<string, string>();
async function call(method: 'GET' | 'POST', url: string, body?: object) {
  const headers: Record<string, string> = { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
  if (method !== 'GET') headers['x-csrftoken'] = cookies.get('csrftoken') ?? '';
  const started = process.hrtime.bigint();
  const cpuBefore = process.cpuUsage();
  const res = await app.inject({ method, url, headers, ...(body ? { payload: body } : {}) });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const used = process.cpuUsage(cpuBefore);
  const cpu = (used.user + used.system) / 1000;
  for (const c of res.cookies) cookies.set(c.name, c.value);
  return { res, ms, cpu };
}
await call('GET', '/api/info/');
await call('POST', '/api/auth/', { username: 'alice', password: 'demo1234' });

// Reports of 2016 and 2017 (no demo data there), each with a leave on its third day; 32 slices a day, so that a
// month holds 700 one-slice activities: every save is placed against a month that fills up as the run goes.
const times: number[] = [];
const cpus: number[] = [];
let month = 0;
let report = 0;
let slot = 0;
let days: string[] = [];
for (let i = 0; i < saves; i++) {
  if (report === 0 || slot >= days.length * 32) {
    const first = `${2016 + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}-01`;
    month++;
    days = businessDaysOfMonth(first).filter((_, d) => d !== 2);
    const [row] = await db
      .insert(activityReports)
      .values({ company_id: companyId, owner_id: alice!.id, month: first, slices_per_day: 32 })
      .returning({ id: activityReports.id });
    report = row!.id;
    const leaveDay = businessDaysOfMonth(first)[2]!;
    await db.insert(leaves).values({
      company_id: companyId,
      owner_id: alice!.id,
      type_of_leave_id: leaveType!.id,
      begin_date: leaveDay,
      end_date: leaveDay,
      half_days: 2,
      status: 'accepted',
    });
    slot = 0;
  }
  const day = days[Math.floor(slot / 32)]!;
  const slice = slot % 32;
  slot++;
  const { res, ms, cpu } = await call('POST', '/api/activity/', {
    report,
    project: project!.id,
    begin_date: day,
    begin_slice: slice,
    end_date: day,
    end_slice: slice,
    description: 'Bench',
    overtime: i % 5 === 0 ? [{ type_of_overtime: overtime!.id, hours_overtime: 0, minutes_overtime: 46 }] : [],
  });
  if (res.statusCode !== 201) throw new Error(`save ${i}: ${res.statusCode} ${res.body}`);
  times.push(ms);
  cpus.push(cpu);
}

// The first saves warm the code paths (JIT, prepared statements): left out of the figures. PGlite runs in this
// process, so the CPU time of a save is the server's whole work, database included: on a shared machine it says more
// than the elapsed time, which waits for the neighbours.
const skip = Math.min(20, Math.floor(times.length / 5));
function summary(values: number[]) {
  const sorted = values.slice(skip).sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);
  return `median ${at(0.5)} ms, p90 ${at(0.9)} ms, p99 ${at(0.99)} ms`;
}
console.log(`POST /api/activity/ on PGlite, ${times.length - skip} saves after warm-up (target < 30 ms)`);
console.log(`  elapsed: ${summary(times)}`);
console.log(`  CPU:     ${summary(cpus)}`);
console.log(
  `  load average at the end: ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
await app.close();
await handle.close();
rmSync(dataDir, { recursive: true, force: true });
