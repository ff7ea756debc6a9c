/**
 * Saving an activity (issue 11: < 30 ms server time on PGlite). In process, on an in-memory PGlite with the demo
 * company: the app handles `POST /api/activity/` through `app.inject`, so the time is the server's own (routing,
 * session, CSRF, validation, the transaction: the report locked, leaves and other activities read, placement, insert,
 * overtime, project used, the answer read back), without a network. Each save goes on a report that already holds a
 * month of activities and a leave, so that the placement reads a full month.
 *
 *   npx tsx bench/activity-save.ts [saves=200]
 */

import { businessDaysOfMonth } from '@staff/shared';
import { and, eq } from 'drizzle-orm';
import { activityReports } from '../apps/server/src/modules/activities/activities.tables';
import { leaves } from '../apps/server/src/modules/leaves/leaves.tables';
import { projects } from '../apps/server/src/modules/projects/projects.tables';
import { typesOfLeave, typesOfOvertime } from '../apps/server/src/modules/reference/reference.tables';
import { afterWarmUp, benchServer, demoUser, printLoadAverage, signedIn, timed } from './support';

const saves = Number(process.argv[2] ?? 200);
const { app, db, close } = await benchServer('activity');
const { user: alice, companyId } = await demoUser(db, 'alice');
const [project] = await db.select({ id: projects.id }).from(projects).where(eq(projects.name, 'Refonte espace client'));
const [overtime] = await db
  .select({ id: typesOfOvertime.id })
  .from(typesOfOvertime)
  .where(eq(typesOfOvertime.company_id, companyId));
const [leaveType] = await db
  .select({ id: typesOfLeave.id })
  .from(typesOfLeave)
  .where(and(eq(typesOfLeave.company_id, companyId), eq(typesOfLeave.name, 'Congés payés')));

// Signed in, the CSRF cookie taken as the browser does.
const call = await signedIn(app, 'alice');

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
  const {
    result: res,
    ms,
    cpu,
  } = await timed(() =>
    call('POST', '/api/activity/', {
      report,
      project: project!.id,
      begin_date: day,
      begin_slice: slice,
      end_date: day,
      end_slice: slice,
      description: 'Bench',
      overtime: i % 5 === 0 ? [{ type_of_overtime: overtime!.id, hours_overtime: 0, minutes_overtime: 46 }] : [],
    }),
  );
  if (res.statusCode !== 201) throw new Error(`save ${i}: ${res.statusCode} ${res.body}`);
  times.push(ms);
  cpus.push(cpu);
}

const skip = Math.min(20, Math.floor(times.length / 5));
console.log(`POST /api/activity/ on PGlite, ${times.length - skip} saves after warm-up (target < 30 ms)`);
console.log(`  elapsed: ${afterWarmUp(times)}`);
console.log(`  CPU:     ${afterWarmUp(cpus)}`);
printLoadAverage();
await close();
