/**
 * Adds a large company to a database, to measure the lists on realistic volumes:
 *   DATA_DIR=./bench-data npx tsx bench/seed-large.ts [users=2000] [leavesPerUser=25]
 *   DATABASE_URL=postgres://… npx tsx bench/seed-large.ts
 * The company "Bench SA" (host bench.localhost) gets users in services of 50, each with leaves over two years
 * (a sixth of them submitted, waiting for a decision). The first of each service is its manager (roles collaborator
 * and manager, is_staff), who decides on the leaves of its members; hr (`bench-rh`) manages the first service and
 * decides on everybody's. Every account's password is demo1234; the managers are bench-50, bench-100, …
 */
import { addDays, type LeaveStatus, leaveDays, type Role } from '@staff/shared';
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { companies } from '../apps/server/src/modules/companies/companies.tables';
import { leaves } from '../apps/server/src/modules/leaves/leaves.tables';
import { seedCompanyDefaults } from '../apps/server/src/modules/reference/defaults';
import { typesOfLeave } from '../apps/server/src/modules/reference/reference.tables';
import { serviceMembers, services } from '../apps/server/src/modules/services/services.tables';
import { users } from '../apps/server/src/modules/users/users.tables';
import { hashPassword } from '../apps/server/src/platform/passwords';

const userCount = Number(process.argv[2] ?? 2000);
const leavesPerUser = Number(process.argv[3] ?? 25);
const FIRST = [
  'Alice',
  'Bruno',
  'Chloé',
  'David',
  'Élodie',
  'Farid',
  'Gaëlle',
  'Hugo',
  'Inès',
  'Jules',
  'Karim',
  'Léa',
];
const LAST = ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau'];
const STATUSES: LeaveStatus[] = ['accepted', 'accepted', 'accepted', 'submitted', 'draft', 'refused'];

const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
const { db } = database;
const started = Date.now();

const [existing] = await db.select().from(companies).where(eq(companies.hostname, 'bench.localhost'));
if (existing) {
  console.log('Bench SA already exists; nothing done.');
  process.exit(0);
}
const hash = await hashPassword('demo1234');
const [company] = await db.insert(companies).values({ name: 'Bench SA', hostname: 'bench.localhost' }).returning();
const companyId = company!.id;
await seedCompanyDefaults(db, companyId);
const types = await db.select().from(typesOfLeave).where(eq(typesOfLeave.company_id, companyId));

/** The first of every 50 people manages the service of the next 50 (hr manages the first). */
const SERVICE_SIZE = 50;
const rolesOf = (i: number): Role[] =>
  i === 0 ? ['hr'] : i % SERVICE_SIZE === 0 ? ['collaborator', 'manager'] : ['collaborator'];
const people = Array.from({ length: userCount }, (_, i) => ({
  company_id: companyId,
  username: i === 0 ? 'bench-rh' : `bench-${i}`,
  password_hash: hash,
  first_name: FIRST[i % FIRST.length]!,
  last_name: `${LAST[(i * 7) % LAST.length]} ${i}`,
  email: `bench-${i}@bench.localhost`,
  employee_number: `B${String(i).padStart(5, '0')}`,
  roles: rolesOf(i),
  // "is_staff means manager for leaves" (spec/2 §6): the managers see the submitted leaves they decide on.
  is_staff: i % SERVICE_SIZE === 0,
}));
const inserted: (typeof users.$inferSelect)[] = [];
for (let i = 0; i < people.length; i += 500) {
  inserted.push(
    ...(await db
      .insert(users)
      .values(people.slice(i, i + 500))
      .returning()),
  );
}
for (let s = 0; s * SERVICE_SIZE < inserted.length; s++) {
  const members = inserted.slice(s * SERVICE_SIZE, (s + 1) * SERVICE_SIZE);
  const [service] = await db
    .insert(services)
    .values({ company_id: companyId, name: `Service ${s + 1}`, manager_id: members[0]!.id })
    .returning();
  await db
    .insert(serviceMembers)
    .values(members.map((m) => ({ company_id: companyId, service_id: service!.id, user_id: m.id })));
}

const year = new Date().getFullYear() - 1;
let batch: (typeof leaves.$inferInsert)[] = [];
let total = 0;
for (const [u, user] of inserted.entries()) {
  for (let k = 0; k < leavesPerUser; k++) {
    // One leave every ~4 weeks, of 1 to 5 days, never overlapping for one person.
    const begin = addDays(`${year}-01-05`, k * 28 + (u % 7));
    const end = addDays(begin, (u + k) % 5);
    const type = types[(u + k) % 5]!;
    const days = leaveDays({
      begin_date: begin,
      begin_period: 'AM',
      end_date: end,
      end_period: 'PM',
      mode: 'open_days',
    });
    if (days < 0.5) continue;
    const status = STATUSES[(u + k) % STATUSES.length]!;
    batch.push({
      company_id: companyId,
      owner_id: user.id,
      begin_date: begin,
      end_date: end,
      half_days: days * 2,
      type_of_leave_id: type.id,
      status,
      // Submitted two weeks ahead, as the managers' list shows it.
      submission_date: status === 'draft' ? null : new Date(`${addDays(begin, -14)}T09:00:00Z`),
    });
    if (batch.length === 1000) {
      await db.insert(leaves).values(batch);
      total += batch.length;
      batch = [];
    }
  }
}
if (batch.length) await db.insert(leaves).values(batch);
total += batch.length;
// The planner's statistics, so that the first queries are planned for these volumes (PGlite has no autovacuum).
await db.execute(sql`ANALYZE`);
console.log(`Bench SA: ${inserted.length} users, ${total} leaves in ${((Date.now() - started) / 1000).toFixed(1)} s`);
await database.close();
