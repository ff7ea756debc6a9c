import { splitSingleTax, travelTotalCents } from '@staff/shared';
import { asc, eq } from 'drizzle-orm';
import { refreshLinesCents } from '../apps/server/src/modules/expenses/expense-claims.queries';
import {
  expenseClaimHistory,
  expenseClaims,
  invoices,
  invoiceTaxes,
  travelExpenses,
} from '../apps/server/src/modules/expenses/expenses.tables';
import { customers } from '../apps/server/src/modules/projects/projects.tables';
import { typesOfExpense, typesOfVehicle } from '../apps/server/src/modules/reference/reference.tables';
import {
  benchServer,
  demoUser,
  insertCollaborators,
  measureGet,
  printFigures,
  signedIn,
  statementCounter,
} from './support';

/**
 * Server time of the expense claims' back-office list (issue 12), on embedded PGlite with the demo company grown to
 * `people` more employees, each with a claim of one month (4 receipts with a tax line, 2 travel expenses, its send in
 * the history), in process (Fastify's inject: no network, no client), signed in as accounting (every claim of the
 * company): the month's first page in the default order, sorted by total (the subqueries over every claim of the
 * month), filtered on submitted, and one claim's detail.
 *   npx tsx bench/expense-claims.ts [people=2000] [runs=100]
 * Prints the median, p95 and max of each, and the statements each request runs.
 */
const people = Number(process.argv[2] ?? 2000);
const runs = Number(process.argv[3] ?? 100);
const { app, db, pglite, today, analyze, close } = await benchServer('expenses');
const call = await signedIn(app, 'compta');

// A month without demo claims: January of the current year.
const month = `${today.slice(0, 4)}-01-01`;
const { companyId } = await demoUser(db, 'compta');
const [type] = await db.select().from(typesOfExpense).where(eq(typesOfExpense.company_id, companyId));
const [customer] = await db
  .select()
  .from(customers)
  .where(eq(customers.company_id, companyId))
  .orderBy(asc(customers.id));
const [vehicle] = await db.select().from(typesOfVehicle).where(eq(typesOfVehicle.company_id, companyId));

const CHUNK = 500;
for (let from = 0; from < people; from += CHUNK) {
  const count = Math.min(CHUNK, people - from);
  const owners = await insertCollaborators(
    db,
    companyId,
    Array.from({ length: count }, (_, i) => ({
      username: `bench${from + i}`,
      first_name: 'Camille',
      last_name: `Bench${String(from + i).padStart(5, '0')}`,
      employee_number: `B${from + i}`,
    })),
  );
  const claims = await db
    .insert(expenseClaims)
    .values(
      owners.map((o, i) => ({
        company_id: companyId,
        owner_id: o.id,
        month,
        status: (i % 3 === 0 ? 'draft' : 'submitted') as 'draft' | 'submitted',
        number_meals: i % 20,
        transport_cost_cents: (i % 4) * 2_160,
      })),
    )
    .returning();
  await db.insert(expenseClaimHistory).values(
    claims.flatMap((c) => [
      { company_id: companyId, expense_claim_id: c.id, user_id: c.owner_id, action_flag: 1, change_message: {} },
      ...(c.status === 'submitted'
        ? [
            {
              company_id: companyId,
              expense_claim_id: c.id,
              user_id: c.owner_id,
              action_flag: 2,
              change_message: { status: 'submitted' },
            },
          ]
        : []),
    ]),
  );
  const receipts = await db
    .insert(invoices)
    .values(
      claims.flatMap((c, i) =>
        [3, 9, 15, 21].map((day, k) => ({
          company_id: companyId,
          expense_claim_id: c.id,
          date: `${month.slice(0, 8)}${String(day).padStart(2, '0')}`,
          type_of_expense_id: type!.id,
          seller: 'Le Bistrot du Marché',
          customer_id: customer!.id,
          total_cents: 1_200 + ((i + k) % 50) * 100,
        })),
      ),
    )
    .returning({ id: invoices.id, total: invoices.total_cents });
  await db.insert(invoiceTaxes).values(
    receipts.map((r) => {
      const { tf, vat } = splitSingleTax(r.total, 1_000);
      return { company_id: companyId, invoice_id: r.id, rate_bp: 1_000, tf_cents: tf, vat_cents: vat };
    }),
  );
  await db.insert(travelExpenses).values(
    claims.flatMap((c, i) =>
      [7, 14].map((day) => ({
        company_id: companyId,
        expense_claim_id: c.id,
        date: `${month.slice(0, 8)}${String(day).padStart(2, '0')}`,
        place: 'Nantes (A/R)',
        mileage_hundredths: 10_000 + (i % 30) * 1_000,
        customer_id: customer!.id,
        type_of_vehicle_id: vehicle!.id,
        rate_millis: vehicle!.rate_millis,
        total_cents: travelTotalCents(10_000 + (i % 30) * 1_000, vehicle!.rate_millis),
      })),
    ),
  );
}
// The claims' kept sum of lines (the totals' sort key), as the lines' writers keep it.
await refreshLinesCents(db, companyId);
await analyze();
const [one] = await db
  .select({ id: expenseClaims.id })
  .from(expenseClaims)
  .where(eq(expenseClaims.month, month))
  .limit(1);

// Statements per request, counted on the PGlite client.
const statements = statementCounter(pglite);

type Body = { count?: number; results?: unknown[]; invoices?: unknown[] };
async function measure(name: string, url: string, check: (body: Body) => void) {
  const measured = await measureGet(call, url, { runs, warmups: 10, statements });
  check(JSON.parse(measured.first.body));
  printFigures(name, measured);
}

const forMonth = `for_month=${month.slice(0, 7)}`;
const fullPage = (atLeast: number) => (body: Body) => {
  if (body.results?.length !== 25 || (body.count ?? 0) < atLeast) throw new Error('unexpected list');
};
// Two claims in three are sent (the others drafts).
const sent = Math.floor(people / 2);
await measure(`month of ${people} claims, first page`, `/api/expense-claim/?${forMonth}`, fullPage(people));
await measure(
  `month of ${people} claims, by total`,
  `/api/expense-claim/?${forMonth}&ordering=-total`,
  fullPage(people),
);
await measure(
  `month of ${people} claims, submitted`,
  `/api/expense-claim/?${forMonth}&status=submitted`,
  fullPage(sent),
);
await measure('one claim, 4 receipts and 2 travels', `/api/expense-claim/${one!.id}/`, (body) => {
  if (body.invoices?.length !== 4) throw new Error('unexpected claim');
});
await close();
