/**
 * A claim's lines (issue 12). In process, on an in-memory PGlite with the demo company: the app handles the requests
 * through `app.inject`, so the time is the server's own (routing, session, CSRF, validation, the transaction), without
 * a network.
 *
 * - Saving a receipt with 3 tax lines (`POST expense-claim/{id}/invoice/`): the claim locked, the type, the customer
 *   and the rates read FOR KEY SHARE, the lines resolved, the receipt and its lines inserted, the claim touched.
 * - Reading a claim of 200 lines (`GET expense-claim/{id}/`): 150 receipts (each with 2 tax lines and a file) and 50
 *   travel expenses, the page the claim view opens with.
 *
 *   npx tsx bench/expense-lines.ts [saves=200] [reads=100]
 */

import { and, eq } from 'drizzle-orm';
import {
  expenseAttachments,
  expenseClaims,
  invoices,
  invoiceTaxes,
  travelExpenses,
} from '../apps/server/src/modules/expenses/expenses.tables';
import { customers } from '../apps/server/src/modules/projects/projects.tables';
import { taxRates, typesOfExpense, typesOfVehicle } from '../apps/server/src/modules/reference/reference.tables';
import { storedFiles } from '../apps/server/src/platform/files/files.tables';
import { afterWarmUp, benchServer, demoUser, printLoadAverage, signedIn, timed } from './support';

const saves = Number(process.argv[2] ?? 200);
const reads = Number(process.argv[3] ?? 100);
const { app, db, close } = await benchServer('expenses');
const { user: alice, companyId } = await demoUser(db, 'alice');
const [hotel] = await db
  .select()
  .from(typesOfExpense)
  .where(and(eq(typesOfExpense.company_id, companyId), eq(typesOfExpense.label, 'Hôtel')));
const [customer] = await db.select().from(customers).where(eq(customers.company_id, companyId)).limit(1);
const [vehicle] = await db.select().from(typesOfVehicle).where(eq(typesOfVehicle.company_id, companyId)).limit(1);
const rates = new Map(
  (await db.select().from(taxRates).where(eq(taxRates.company_id, companyId))).map((r) => [r.value, r.id]),
);

const call = await signedIn(app, 'alice');

const newClaim = async (month: string) => {
  const [row] = await db
    .insert(expenseClaims)
    .values({ company_id: companyId, owner_id: alice!.id, month })
    .returning({ id: expenseClaims.id });
  return row!.id;
};

// 1. Saves: 3 lines at 20 %, 10 % and 5.5 % that make the total (10 + 2, 20 + 2, 40 + 2.20 = 76.20 €).
const saveClaim = await newClaim('2016-01-01');
const saveTimes: number[] = [];
const saveCpus: number[] = [];
for (let i = 0; i < saves; i++) {
  const {
    result: res,
    ms,
    cpu,
  } = await timed(() =>
    call('POST', `/api/expense-claim/${saveClaim}/invoice/`, {
      date: '2016-01-15',
      type_of_expense: hotel!.id,
      seller: 'Hôtel de la Plage',
      customer: customer!.id,
      total: 76.2,
      invoicetax_set: [
        { tax: rates.get(20), TF: 10, VAT: 2 },
        { tax: rates.get(10), TF: 20, VAT: 2 },
        { tax: rates.get(5.5), TF: 40, VAT: 2.2 },
      ],
    }),
  );
  if (res.statusCode !== 201) throw new Error(`save ${i}: ${res.statusCode} ${res.body}`);
  saveTimes.push(ms);
  saveCpus.push(cpu);
}

// 2. Reads of a claim of 200 lines, written straight into the tables.
const readClaim = await newClaim('2016-02-01');
const receipts = await db
  .insert(invoices)
  .values(
    Array.from({ length: 150 }, (_, i) => ({
      company_id: companyId,
      expense_claim_id: readClaim,
      date: `2016-02-${String((i % 28) + 1).padStart(2, '0')}`,
      type_of_expense_id: hotel!.id,
      seller: 'Brasserie du Port',
      customer_id: customer!.id,
      total_cents: 2200,
    })),
  )
  .returning({ id: invoices.id });
await db.insert(invoiceTaxes).values(
  receipts.flatMap((r) => [
    { company_id: companyId, invoice_id: r.id, tax_id: rates.get(10)!, rate_bp: 1000, tf_cents: 1000, vat_cents: 100 },
    { company_id: companyId, invoice_id: r.id, tax_id: rates.get(10)!, rate_bp: 1000, tf_cents: 1000, vat_cents: 100 },
  ]),
);
const files = await db
  .insert(storedFiles)
  .values(
    receipts.map((r) => ({
      company_id: companyId,
      storage_key: `bench-${r.id}`,
      file_name: 'ticket.jpg',
      content_type: 'image/jpeg',
      size: 1,
    })),
  )
  .returning({ id: storedFiles.id });
await db.insert(expenseAttachments).values(
  receipts.map((r, i) => ({
    company_id: companyId,
    expense_claim_id: readClaim,
    invoice_id: r.id,
    file_id: files[i]!.id,
  })),
);
await db.insert(travelExpenses).values(
  Array.from({ length: 50 }, (_, i) => ({
    company_id: companyId,
    expense_claim_id: readClaim,
    date: `2016-02-${String((i % 28) + 1).padStart(2, '0')}`,
    place: 'Nantes (A/R)',
    mileage_hundredths: 12_000,
    customer_id: customer!.id,
    type_of_vehicle_id: vehicle!.id,
    rate_millis: vehicle!.rate_millis,
    total_cents: Math.round((12_000 * vehicle!.rate_millis) / 1000),
  })),
);
const readTimes: number[] = [];
const readCpus: number[] = [];
for (let i = 0; i < reads; i++) {
  const { result: res, ms, cpu } = await timed(() => call('GET', `/api/expense-claim/${readClaim}/`));
  if (res.statusCode !== 200) throw new Error(`read ${i}: ${res.statusCode} ${res.body}`);
  if (i === 0) {
    const body = res.json();
    if (body.invoices.length !== 150 || body.travels.length !== 50) throw new Error('the claim has not its 200 lines');
  }
  readTimes.push(ms);
  readCpus.push(cpu);
}

console.log(`POST expense-claim/{id}/invoice/ with 3 tax lines on PGlite, ${saves} saves`);
console.log(`  elapsed: ${afterWarmUp(saveTimes)}`);
console.log(`  CPU:     ${afterWarmUp(saveCpus)}`);
console.log(`GET expense-claim/{id}/ of 200 lines (150 receipts with 2 lines and a file, 50 travels), ${reads} reads`);
console.log(`  elapsed: ${afterWarmUp(readTimes)}`);
console.log(`  CPU:     ${afterWarmUp(readCpus)}`);
printLoadAverage();
await close();
