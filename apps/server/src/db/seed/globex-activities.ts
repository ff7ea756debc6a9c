import { addDays, businessDaysOfMonth, monthBounds } from '@staff/shared';
import { asc, eq } from 'drizzle-orm';
import { activities, activityOvertimes, activityReports } from '../../modules/activities/activities.tables';
import { projects } from '../../modules/projects/projects.tables';
import { typesOfOvertime } from '../../modules/reference/reference.tables';
import type { Db } from '../client';
import { inCompany } from '../tenancy';

/**
 * Globex's one activity report (issue 11): Gaëlle's month of six months ago, accepted, a fortnight on the ERP
 * migration with an evening of overtime. A trial company has little history; this one month is what another
 * company's user may never reach (the route walk tries every activity route on it).
 */
export async function seedGlobexActivities(
  tx: Db,
  ctx: { companyId: number; today: string; ownerId: number },
): Promise<void> {
  const [erp] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(inCompany(projects, ctx.companyId, [eq(projects.name, 'Migration ERP')]));
  const [overtime] = await tx
    .select({ id: typesOfOvertime.id })
    .from(typesOfOvertime)
    .where(inCompany(typesOfOvertime, ctx.companyId))
    .orderBy(asc(typesOfOvertime.rank))
    .limit(1);
  if (!erp || !overtime) return;
  let month = monthBounds(ctx.today).first;
  for (let i = 0; i < 6; i++) month = monthBounds(addDays(month, -1)).first;
  const days = businessDaysOfMonth(month).slice(0, 10);
  const slices = 2;
  const [report] = await tx
    .insert(activityReports)
    .values({
      company_id: ctx.companyId,
      owner_id: ctx.ownerId,
      month,
      status: 'accepted',
      slices_per_day: slices,
      validation_date: new Date(`${addDays(monthBounds(month).last, 1)}T09:00:00Z`),
    })
    .returning({ id: activityReports.id });
  const [first, last] = [days[0]!, days[days.length - 1]!];
  const [row] = await tx
    .insert(activities)
    .values({
      company_id: ctx.companyId,
      report_id: report!.id,
      project_id: erp.id,
      begin_date: first,
      begin_slice: 0,
      end_date: last,
      end_slice: slices - 1,
      nb_slices: days.length * slices,
      description: 'Bascule des données et recette',
    })
    .returning({ id: activities.id });
  await tx.insert(activityOvertimes).values({
    company_id: ctx.companyId,
    activity_id: row!.id,
    user_id: ctx.ownerId,
    type_of_overtime_id: overtime.id,
    minutes: 150,
  });
}
