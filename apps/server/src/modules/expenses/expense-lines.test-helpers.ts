import type { ExpenseClaimStatus } from '@staff/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { TestContext } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { customers } from '../projects/projects.tables';
import { taxRates, typesOfExpense, typesOfVehicle } from '../reference/reference.tables';
import { users } from '../users/users.tables';
import { expenseClaims } from './expenses.tables';

/** A user's id and company by username. */
export async function personOf(ctx: TestContext, username: string) {
  const [row] = await ctx.db
    .select({ id: users.id, company_id: users.company_id })
    .from(users)
    .where(eq(users.username, username));
  return { id: row!.id, companyId: row!.company_id! };
}

/**
 * Puts a claim straight into the database (the claims' routes are another helper's; these tests are about lines):
 * the owner's claim of `month` (YYYY-MM) in `status`.
 */
export async function claimOf(
  ctx: TestContext,
  username: string,
  month: string,
  status: ExpenseClaimStatus = 'draft',
): Promise<number> {
  const owner = await personOf(ctx, username);
  const [row] = await ctx.db
    .insert(expenseClaims)
    .values({ company_id: owner.companyId, owner_id: owner.id, month: `${month}-01`, status })
    .returning({ id: expenseClaims.id });
  return row!.id;
}

export async function setClaimStatus(ctx: TestContext, claimId: number, status: ExpenseClaimStatus) {
  await ctx.db.update(expenseClaims).set({ status }).where(eq(expenseClaims.id, claimId));
}

/** The company's reference rows the lines name: types of expense by label, rates by value, vehicles, a customer. */
export async function referencesOf(ctx: TestContext, username: string) {
  const { companyId } = await personOf(ctx, username);
  const types = await ctx.db.select().from(typesOfExpense).where(eq(typesOfExpense.company_id, companyId));
  const rates = await ctx.db.select().from(taxRates).where(eq(taxRates.company_id, companyId));
  const vehicles = await ctx.db
    .select()
    .from(typesOfVehicle)
    .where(eq(typesOfVehicle.company_id, companyId))
    .orderBy(asc(typesOfVehicle.rank));
  const [customer] = await ctx.db
    .select()
    .from(customers)
    .where(and(eq(customers.company_id, companyId)))
    .orderBy(asc(customers.id))
    .limit(1);
  const type = (label: string) => types.find((t) => t.label === label)!.id;
  const tax = (value: number) => rates.find((r) => r.value === value)!.id;
  return { companyId, type, tax, vehicles, customer: customer!.id };
}

/** A valid receipt of Hôtel on the 12th of the claim month, 120 € TTC at 10 %, as the form sends it. */
export function hotelReceipt(refs: Awaited<ReturnType<typeof referencesOf>>, month: string, total = 120) {
  return {
    date: `${month}-12`,
    type_of_expense: refs.type('Hôtel'),
    seller: 'Hôtel du Port',
    customer: refs.customer,
    total,
    invoicetax_set: [{ tax: refs.tax(10) }],
  };
}

/** Uploads a file as the web app does: multipart, field attachment_file. */
export async function upload(client: TestClient, url: string, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('attachment_file', new Blob([bytes]), name);
  const request = new Response(form);
  return client.request('POST', url, {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  });
}

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
