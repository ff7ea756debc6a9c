import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { customers } from '../projects/projects.tables';
import { typesOfExpense, typesOfVehicle } from '../reference/reference.tables';
import { claimOf, hotelReceipt, referencesOf } from './expense-lines.test-helpers';

/**
 * A type of expense, a vehicle or a customer that lines name is not deleted (409 in_use, as projects used by
 * activities): a claim already made keeps its meaning. One no line names is.
 */
const ctx = useTestApp();
let alice: TestClient;
let admin: TestClient;
let refs: Awaited<ReturnType<typeof referencesOf>>;
let claim = 0;

beforeAll(async () => {
  alice = await ctx.as('alice');
  admin = await ctx.as('admin');
  refs = await referencesOf(ctx, 'alice');
  claim = await claimOf(ctx, 'alice', '2022-10');
});

async function newRows() {
  const c = { company_id: refs.companyId };
  const [type] = await ctx.db
    .insert(typesOfExpense)
    .values({ ...c, label: 'Formation' })
    .returning();
  const [vehicle] = await ctx.db
    .insert(typesOfVehicle)
    .values({ ...c, name: 'Scooter', short_name: 'M', rate_millis: 300 })
    .returning();
  const [customer] = await ctx.db
    .insert(customers)
    .values({ ...c, name: 'Client Durand' })
    .returning();
  return { type: type!.id, vehicle: vehicle!.id, customer: customer!.id };
}

describe('deleting what lines name', () => {
  it('refuses with 409 while a receipt or a travel expense names it, then deletes once the line is gone', async () => {
    const rows = await newRows();
    const receipt = await alice.post(`/api/expense-claim/${claim}/invoice/`, {
      ...hotelReceipt(refs, '2022-10'),
      type_of_expense: rows.type,
      customer: rows.customer,
    });
    const travel = await alice.post(`/api/expense-claim/${claim}/travel/`, {
      date: '2022-10-05',
      place: 'Lille',
      mileage: 10,
      customer: rows.customer,
      type_of_vehicle: rows.vehicle,
    });
    expect([receipt.status, travel.status]).toEqual([201, 201]);

    const cases = [
      [`/api/typeOfExpense/${rows.type}/`, 'reference.typeOfExpenseInUse'],
      [`/api/typeOfVehicle/${rows.vehicle}/`, 'reference.typeOfVehicleInUse'],
      [`/api/customer/${rows.customer}/`, 'project.customer_has_expenses'],
    ] as const;
    for (const [url, code] of cases) {
      const res = await admin.delete(url);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'in_use', message_code: code });
    }

    // The customer is still named by the travel expense once the receipt is gone.
    await alice.delete(`/api/expense-claim/${claim}/invoice/${receipt.body.id}/`);
    expect((await admin.delete(`/api/typeOfExpense/${rows.type}/`)).status).toBe(204);
    expect((await admin.delete(`/api/customer/${rows.customer}/`)).status).toBe(409);
    await alice.delete(`/api/expense-claim/${claim}/travel/${travel.body.id}/`);
    expect((await admin.delete(`/api/typeOfVehicle/${rows.vehicle}/`)).status).toBe(204);
    expect((await admin.delete(`/api/customer/${rows.customer}/`)).status).toBe(204);
  });
});
