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
  'circuit',
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

/**
 * A step of the approval circuit decided (issue 28), as its history says it: `{decision, step, steps}` when the change
 * accepted the step the leave waited at (the next step's, or the leave's acceptance at the last) or refused the
 * leave there; the entry's author is who decided ("Étape 1 sur 2 validée" by Marc Durand). Null otherwise.
 */
function circuitOf(after: Leave, before?: Leave) {
  const step = before?.status === 'submitted' ? before.circuit_step : null;
  if (!step || !before?.circuit) return null;
  const steps = before.circuit.length;
  if (after.status === 'refused') return { decision: 'refused', step, steps };
  const accepted = after.status === 'accepted' || (after.status === 'submitted' && after.circuit_step === step + 1);
  return accepted ? { decision: 'validated', step, steps } : null;
}

const snapshot = (
  leave: Leave,
  cancellation: string | null = null,
  circuit: ReturnType<typeof circuitOf> = null,
): Record<(typeof TRACKED)[number], unknown> => ({
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
  circuit,
});

/** Writes "created" with every field, or "changed" with the fields that differ (nothing when nothing did). */
export async function recordHistory(tx: Db, userId: number, after: Leave, before?: Leave): Promise<void> {
  const now = snapshot(after, cancellationOf(after, before), circuitOf(after, before));
  // A refusal's reason, a cancellation and a step decided are said when given; their clearing goes with the change.
  const said = (k: (typeof TRACKED)[number]) =>
    (k !== 'refusal_reason' && k !== 'cancellation' && k !== 'circuit') || now[k] !== null;
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
