import { splitSingleTax } from '@staff/shared';
import { and, asc, eq } from 'drizzle-orm';
import {
  expenseClaims,
  invoices,
  invoiceTaxes,
  travelExpenses,
} from '../apps/server/src/modules/expenses/expenses.tables';
import { claimsToExport } from '../apps/server/src/modules/expenses/exports/expense-export.queries';
import { customers } from '../apps/server/src/modules/projects/projects.tables';
import { typesOfExpense, typesOfVehicle } from '../apps/server/src/modules/reference/reference.tables';
import {
  benchServer,
  demoUser,
  insertCollaborators,
  measureGet,
  quantile,
  signedIn,
  statementCounter,
} from './support';

/**
 * Server time of the expense exports (issue 12), on embedded PGlite with the demo company, in process (Fastify's
 * inject: no network, no client): a month of 500 accepted claims of 500 people, each with 8 receipts (one or two tax
 * lines) and 2 travel expenses, exported by accounting with each plugin.
 *   npx tsx bench/expense-export.ts [runs=10]
 * Prints the median and max of each export, its size, the statements it runs and the process's RSS after.
 */
const runs = Number(process.argv[2] ?? 10);
const CLAIMS = 500;
const RECEIPTS = 8;
const TRAVELS = 2;
const { app, db, pglite, today, analyze, close } = await benchServer('expense');

const { user: compta, companyId } = await demoUser(db, 'compta');
const first = async <T>(rows: Promise<T[]>) => (await rows)[0]!;
const customer = await first(db.select().from(customers).where(eq(customers.company_id, companyId)).limit(1));
const types = await db
  .select()
  .from(typesOfExpense)
  .where(eq(typesOfExpense.company_id, companyId))
  .orderBy(asc(typesOfExpense.rank));
const vehicle = await first(db.select().from(typesOfVehicle).where(eq(typesOfVehicle.company_id, companyId)).limit(1));

// 500 people (a claim is one per owner and month), in the month a year before today: no demo claim there.
const month = `${Number(today.slice(0, 4)) - 1}-${today.slice(5, 7)}`;
const owners = await insertCollaborators(
  db,
  companyId,
  Array.from({ length: CLAIMS }, (_, i) => ({
    username: `bench-ndf-${i}`,
    password_hash: compta.password_hash,
    first_name: ['Élodie', 'Hugo', 'Inès', 'Jules', 'Léa'][i % 5]!,
    last_name: `Bernard-${String(i).padStart(3, '0')}`,
    employee_number: `B${String(i).padStart(4, '0')}`,
  })),
);
const claims = await db
  .insert(expenseClaims)
  .values(
    owners.map((o, i) => ({
      company_id: companyId,
      owner_id: o.id,
      month: `${month}-01`,
      status: i % 3 === 0 ? ('payed' as const) : ('accepted' as const),
      number_meals: i % 20,
      transport_cost_cents: i % 2 ? 7520 : 0,
    })),
  )
  .returning({ id: expenseClaims.id });
for (const [i, claim] of claims.entries()) {
  const base = { company_id: companyId, expense_claim_id: claim.id, customer_id: customer.id };
  const receipts = await db
    .insert(invoices)
    .values(
      Array.from({ length: RECEIPTS }, (_, r) => ({
        ...base,
        date: `${month}-${String(1 + ((i + r) % 28)).padStart(2, '0')}`,
        type_of_expense_id: types[r % types.length]!.id,
        seller: `Fournisseur ${r}`,
        total_cents: 1_000 + ((i * 37 + r * 101) % 20_000),
      })),
    )
    .returning();
  await db.insert(invoiceTaxes).values(
    receipts.flatMap((r, k) => {
      if (k % 4 !== 0)
        return [{ company_id: companyId, invoice_id: r.id, rate_bp: 2000, ...cents(r.total_cents, 2000) }];
      // One receipt in four has two rates (a restaurant bill: 10 % and 20 %).
      const half = Math.floor(r.total_cents / 2);
      return [
        { company_id: companyId, invoice_id: r.id, rate_bp: 1000, ...cents(half, 1000) },
        { company_id: companyId, invoice_id: r.id, rate_bp: 2000, ...cents(r.total_cents - half, 2000) },
      ];
    }),
  );
  await db.insert(travelExpenses).values(
    Array.from({ length: TRAVELS }, (_, t) => ({
      ...base,
      date: `${month}-${String(2 + t).padStart(2, '0')}`,
      place: 'Lyon (A/R)',
      mileage_hundredths: 12_000 + t * 100,
      type_of_vehicle_id: vehicle.id,
      rate_millis: vehicle.rate_millis,
      total_cents: Math.round(((12_000 + t * 100) * vehicle.rate_millis) / 1000),
    })),
  );
}
function cents(total: number, rateBp: number) {
  const { tf, vat } = splitSingleTax(total, rateBp);
  return { tf_cents: tf, vat_cents: vat };
}
await analyze();
const [check] = await db
  .select({ id: expenseClaims.id })
  .from(expenseClaims)
  .where(and(eq(expenseClaims.company_id, companyId), eq(expenseClaims.month, `${month}-01`)));
if (!check) throw new Error('no claim');

const call = await signedIn(app, 'compta');

const statements = statementCounter(pglite);

async function measure(plugin: string) {
  const url = `/api/exports/expense-claims/${plugin}/?for_month=${month}`;
  const { first, times, statementsPerRun } = await measureGet(call, url, { runs, warmups: 0, statements });
  const kb = Math.round(first.rawPayload.length / 1024);
  console.log(
    `${plugin}: median ${quantile(times, 0.5, 0)} ms, max ${quantile(times, 1, 0)} ms, ${kb} KB, ${statementsPerRun} statements (${runs} runs)`,
  );
}

console.log(`${CLAIMS} claims × ${RECEIPTS} receipts + ${TRAVELS} travel expenses, month ${month}`);
// The read alone (the one statement), then each plugin through HTTP (the read, the writing, the answer).
{
  const scope = { all: true } as const;
  const filter = { companyId, viewerId: compta!.id, scope, forMonth: month };
  await claimsToExport(db, filter);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const rows = await claimsToExport(db, filter);
    times.push(performance.now() - t);
    if (rows.length !== CLAIMS) throw new Error(`read ${rows.length} claims`);
  }
  times.sort((a, b) => a - b);
  console.log(`the read: median ${times[Math.floor(runs / 2)]!.toFixed(0)} ms, max ${times[runs - 1]!.toFixed(0)} ms`);
}
await measure('expense-journal');
await measure('expense-xlsx');
console.log(`RSS after: ${Math.round(process.memoryUsage().rss / 1024 / 1024)} MB`);
await close();
