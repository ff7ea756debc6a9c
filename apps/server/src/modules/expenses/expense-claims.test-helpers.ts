import { splitSingleTax } from '@staff/shared';
import { asc, eq } from 'drizzle-orm';
import type { TestContext } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { customers } from '../projects/projects.tables';
import { typesOfExpense, typesOfVehicle } from '../reference/reference.tables';
import { refreshLinesCents } from './expense-claims.queries';
import { expenseClaims, invoices, invoiceTaxes, travelExpenses } from './expenses.tables';

/** Creates the client's claim of `month` (YYYY-MM) and answers its id; throws unless 201. */
export async function claimOf(client: TestClient, month: string, numberMeals = 0): Promise<number> {
  const res = await client.post('/api/expense-claim/', { date: `${month}-01`, number_meals: numberMeals });
  if (res.status !== 201) throw new Error(`claim ${month}: ${JSON.stringify(res.body)}`);
  return res.body.id as number;
}

/** The first type of expense, customer and vehicle of a claim's company: what the lines put straight in use. */
async function referencesOf(ctx: TestContext, companyId: number) {
  const first = async <T>(rows: Promise<T[]>) => (await rows)[0]!;
  const type = await first(
    ctx.db
      .select()
      .from(typesOfExpense)
      .where(eq(typesOfExpense.company_id, companyId))
      .orderBy(asc(typesOfExpense.id)),
  );
  const customer = await first(
    ctx.db.select().from(customers).where(eq(customers.company_id, companyId)).orderBy(asc(customers.id)),
  );
  const vehicle = await first(
    ctx.db
      .select()
      .from(typesOfVehicle)
      .where(eq(typesOfVehicle.company_id, companyId))
      .orderBy(asc(typesOfVehicle.id)),
  );
  return { type, customer, vehicle };
}

/**
 * Puts a receipt straight into a claim (the receipt routes are srv-lines'; these tests are about claims): its total in
 * cents split under one rate (basis points), as a single-line receipt is saved.
 */
export async function addReceipt(ctx: TestContext, claimId: number, totalCents: number, rateBp = 2000) {
  const [claim] = await ctx.db.select().from(expenseClaims).where(eq(expenseClaims.id, claimId));
  const { type, customer } = await referencesOf(ctx, claim!.company_id);
  const [invoice] = await ctx.db
    .insert(invoices)
    .values({
      company_id: claim!.company_id,
      expense_claim_id: claimId,
      date: claim!.month,
      type_of_expense_id: type.id,
      seller: 'Brasserie du Port',
      customer_id: customer.id,
      total_cents: totalCents,
    })
    .returning();
  const { tf, vat } = splitSingleTax(totalCents, rateBp);
  await ctx.db.insert(invoiceTaxes).values({
    company_id: claim!.company_id,
    invoice_id: invoice!.id,
    rate_bp: rateBp,
    tf_cents: tf,
    vat_cents: vat,
  });
  await refreshLinesCents(ctx.db, claim!.company_id, claimId);
  return invoice!;
}

/** Puts a travel expense straight into a claim, its total given in cents. */
export async function addTravel(ctx: TestContext, claimId: number, totalCents: number) {
  const [claim] = await ctx.db.select().from(expenseClaims).where(eq(expenseClaims.id, claimId));
  const { customer, vehicle } = await referencesOf(ctx, claim!.company_id);
  const [travel] = await ctx.db
    .insert(travelExpenses)
    .values({
      company_id: claim!.company_id,
      expense_claim_id: claimId,
      date: claim!.month,
      place: 'Lyon (A/R)',
      mileage_hundredths: 10_000,
      customer_id: customer.id,
      type_of_vehicle_id: vehicle.id,
      rate_millis: vehicle.rate_millis,
      total_cents: totalCents,
    })
    .returning();
  await refreshLinesCents(ctx.db, claim!.company_id, claimId);
  return travel!;
}

/** Sets a claim's status straight in the table (to test an action from any status). */
export async function setStatus(
  ctx: TestContext,
  claimId: number,
  status: (typeof expenseClaims.$inferSelect)['status'],
) {
  await ctx.db.update(expenseClaims).set({ status }).where(eq(expenseClaims.id, claimId));
}
