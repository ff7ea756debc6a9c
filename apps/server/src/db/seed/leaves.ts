import { addDays, dayOfWeek, type LeaveStatus, leaveDays, leavesOverlap, type Period } from '@staff/shared';
import { inArray } from 'drizzle-orm';
import { leaveHistory, leaves } from '../../modules/leaves/leaves.tables';
import { typesOfLeave } from '../../modules/reference/reference.tables';
import type { users } from '../../modules/users/users.tables';
import { now } from '../../platform/clock';
import type { Db } from '../client';
import { inCompany } from '../tenancy';

type Plan = {
  type: string;
  begin: string;
  beginPeriod?: Period;
  end: string;
  endPeriod?: Period;
  status: LeaveStatus;
  precision?: string;
  comment?: string;
};

/** The Monday on or after a date. */
const mondayFrom = (date: string) => addDays(date, (8 - dayOfWeek(date)) % 7);

/** The demo shows the leaves of the last twelve months and of the coming six (the calendar's next two screens). */
const PAST_DAYS = 365;
const FUTURE_DAYS = 190;
/** Within this many days, a holiday is usually granted already: planned holidays are the normal case. */
const SOON_DAYS = 42;

/** The holidays of one person in one year, by their index: the school holidays of France and the summer. */
function holidaysOf(i: number, year: number): Plan[] {
  const paid = (begin: string, days: number, comment?: string): Plan => ({
    type: 'Congés payés',
    begin,
    end: addDays(begin, days - 1),
    status: 'accepted',
    comment,
  });
  const plans: Plan[] = [];
  // February or spring school holidays, a week, the zones a week apart.
  if (i % 2 === 0) plans.push(paid(mondayFrom(addDays(`${year}-02-09`, (i % 3) * 7)), 5, 'Vacances d’hiver'));
  else plans.push(paid(mondayFrom(addDays(`${year}-04-13`, (i % 3) * 7)), 5, 'Vacances de printemps'));
  plans.push(paid(mondayFrom(addDays(`${year}-07-06`, (i % 6) * 7)), 12, 'Vacances d’été'));
  if (i % 3 === 0) plans.push(paid(mondayFrom(addDays(`${year}-10-19`, (i % 2) * 7)), 5, 'Toussaint'));
  if (i % 3 !== 1) plans.push(paid(mondayFrom(`${year}-12-21`), 5, 'Fêtes de fin d’année'));
  const spring = mondayFrom(addDays(`${year}-03-02`, (i * 11) % 70));
  plans.push({ type: 'RTT', begin: addDays(spring, i % 5), end: addDays(spring, i % 5), status: 'accepted' });
  const autumn = mondayFrom(addDays(`${year}-09-14`, (i % 4) * 7));
  plans.push({
    type: 'RTT',
    begin: addDays(autumn, 4),
    beginPeriod: 'PM',
    end: addDays(autumn, 4),
    status: i % 4 === 0 ? 'refused' : 'accepted',
  });
  if (i % 5 === 0) {
    const sick = mondayFrom(addDays(`${year}-01-12`, (i % 3) * 7));
    plans.push({ type: 'Maladie', begin: addDays(sick, 1), end: addDays(sick, 3), status: 'accepted' });
  }
  if (i % 7 === 3) {
    const family = mondayFrom(addDays(`${year}-05-18`, (i % 3) * 7));
    plans.push({
      type: 'Congé exceptionnel',
      begin: family,
      end: addDays(family, 1),
      status: 'accepted',
      precision: 'Mariage',
    });
  }
  return plans;
}

/**
 * Where a leave stands on `today`: past ones were decided (refusals stay refused); the coming weeks are mostly
 * granted; further on, a mix of granted, asked (for the validators' queues) and drafted.
 */
function statusOn(plan: Plan, i: number, today: string): LeaveStatus {
  if (plan.status === 'refused' || plan.begin <= today) return plan.status === 'refused' ? 'refused' : 'accepted';
  if (plan.begin <= addDays(today, SOON_DAYS)) return i % 4 === 1 ? 'submitted' : 'accepted';
  return (['submitted', 'accepted', 'draft'] as const)[i % 3]!;
}

