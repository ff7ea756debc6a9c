import type { Db } from '../../db/client';
import { insertHistory } from './leaves.queries';
import type { leaves } from './leaves.tables';

type Leave = typeof leaves.$inferSelect;

/** The fields a history entry records (spec/2 §3 "change_message"). */
const TRACKED = [
  'begin_date',
  'end_date',
  'begin_period',
  'end_period',
  'type_of_leave',
  'status',
  'precision',
  'comment',
  'refusal_reason',
] as const;

const snapshot = (leave: Leave): Record<(typeof TRACKED)[number], unknown> => ({
  begin_date: leave.begin_date,
  end_date: leave.end_date,
  begin_period: leave.begin_period,
  end_period: leave.end_period,
  type_of_leave: leave.type_of_leave_id,
  status: leave.status,
  precision: leave.precision,
  comment: leave.comment,
  refusal_reason: leave.refusal_reason,
});

/** Writes "created" with every field, or "changed" with the fields that differ (nothing when nothing did). */
export async function recordHistory(tx: Db, userId: number, after: Leave, before?: Leave): Promise<void> {
  const now = snapshot(after);
  // A refusal's reason is said when given; its clearing goes with the status change that clears it, unsaid.
  const said = (k: (typeof TRACKED)[number]) => k !== 'refusal_reason' || now[k] !== null;
  let changes: Record<string, unknown> = Object.fromEntries(TRACKED.filter(said).map((k) => [k, now[k]]));
  if (before) {
    const was = snapshot(before);
    changes = Object.fromEntries(TRACKED.filter((k) => said(k) && was[k] !== now[k]).map((k) => [k, now[k]]));
    if (Object.keys(changes).length === 0) return;
  }
  await insertHistory(tx, {
    company_id: after.company_id,
    leave_id: after.id,
    user_id: userId,
    action_flag: before ? 2 : 1,
    change_message: changes,
  });
}
