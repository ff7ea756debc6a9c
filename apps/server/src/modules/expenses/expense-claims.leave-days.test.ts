import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { leaves } from '../leaves/leaves.tables';
import { typesOfLeave } from '../reference/reference.tables';
import { claimOf, hotelReceipt, personOf, referencesOf } from './expense-lines.test-helpers';

/**
 * A type of leave with `prevent_expense_entry` (issue 28): a receipt or a trip dated inside such a leave of the
 * claim's owner is refused on its date (`expense.dateInLeave`), whatever the leave's other days; a leave of another
 * type, a refused one or a colleague's frees the day.
 */
const ctx = useTestApp();
let alice: TestClient;
let refs: Awaited<ReturnType<typeof referencesOf>>;
const MONTH = '2024-07';
let claim = 0;
let noExpenseType = 0;

async function leaveOf(username: string, begin: string, end: string, status: 'accepted' | 'refused' | 'submitted') {
  const owner = await personOf(ctx, username);
  await ctx.db.insert(leaves).values({
    company_id: owner.companyId,
    owner_id: owner.id,
    begin_date: begin,
    end_date: end,
    half_days: 2,
    type_of_leave_id: noExpenseType,
    status,
  });
}

beforeAll(async () => {
  alice = await ctx.as('alice');
  refs = await referencesOf(ctx, 'alice');
  claim = await claimOf(ctx, 'alice', MONTH);
  const [type] = await ctx.db
    .insert(typesOfLeave)
    .values({ company_id: refs.companyId, name: 'Formation sans frais', prevent_expense_entry: true })
    .returning();
  noExpenseType = type!.id;
  await leaveOf('alice', `${MONTH}-08`, `${MONTH}-10`, 'accepted');
  await leaveOf('alice', `${MONTH}-15`, `${MONTH}-15`, 'submitted');
  await leaveOf('alice', `${MONTH}-20`, `${MONTH}-20`, 'refused');
  await leaveOf('bob', `${MONTH}-22`, `${MONTH}-22`, 'accepted');
});

const receipt = (day: string) => ({ ...hotelReceipt(refs, MONTH), date: `${MONTH}-${day}` });
const trip = (day: string) => ({
  date: `${MONTH}-${day}`,
  place: 'Lyon',
  mileage: 12,
  customer: refs.customer,
  type_of_vehicle: refs.vehicles[0]!.id,
});
const lines = [
  ['receipt', 'invoice', receipt],
  ['trip', 'travel', trip],
] as const;

describe('a line dated inside a leave that forbids expenses', () => {
  it.each(lines)('refuses a %s on any day of an accepted or submitted leave, on its date', async (_n, path, body) => {
    for (const day of ['08', '09', '10', '15']) {
      const res = await alice.post(`/api/expense-claim/${claim}/${path}/`, body(day));
      expect(res.status, day).toBe(400);
      expect(res.body.field_codes.date).toEqual([
        { code: 'expense.dateInLeave', params: { type: 'Formation sans frais' } },
      ]);
    }
  });

  it.each(lines)('takes a %s the day after, on a refused leave, on a colleague’s leave', async (_n, path, body) => {
    for (const day of ['11', '20', '22']) {
      expect((await alice.post(`/api/expense-claim/${claim}/${path}/`, body(day))).status, day).toBe(201);
    }
  });

  it.each(lines)(
    'refuses moving a %s into the leave, and takes it once the type allows expenses',
    async (_n, path, body) => {
      const created = await alice.post(`/api/expense-claim/${claim}/${path}/`, body('12'));
      const moved = await alice.put(`/api/expense-claim/${claim}/${path}/${created.body.id}/`, body('09'));
      expect(moved.status).toBe(400);
      expect(moved.body.field_codes.date[0].code).toBe('expense.dateInLeave');
      await ctx.db.update(typesOfLeave).set({ prevent_expense_entry: false }).where(eq(typesOfLeave.id, noExpenseType));
      try {
        expect((await alice.put(`/api/expense-claim/${claim}/${path}/${created.body.id}/`, body('09'))).status).toBe(
          200,
        );
      } finally {
        await ctx.db
          .update(typesOfLeave)
          .set({ prevent_expense_entry: true })
          .where(eq(typesOfLeave.id, noExpenseType));
      }
    },
  );
});

describe('the meals of a month with leaves that take the meal away (deprived_meal_ticket)', () => {
  const setDeprived = (deprived_meal_ticket: boolean) =>
    ctx.db.update(typesOfLeave).set({ deprived_meal_ticket }).where(eq(typesOfLeave.id, noExpenseType));

  it('takes the whole days of accepted and submitted leaves out of the meals a claim may count', async () => {
    // July 2024: 31 days, less 8–10 (accepted) and 15 (submitted); the refused leave and Bob's take nothing.
    const detail = await alice.get(`/api/expense-claim/${claim}/`);
    expect(detail.body).toMatchObject({ days_in_month: 31, meals_max: 27 });
    const above = await alice.put(`/api/expense-claim/${claim}/`, { number_meals: 28 });
    expect(above.status).toBe(400);
    expect(above.body.field_codes.number_meals).toEqual([{ code: 'expense.mealsRange', params: { n: 27 } }]);
    expect((await alice.put(`/api/expense-claim/${claim}/`, { number_meals: 27 })).status).toBe(200);
  });

  it('counts every day of the month when the type leaves the meal', async () => {
    await setDeprived(false);
    try {
      expect((await alice.get(`/api/expense-claim/${claim}/`)).body).toMatchObject({ meals_max: 31 });
      expect((await alice.put(`/api/expense-claim/${claim}/`, { number_meals: 31 })).status).toBe(200);
    } finally {
      await setDeprived(true);
    }
  });

  it('refuses a new claim with more meals than the month leaves', async () => {
    const owner = await personOf(ctx, 'alice');
    await ctx.db.insert(leaves).values({
      company_id: owner.companyId,
      owner_id: owner.id,
      begin_date: '2024-09-02',
      end_date: '2024-09-06',
      half_days: 10,
      type_of_leave_id: noExpenseType,
      status: 'accepted',
    });
    const res = await alice.post('/api/expense-claim/', { date: '2024-09-01', number_meals: 26 });
    expect(res.status).toBe(400);
    expect(res.body.field_codes.number_meals).toEqual([{ code: 'expense.mealsRange', params: { n: 25 } }]);
    expect((await alice.post('/api/expense-claim/', { date: '2024-09-01', number_meals: 25 })).status).toBe(201);
  });
});
