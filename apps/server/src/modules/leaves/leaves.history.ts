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
  'cancellation',
] as const;

/**
 * The request to cancel an accepted leave (issue 28), as its history says it: `requested` when asked, then `accepted`
 * (the leave went back to draft) or `refused` (it stayed accepted) when a validator decided; never said otherwise.
 */
function cancellationOf(after: Leave, before?: Leave): string | null {
  if (after.cancellation_requested_at) return 'requested';
  if (!before?.cancellation_requested_at) return null;
  return after.status === 'draft' ? 'accepted' : 'refused';
}

const snapshot = (leave: Leave, cancellation: string | null = null): Record<(typeof TRACKED)[number], unknown> => ({
  begin_date: leave.begin_date,
  end_date: leave.end_date,
  begin_period: leave.begin_period,
  end_period: leave.end_period,
  type_of_leave: leave.type_of_leave_id,
  status: leave.status,
  precision: leave.precision,
  comment: leave.comment,
  refusal_reason: leave.refusal_reason,
  cancellation,
});

/** Writes "created" with every field, or "changed" with the fields that differ (nothing when nothing did). */
export async function recordHistory(tx: Db, userId: number, after: Leave, before?: Leave): Promise<void> {
  const now = snapshot(after, cancellationOf(after, before));
  // A refusal's reason and a cancellation are said when given; their clearing goes with the change that clears them.
  const said = (k: (typeof TRACKED)[number]) => (k !== 'refusal_reason' && k !== 'cancellation') || now[k] !== null;
  let changes: Record<string, unknown> = Object.fromEntries(TRACKED.filter(said).map((k) => [k, now[k]]));
  if (before) {
    const was = snapshot(before, cancellationOf(before));
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
