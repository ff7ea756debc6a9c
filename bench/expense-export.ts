import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { splitSingleTax } from '@staff/shared';
import { and, asc, eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { fromPglite } from '../apps/server/src/db/client';
import { seedDemo } from '../apps/server/src/db/seed/demo';
import {
  expenseClaims,
  invoices,
  invoiceTaxes,
  travelExpenses,
} from '../apps/server/src/modules/expenses/expenses.tables';
import { claimsToExport } from '../apps/server/src/modules/expenses/exports/expense-export.queries';
import { customers } from '../apps/server/src/modules/projects/projects.tables';
import { typesOfExpense, typesOfVehicle } from '../apps/server/src/modules/reference/reference.tables';
import { users } from '../apps/server/src/modules/users/users.tables';
import { todayInParis } from '../apps/server/src/platform/clock';
import { FileStorage } from '../apps/server/src/platform/files/storage';

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
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-expense-'));
const client = await PGlite.create();
const handle = fromPglite(client);
await handle.migrate();
const today = todayInParis();
await seedDemo(handle.db, today, new FileStorage(path.join(dataDir, 'files')));
const db = handle.db;

const [compta] = await db.select().from(users).where(eq(users.username, 'compta'));
const companyId = compta!.company_id!;
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
const owners = await db
  .insert(users)
  .values(
    Array.from({ length: CLAIMS }, (_, i) => ({
      company_id: companyId,
      username: `bench-ndf-${i}`,
      password_hash: compta!.password_hash,
      first_name: ['Élodie', 'Hugo', 'Inès', 'Jules', 'Léa'][i % 5]!,
      last_name: `Bernard-${String(i).padStart(3, '0')}`,
      employee_number: `B${String(i).padStart(4, '0')}`,
      roles: ['collaborator' as const],
    })),
  )
  .returning({ id: users.id });
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
await client.exec('ANALYZE');
const [check] = await db
  .select({ id: expenseClaims.id })
  .from(expenseClaims)
  .where(and(eq(expenseClaims.company_id, companyId), eq(expenseClaims.month, `${month}-01`)));
if (!check) throw new Error('no claim');

const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:8000' } as never);
const app = await buildApp({ config, db, logger: false });
await app.ready();
const cookies = new Map<string, string>();
async function call(method: 'GET' | 'POST', url: string, body?: object) {
  const headers: Record<string, string> = { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
  if (method === 'POST') headers['x-csrftoken'] = cookies.get('csrftoken') ?? '';
  const res = await app.inject({ method, url, headers, ...(body ? { payload: body } : {}) });
  for (const c of res.cookies) cookies.set(c.name, c.value);
  return res;
}
await call('GET', '/api/info/');
if ((await call('POST', '/api/auth/', { username: 'compta', password: 'demo1234' })).statusCode !== 200) {
  throw new Error('sign-in failed');
}

let statements = 0;
const query = client.query.bind(client);
client.query = ((...args: Parameters<typeof client.query>) => {
  statements++;
  return query(...args);
}) as typeof client.query;

async function measure(plugin: string) {
  const url = `/api/exports/expense-claims/${plugin}/?for_month=${month}`;
  const warm = await call('GET', url);
  if (warm.statusCode !== 200) throw new Error(`${plugin}: ${warm.statusCode} ${warm.body}`);
  const times: number[] = [];
  statements = 0;
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await call('GET', url);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(0);
  const kb = Math.round(warm.rawPayload.length / 1024);
  console.log(
    `${plugin}: median ${at(0.5)} ms, max ${at(1)} ms, ${kb} KB, ${statements / runs} statements (${runs} runs)`,
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
await app.close();
await handle.close();
fs.rmSync(dataDir, { recursive: true, force: true });
