import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { addActivity, projectIds, reportOf, userId } from '../activities/activity-reports.test-helpers';
import { leaves } from '../leaves/leaves.tables';
import { typesOfLeave } from '../reference/reference.tables';
import { users } from '../users/users.tables';

/**
 * The synthesis's meals (issue 28): a meal a day worked, half days included, less the days spent whole on a leave
 * whose type takes the meal away (deprived_meal_ticket), accepted or submitted, any type, by the rule the expense
 * claim's maximum follows. March 2023 holds no demo data.
 */
const ctx = useTestApp();
let compta: TestClient;
let claireId = 0;
let companyId = 0;

async function typeOf(name: string, flags: { deprived_meal_ticket: boolean; count_as_worked: boolean }) {
  const [type] = await ctx.db
    .insert(typesOfLeave)
    .values({ company_id: companyId, name, ...flags })
    .returning();
  return type!.id;
}

async function leaveOf(type: number, begin: string, end: string, status: 'accepted' | 'submitted' | 'refused') {
  await ctx.db.insert(leaves).values({
    company_id: companyId,
    owner_id: claireId,
    begin_date: begin,
    end_date: end,
    half_days: 2,
    type_of_leave_id: type,
    status,
  });
}

const whole = (begin: string, end: string) => ({ begin_date: begin, begin_slice: 0, end_date: end, end_slice: 1 });

beforeAll(async () => {
  compta = await ctx.as('compta');
  const claire = await ctx.as('claire');
  claireId = await userId(ctx, 'claire');
  const [me] = await ctx.db.select({ company: users.company_id }).from(users).where(eq(users.id, claireId));
  companyId = me!.company!;
  const [project] = await projectIds(ctx, 'claire', 1);
  const report = await reportOf(claire, '2023-03');
  // Worked Mon 6 – Fri 10 whole, and Mon 13 morning.
  await addActivity(ctx, report, project!, whole('2023-03-06', '2023-03-10'));
  await addActivity(ctx, report, project!, { ...whole('2023-03-13', '2023-03-13'), end_slice: 0 });
  const trainingWithoutMeal = await typeOf('Formation sans repas', {
    deprived_meal_ticket: true,
    count_as_worked: true,
  });
  const trainingWithMeal = await typeOf('Formation avec repas', { deprived_meal_ticket: false, count_as_worked: true });
  await leaveOf(trainingWithoutMeal, '2023-03-14', '2023-03-15', 'accepted');
  await leaveOf(trainingWithMeal, '2023-03-16', '2023-03-16', 'accepted');
  // A submitted leave without a meal counts as the claim counts it; a refused one frees its day.
  await leaveOf(trainingWithoutMeal, '2023-03-10', '2023-03-10', 'submitted');
  await leaveOf(trainingWithoutMeal, '2023-03-09', '2023-03-09', 'refused');
});

describe('GET monthly_summary/: meals', () => {
  it('counts a meal a day worked, less the whole days of leaves that take it away', async () => {
    const res = await compta.get('/api/monthly_summary/?for_month=2023-03&search_query=petit');
    const row = res.body.results.find((r: { user_id: number }) => r.user_id === claireId);
    // 6 – 9 (4), the 13th's morning (1), the training with a meal on the 16th (1); not the 10th, 14th or 15th.
    expect(row).toMatchObject({ worked: 8.5, meals: 6 });
  });

  it('gives 0 to an employee without a report', async () => {
    const res = await compta.get('/api/monthly_summary/?for_month=2023-03&search_query=durand');
    expect(res.body.results[0]).toMatchObject({ report: null, meals: 0 });
  });
});
