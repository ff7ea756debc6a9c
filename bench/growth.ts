import { sql } from 'drizzle-orm';
import { refreshLinesCents } from '../apps/server/src/modules/expenses/expense-claims.queries';
import {
  benchServer,
  demoUser,
  measureGet,
  printFigures,
  printLoadAverage,
  signedIn,
  statementCounter,
} from './support';

/**
 * The pages that could cost the whole company (issue 30, item 5): does a page's time follow its rows or the company?
 * In process (Fastify's inject) on the demo company grown by `people` employees, each with a claim of one month (four
 * receipts, two travel expenses, its send), a report of that month (four weeks of activities) and, one in three, an
 * accepted day of RTT. Measures, as the back office asks them: the month's claims sorted by total (a page of 25), the
 * synthesis (a page of 10), its leaves (a page of 10) and the directory by first name (a page of 25, as hr). Run it at
 * two sizes and compare: a page that follows its rows takes the same time at both.
 *   bash scripts/with-postgres.sh npx tsx bench/growth.ts [people=2000] [runs=30]   (PostgreSQL: TEST_DATABASE_URL)
 *   npx tsx bench/growth.ts [people] [runs]                                         (PGlite, in memory)
 * The rows are written by INSERT … SELECT over generate_series: 10,000 people take seconds, not minutes.
 */
const people = Number(process.argv[2] ?? 2000);
const runs = Number(process.argv[3] ?? 30);
const { app, db, pglite, today, analyze, close } = await benchServer('growth', { postgres: true });

// March of last year: no demo claim, report or leave.
const month = `${Number(today.slice(0, 4)) - 1}-03`;
const first = `${month}-01`;
const { companyId } = await demoUser(db, 'compta');
const started = performance.now();
await db.execute(sql`
  INSERT INTO users (company_id, username, password_hash, first_name, last_name, email, employee_number, roles)
  SELECT ${companyId}, 'growth-' || i, 'x', 'Prénom' || (i % 97), 'Nom' || i, 'growth-' || i || '@example.com',
    'G' || lpad(i::text, 6, '0'), ARRAY['collaborator']
  FROM generate_series(1, ${people}) i`);
const mine = sql`SELECT id, row_number() OVER (ORDER BY id) AS i FROM users
  WHERE company_id = ${companyId} AND username LIKE 'growth-%'`;
await db.execute(sql`
  INSERT INTO expense_claims (company_id, owner_id, month, status, number_meals, transport_cost_cents)
  SELECT ${companyId}, p.id, ${first}, CASE WHEN p.i % 3 = 0 THEN 'draft' ELSE 'submitted' END, p.i % 20,
    (p.i % 4) * 2160
  FROM (${mine}) p`);
const claims = sql`SELECT c.id, c.owner_id, c.status, row_number() OVER (ORDER BY c.id) AS i FROM expense_claims c
  JOIN users u ON u.id = c.owner_id WHERE c.company_id = ${companyId} AND c.month = ${first}
    AND u.username LIKE 'growth-%'`;
const firstOf = (table: string) => sql.raw(`(SELECT min(id) FROM ${table} WHERE company_id = ${companyId})`);
await db.execute(sql`
  INSERT INTO invoices (company_id, expense_claim_id, date, type_of_expense_id, seller, customer_id, total_cents)
  SELECT ${companyId}, c.id, ${first}::date + d, ${firstOf('types_of_expense')}, 'Le Bistrot du Marché',
    ${firstOf('customers')}, 1200 + ((c.i + d) % 50) * 100
  FROM (${claims}) c, unnest(ARRAY[2, 8, 14, 20]) d`);
await db.execute(sql`
  INSERT INTO travel_expenses (company_id, expense_claim_id, date, place, mileage_hundredths, customer_id,
    type_of_vehicle_id, rate_millis, total_cents)
  SELECT ${companyId}, c.id, ${first}::date + d, 'Nantes (A/R)', 10000 + (c.i % 30) * 1000, ${firstOf('customers')},
    ${firstOf('types_of_vehicle')}, 600, (10000 + (c.i % 30) * 1000) * 600 / 100000
  FROM (${claims}) c, unnest(ARRAY[6, 13]) d`);
// The claims' kept sum of lines (the totals' sort key), as the lines' writers keep it.
await refreshLinesCents(db, companyId);
await db.execute(sql`
  INSERT INTO expense_claim_history (company_id, expense_claim_id, user_id, action_flag, change_message)
  SELECT ${companyId}, c.id, c.owner_id, 2, '{"status": "submitted"}'::jsonb FROM (${claims}) c
  WHERE c.status = 'submitted'`);
await db.execute(sql`
  INSERT INTO activity_reports (company_id, owner_id, month, slices_per_day)
  SELECT ${companyId}, p.id, ${first}, 2 FROM (${mine}) p`);
// Four weeks, Monday to Thursday of each, on the company's first project.
await db.execute(sql`
  INSERT INTO activities (company_id, report_id, project_id, begin_date, begin_slice, end_date, end_slice, nb_slices)
  SELECT ${companyId}, r.id, ${firstOf('projects')}, monday + 7 * w, 0, monday + 7 * w + 3, 1, 8
  FROM activity_reports r JOIN users u ON u.id = r.owner_id,
    (SELECT ${first}::date + ((8 - extract(isodow FROM ${first}::date)::int) % 7) AS monday) m,
    generate_series(0, 3) w
  WHERE r.company_id = ${companyId} AND r.month = ${first} AND u.username LIKE 'growth-%'`);
await db.execute(sql`
  INSERT INTO leaves (company_id, owner_id, begin_date, end_date, half_days, type_of_leave_id, status)
  SELECT ${companyId}, p.id, ${first}::date + (16 + p.i % 5)::int, ${first}::date + (16 + p.i % 5)::int, 2,
    (SELECT id FROM types_of_leave WHERE company_id = ${companyId} AND name = 'RTT'), 'accepted'
  FROM (${mine}) p WHERE p.i % 3 = 0`);
await analyze();
const seconds = ((performance.now() - started) / 1000).toFixed(1);

const statements = statementCounter(pglite);
const compta = await signedIn(app, 'compta');
const hr = await signedIn(app, 'rh');
console.log(`${pglite ? 'PGlite' : 'PostgreSQL'}, ${month}, ${people} employees more than the demo's (${seconds} s)`);
const pages = [
  {
    name: 'expense claims, month by total (25)',
    call: compta,
    url: `/api/expense-claim/?for_month=${month}&ordering=-total`,
  },
  { name: 'synthesis, a page of 10', call: compta, url: `/api/monthly_summary/?for_month=${month}` },
  { name: 'synthesis leaves, a page of 10', call: compta, url: `/api/monthly_summary/leaves/?for_month=${month}` },
  { name: 'user directory by first name (25)', call: hr, url: '/api/user/?ordering=first_name&limit=25' },
];
for (const page of pages) {
  const measured = await measureGet(page.call, page.url, { runs, warmups: 5, statements });
  const { count } = JSON.parse(measured.first.body) as { count: number };
  if (count < people / 4) throw new Error(`${page.name}: count ${count}`);
  printFigures(`${page.name}, count ${count}`, measured, { cpu: true, statements: pglite !== undefined });
}
printLoadAverage();
await close();
