import {
  addDays,
  addMonths,
  businessDaysOfMonth,
  dayOfWeek,
  leaveSlotRange,
  monthBounds,
  placeActivity,
  slotSet,
  spanSlots,
  workingSlotsOfMonth,
} from '@staff/shared';
import { asc, isNotNull } from 'drizzle-orm';
import { reportLeavesOf } from '../../modules/activities/activities.leaves';
import { activities, activityOvertimes, activityReports } from '../../modules/activities/activities.tables';
import { reportSettings } from '../../modules/activities/activity-reports.service';
import { projectMembers, projects } from '../../modules/projects/projects.tables';
import { typesOfOvertime } from '../../modules/reference/reference.tables';
import type { users } from '../../modules/users/users.tables';
import { wellnessMarks } from '../../modules/wellness/wellness.tables';
import { now } from '../../platform/clock';
import type { Db } from '../client';
import { inCompany } from '../tenancy';

type Person = typeof users.$inferSelect;

/** The month's business days by week (clipped to the month), up to `until` included: first and last day of each. */
function weeksOf(month: string, until: string): { begin: string; end: string }[] {
  const weeks = new Map<string, { begin: string; end: string }>();
  for (const day of businessDaysOfMonth(month)) {
    if (day > until) break;
    const monday = addDays(day, 1 - dayOfWeek(day));
    const week = weeks.get(monday);
    if (week) week.end = day;
    else weeks.set(monday, { begin: day, end: day });
  }
  return [...weeks.values()];
}

/**
 * The activity reports of the demo (issue 11): for every collaborator of the company, the three months before the
 * current one sent (accepted, or submitted for the validators' queue) and the current month as a draft filled up to
 * yesterday, on one to three customer projects, a week per project in turn. The shared placement (placeActivity)
 * puts them around the seeded leaves, as the product would; a few weeks carry overtime, and the sent months a
 * wellness mark. Alice works on her one project only, in the previous month and in the current one, so that the
 * journey fills the next month from it.
 */
export async function seedActivities(
  tx: Db,
  ctx: { companyId: number; today: string; people: Person[] },
): Promise<void> {
  const customerProjects = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(inCompany(projects, ctx.companyId, [isNotNull(projects.customer_id)]))
    .orderBy(asc(projects.id));
  if (customerProjects.length === 0 || ctx.people.length === 0) return;
  const staffed = await tx
    .select({ user_id: projectMembers.user_id, project_id: projectMembers.project_id })
    .from(projectMembers)
    .where(inCompany(projectMembers, ctx.companyId));
  const [overtimeType] = await tx
    .select({ id: typesOfOvertime.id })
    .from(typesOfOvertime)
    .where(inCompany(typesOfOvertime, ctx.companyId))
    .orderBy(asc(typesOfOvertime.rank))
    .limit(1);
  const months = [-3, -2, -1, 0].map((delta) => addMonths(monthBounds(ctx.today).first, delta));
  const leaves = await reportLeavesOf(
    tx,
    ctx.companyId,
    ctx.people.map((p) => p.id),
    { from: months[0]!, to: monthBounds(months[3]!).last },
  );

  for (const [i, person] of ctx.people.entries()) {
    // Their own projects first, then others in turn: one to three, alice exactly one.
    const own = staffed.filter((s) => s.user_id === person.id).map((s) => s.project_id);
    const others = customerProjects.map((p) => p.id).filter((id) => !own.includes(id));
    const rotated = [...others.slice(i % others.length), ...others.slice(0, i % others.length)];
    const count = person.username === 'alice' ? 1 : 1 + (i % 3);
    const mine = [...own, ...rotated].slice(0, count);
    const settings = (await reportSettings(tx, ctx.companyId, person.id)).frozen;
    const slices = settings.slices_per_day;

    for (const [m, month] of months.entries()) {
      const current = m === 3;
      const sentOn = `${addDays(monthBounds(month).last, 2)}T08:30:00Z`;
      const status = current ? 'draft' : m === 2 && i % 2 === 0 ? 'submitted' : 'accepted';
      const [report] = await tx
        .insert(activityReports)
        .values({
          company_id: ctx.companyId,
          owner_id: person.id,
          month,
          status,
          ...settings,
          validation_date: current ? null : new Date(sentOn),
          remark: !current && i % 5 === 1 ? 'Deux jours sur site chez le client.' : null,
          created: new Date(`${month}T08:00:00Z`),
          modified: current ? now() : new Date(sentOn),
        })
        .returning();
      const working = workingSlotsOfMonth(month, slices);
      const absent = slotSet(
        leaves.filter((l) => l.owner_id === person.id).map((l) => leaveSlotRange(l, slices)),
        working,
      );
      const taken = new Set<number>();
      const weeks = weeksOf(month, current ? addDays(ctx.today, -1) : monthBounds(month).last);
      for (const [w, week] of weeks.entries()) {
        const span = { begin_date: week.begin, begin_slice: 0, end_date: week.end, end_slice: slices - 1 };
        const placed = placeActivity(span, { month, slices }, absent, taken);
        if ('error' in placed) continue;
        const rows = await tx
          .insert(activities)
          .values(
            placed.spans.map((piece) => ({
              company_id: ctx.companyId,
              report_id: report!.id,
              project_id: mine[w % mine.length]!,
              ...piece,
            })),
          )
          .returning();
        for (const piece of placed.spans) {
          for (const slot of slotSet([spanSlots(piece, slices)], working)) taken.add(slot);
        }
        // Some weeks ran late: a go-live, an incident.
        const late = rows[0];
        if (late && overtimeType && (i + w + m) % 7 === 0) {
          await tx.insert(activityOvertimes).values({
            company_id: ctx.companyId,
            activity_id: late.id,
            user_id: person.id,
            type_of_overtime_id: overtimeType.id,
            minutes: 60 * (1 + (i % 3)) + (i % 2 ? 30 : 0),
          });
        }
      }
      if (!current && i % 3 !== 2) {
        await tx.insert(wellnessMarks).values({
          company_id: ctx.companyId,
          owner_id: person.id,
          mark: 2 + ((i + m) % 4),
          wellness_period: 'wellness_month',
          activity_report_id: report!.id,
          activity_date: month,
          created: new Date(sentOn),
        });
      }
    }
  }
}