/**
 * A lived-in year of leaves for one person, built around `today` so that the demo stays alive whatever day it is
 * seeded on: last year's and this year's holidays, RTT days, a sick leave, a refused request; in the coming weeks
 * granted holidays and short requests waiting for a decision, for every service.
 */
function planFor(i: number, today: string): Plan[] {
  const year = Number(today.slice(0, 4));
  const from = addDays(today, -PAST_DAYS);
  const to = addDays(today, FUTURE_DAYS);
  const plans = [year - 1, year, year + 1]
    .flatMap((y) => holidaysOf(i, y))
    .filter((p) => p.end >= from && p.begin <= to)
    .map((p) => ({ ...p, status: statusOn(p, i, today) }));
  // A short leave soon, asked for by two people in six so that every validator has requests waiting. First, so
  // that it is kept when a holiday overlaps it (seedLeaves skips the later of two overlapping leaves).
  const soon = addDays(mondayFrom(addDays(today, 10 + (i % 5) * 7)), i % 3);
  plans.unshift({
    type: i % 2 ? 'RTT' : 'Congés payés',
    begin: soon,
    end: addDays(soon, i % 2 ? 0 : 2),
    endPeriod: i % 4 === 2 ? 'AM' : 'PM',
    status: Math.floor(i / 2) % 3 === 0 ? 'submitted' : i % 5 === 4 ? 'draft' : 'accepted',
  });
  return plans;
}

export async function seedLeaves(
  tx: Db,
  ctx: { companyId: number; today: string; people: (typeof users.$inferSelect)[]; deciderId: number },
): Promise<void> {
  const types = await tx
    .select()
    .from(typesOfLeave)
    .where(
      inCompany(typesOfLeave, ctx.companyId, [
        inArray(typesOfLeave.name, ['Congés payés', 'RTT', 'Maladie', 'Congé exceptionnel']),
      ]),
    );
  const typeByName = new Map(types.map((t) => [t.name, t]));
  const rows: (typeof leaves.$inferInsert)[] = [];
  ctx.people.forEach((person, i) => {
    // alice's coming weeks stay free: the journeys ask for leave there.
    const plans = planFor(i, ctx.today).filter((p) => person.username !== 'alice' || p.end < ctx.today);
    const taken: { begin_date: string; begin_period: Period; end_date: string; end_period: Period }[] = [];
    for (const p of plans) {
      const type = typeByName.get(p.type)!;
      const span = {
        begin_date: p.begin,
        begin_period: p.beginPeriod ?? 'AM',
        end_date: p.end,
        end_period: p.endPeriod ?? 'PM',
      } as const;
      const days = leaveDays({ ...span, mode: type.deducting_mode as 'open_days' });
      // The product refuses overlapping leaves: so does the demo, whatever day it is seeded on.
      if (days < 0.5 || taken.some((other) => leavesOverlap(other, span))) continue;
      taken.push(span);
      // Asked three weeks ahead, but never after today.
      const askedOn = [addDays(p.begin, -21), addDays(ctx.today, -1)].sort()[0]!;
      const submitted = p.status !== 'draft' ? new Date(`${askedOn}T09:00:00Z`) : null;
      rows.push({
        company_id: ctx.companyId,
        owner_id: person.id,
        ...span,
        half_days: days * 2,
        type_of_leave_id: type.id,
        status: p.status,
        precision: p.precision ?? null,
        comment: p.comment ?? null,
        submission_date: submitted,
        created: submitted ?? now(),
        modified: submitted ?? now(),
      });
    }
  });
  const inserted = await tx.insert(leaves).values(rows).returning();
  await tx.insert(leaveHistory).values(
    inserted.flatMap((leave) => {
      const created = {
        company_id: ctx.companyId,
        leave_id: leave.id,
        user_id: leave.owner_id,
        action_flag: 1,
        action_time: leave.created,
        change_message: {
          begin_date: leave.begin_date,
          end_date: leave.end_date,
          type_of_leave: leave.type_of_leave_id,
          status: leave.status === 'draft' ? 'draft' : 'submitted',
        },
      };
      if (leave.status === 'draft' || leave.status === 'submitted') return [created];
      return [
        created,
        {
          ...created,
          user_id: ctx.deciderId,
          action_flag: 2,
          action_time: new Date(leave.created.getTime() + 86_400_000),
          change_message: { status: leave.status },
        },
      ];
    }),
  );
}
