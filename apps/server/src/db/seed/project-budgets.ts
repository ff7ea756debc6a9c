import { addMonths, budgetAlertLevel, monthBounds, PROJECT_COLORS, slotsToDays } from '@staff/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { activities, activityReports } from '../../modules/activities/activities.tables';
import { projects } from '../../modules/projects/projects.tables';
import type { Db } from '../client';
import { inCompany } from '../tenancy';

/** The demo's budget (issue 27): sold days, partly consumed, so that the summaries and the project view show one. */
const BUDGET_DAYS = 20;
/** About two thirds of it consumed: below the 80 % mail, so that validating a report can still cross it. */
const CONSUMED_DAYS = 12;

/**
 * "Audit sécurité", a 20-day project of the Développement service (the manager's) for the customer of "Application mobile équipages" (Air Horizon),
 * ending next month: some weeks of one collaborator's validated months are moved onto it from their project, up to
 * about 12 days, so that it is partly consumed by real, validated activities.
 */
export async function seedProjectBudget(
  tx: Db,
  ctx: { companyId: number; today: string; workerId: number; like: string },
): Promise<void> {
  const [model] = await tx
    .select()
    .from(projects)
    .where(inCompany(projects, ctx.companyId, [eq(projects.name, ctx.like)]));
  if (!model) return;
  const [budgeted] = await tx
    .insert(projects)
    .values({
      company_id: ctx.companyId,
      name: 'Audit sécurité',
      nickname: 'AUDITSEC',
      color: PROJECT_COLORS.customer,
      customer_id: model.customer_id,
      service_id: model.service_id,
      owner_id: model.owner_id,
      budget_days: BUDGET_DAYS,
      end_date: monthBounds(addMonths(monthBounds(ctx.today).first, 1)).last,
    })
    .returning({ id: projects.id });
  const accepted = await tx
    .select({ id: activities.id, nb_slices: activities.nb_slices, slices: activityReports.slices_per_day })
    .from(activities)
    .innerJoin(activityReports, eq(activityReports.id, activities.report_id))
    .where(
      and(
        inCompany(activities, ctx.companyId),
        inCompany(activityReports, ctx.companyId, [
          eq(activityReports.owner_id, ctx.workerId),
          eq(activityReports.status, 'accepted'),
        ]),
      ),
    )
    .orderBy(asc(activities.begin_date));
  const moved: number[] = [];
  let days = 0;
  for (const activity of accepted) {
    const more = slotsToDays(activity.nb_slices, activity.slices);
    if (days + more > CONSUMED_DAYS) continue;
    moved.push(activity.id);
    days += more;
  }
  if (moved.length === 0) return;
  await tx
    .update(activities)
    .set({ project_id: budgeted!.id })
    .where(inCompany(activities, ctx.companyId, [inArray(activities.id, moved)]));
  // What it has consumed was validated before the budget existed: no mail is owed for it.
  await tx
    .update(projects)
    .set({ budget_alert_level: budgetAlertLevel(days, BUDGET_DAYS) })
    .where(inCompany(projects, ctx.companyId, [eq(projects.id, budgeted!.id)]));
}
