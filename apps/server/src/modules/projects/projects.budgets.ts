import { budgetAlertLevel, FINEST_GRID, finestManDays, type IsoDate } from '@staff/shared';
import { and, eq, inArray, isNotNull, lt, lte, min, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { activities, activityReports } from '../activities/activities.tables';
import { services } from '../services/services.tables';
import { users } from '../users/users.tables';
import { mailBudgetAlert } from './projects.budget-mails';
import { projects } from './projects.tables';

/**
 * Budgets (issue 27): what is consumed of a project's man-days, and the mails at 80 % and 100 %. Consumed days are
 * those of counted reports (validated ones; the summaries may add the sent ones), all time up to a day.
 */

/** The report statuses whose activities count: validated only, or also sent. */
const countedStatuses = (includeSubmitted: boolean) =>
  includeSubmitted ? (['accepted', 'submitted'] as const) : (['accepted'] as const);

/** The join of an activity to its report when that report counts (and meets `more`, e.g. the period's months). */
export const countedReportOf = (companyId: number, includeSubmitted: boolean, more: SQL[] = []) =>
  and(
    eq(activityReports.id, activities.report_id),
    inCompany(activityReports, companyId, [
      inArray(activityReports.status, [...countedStatuses(includeSubmitted)]),
      ...more,
    ]),
  );

/** An activity's worked slices in the finest grid (an exact integer, whatever its report's grid). */
export const finestSlots = sql<number>`${activities.nb_slices} * (${FINEST_GRID} / ${activityReports.slices_per_day})`;

export type Consumption = { consumed_days: number; first_day: IsoDate | null };

/** The consumption of some projects of the company, up to `until` (included): one statement, even for none. */
export async function budgetConsumption(
  db: Db,
  companyId: number,
  projectIds: readonly number[],
  options: { until: IsoDate; includeSubmitted: boolean },
): Promise<Map<number, Consumption>> {
  const rows = await db
    .select({
      project_id: activities.project_id,
      finest: sql<string>`sum(${finestSlots})`,
      first_day: min(activities.begin_date),
    })
    .from(activities)
    .innerJoin(activityReports, countedReportOf(companyId, options.includeSubmitted))
    .where(
      inCompany(activities, companyId, [
        inArray(activities.project_id, [...projectIds]),
        lte(activities.begin_date, options.until),
      ]),
    )
    .groupBy(activities.project_id);
  return new Map(
    rows.map((r) => [r.project_id, { consumed_days: finestManDays(Number(r.finest)), first_day: r.first_day }]),
  );
}

const manager = alias(users, 'manager');
/** A budgeted project as its check reads it: its budget, the level mailed, and whom to mail. */
const budgetedColumns = {
  id: projects.id,
  name: projects.name,
  budget_days: projects.budget_days,
  level: projects.budget_alert_level,
  owner_email: users.email,
  manager_email: manager.email,
};

/**
 * Mails the thresholds newly reached by some projects' budgets, in the caller's transaction (validated reports only).
 * The budgeted projects are locked first (in id order: two checks never wait on each other in a circle), so that of
 * two validations at once the second reads the consumption once the first has committed: together they may cross a
 * threshold neither crosses alone, and it is mailed once. The stored level is raised by a conditional update all the
 * same. A budget raised above the consumption lowers the level, without mail, so the next crossing mails.
 */
export async function checkBudgets(tx: Db, companyId: number, projectIds: readonly number[]): Promise<void> {
  if (projectIds.length === 0) return;
  const budgeted = await tx
    .select(budgetedColumns)
    .from(projects)
    .leftJoin(users, eq(users.id, projects.owner_id))
    .leftJoin(services, eq(services.id, projects.service_id))
    .leftJoin(manager, eq(manager.id, services.manager_id))
    .where(inCompany(projects, companyId, [inArray(projects.id, [...projectIds]), isNotNull(projects.budget_days)]))
    .orderBy(projects.id)
    .for('update', { of: projects });
  if (budgeted.length === 0) return;
  const consumption = await budgetConsumption(
    tx,
    companyId,
    budgeted.map((p) => p.id),
    { until: '2099-12-31', includeSubmitted: false },
  );
  for (const project of budgeted) {
    const consumed = consumption.get(project.id)?.consumed_days ?? 0;
    const budget = project.budget_days ?? 0;
    const level = budgetAlertLevel(consumed, budget);
    if (level === project.level) continue;
    const changed = await tx
      .update(projects)
      .set({ budget_alert_level: level })
      .where(
        inCompany(projects, companyId, [
          eq(projects.id, project.id),
          level > project.level ? lt(projects.budget_alert_level, level) : ne(projects.budget_alert_level, level),
        ]),
      )
      .returning({ id: projects.id });
    if (changed.length === 0 || level === 0 || level < project.level) continue;
    await mailBudgetAlert(tx, {
      companyId,
      to: [project.owner_email, project.manager_email].filter((e): e is string => Boolean(e)),
      project: project.name,
      level,
      consumed,
      budget,
    });
  }
}

/** The budget check after a report is validated: the projects its activities name. */
export async function checkReportBudgets(tx: Db, companyId: number, reportId: number): Promise<void> {
  const named = await tx
    .selectDistinct({ id: activities.project_id })
    .from(activities)
    .innerJoin(projects, and(eq(projects.id, activities.project_id), isNotNull(projects.budget_days)))
    .where(inCompany(activities, companyId, [eq(activities.report_id, reportId)]));
  await checkBudgets(
    tx,
    companyId,
    named.map((p) => p.id),
  );
}
