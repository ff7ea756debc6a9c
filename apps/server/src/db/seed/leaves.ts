import { addDays, dayOfWeek, type LeaveStatus, leaveDays, leavesOverlap, type Period } from '@staff/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { leaveHistory, leaves } from '../../modules/leaves/leaves.tables';
import { typesOfLeave } from '../../modules/reference/reference.tables';
import type { users } from '../../modules/users/users.tables';
import type { Db } from '../client';

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

/**
 * A realistic year of leaves for one person, spread by their index so the calendar looks lived in:
 * summer and winter holidays, RTT days, a sick leave, a refused request, pending and draft requests.
 * Leaves before today are decided; future ones are submitted, drafts or already accepted.
 */
function planFor(i: number, today: string, year: number): Plan[] {
  const plans: Plan[] = [];
  const summer = mondayFrom(addDays(`${year}-07-06`, (i % 6) * 7));
  plans.push({ type: 'Congés payés', begin: summer, end: addDays(summer, 11), status: 'accepted' });
  const spring = mondayFrom(addDays(`${year}-03-02`, (i * 11) % 70));
  plans.push({ type: 'RTT', begin: addDays(spring, i % 5), end: addDays(spring, i % 5), status: 'accepted' });
  const autumn = mondayFrom(addDays(`${year}-10-05`, (i % 4) * 7));
  plans.push({
    type: 'RTT',
    begin: addDays(autumn, 4),
    beginPeriod: 'PM',
    end: addDays(autumn, 4),
    status: i % 4 === 0 ? 'refused' : 'accepted',
  });
  if (i % 5 === 0) {
    const sick = mondayFrom(addDays(`${year}-02-02`, (i % 3) * 7));
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
  // Around now: pending and draft requests, and some already granted.
  const soon = mondayFrom(addDays(today, 14 + (i % 5) * 7));
  // bob (index 1) and claire's winter request keep the Développement manager's queue busy.
  const kind: LeaveStatus = (['submitted', 'submitted', 'accepted', 'draft'] as const)[i % 4]!;
  plans.push({
    type: 'Congés payés',
    begin: soon,
    end: addDays(soon, 2 + (i % 3)),
    endPeriod: i % 2 ? 'AM' : 'PM',
    status: kind,
  });
  const winter = mondayFrom(`${year}-12-21`);
  if (winter > today && i % 3 !== 1) {
    plans.push({
      type: 'Congés payés',
      begin: winter,
      end: addDays(winter, 4),
      status: i % 3 === 0 ? 'submitted' : 'draft',
      comment: 'Fêtes de fin d’année',
    });
  }
  // Past leaves are decided: nothing submitted or draft is left behind.
  return plans.map((p) =>
    p.end < today && (p.status === 'submitted' || p.status === 'draft') ? { ...p, status: 'accepted' } : p,
  );
}

export async function seedLeaves(
  tx: Db,
  ctx: { companyId: number; today: string; people: (typeof users.$inferSelect)[]; deciderId: number },
): Promise<void> {
  const types = await tx
    .select()
    .from(typesOfLeave)
    .where(
      and(
        eq(typesOfLeave.company_id, ctx.companyId),
        inArray(typesOfLeave.name, ['Congés payés', 'RTT', 'Maladie', 'Congé exceptionnel']),
      ),
    );
  const typeByName = new Map(types.map((t) => [t.name, t]));
  const year = Number(ctx.today.slice(0, 4));
  const rows: (typeof leaves.$inferInsert)[] = [];
  ctx.people.forEach((person, i) => {
    // alice's coming weeks stay free: the journeys ask for leave there.
    const plans = planFor(i, ctx.today, year).filter((p) => person.username !== 'alice' || p.end < ctx.today);
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
        created: submitted ?? new Date(),
        modified: submitted ?? new Date(),
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
