import type { Db } from '../../db/client';

/** What a hook reads of a leave just written. */
export type WrittenLeave = {
  company_id: number;
  owner_id: number;
  status: string;
  begin_date: string;
  begin_period: 'AM' | 'PM';
  end_date: string;
  end_period: 'AM' | 'PM';
  /** Its days were removed from the activity reports by their owner (issue 28). */
  removed_from_activity_report?: boolean;
};

/** What a hook reads of the leave's type, which every leave writer has loaded already (no second read). */
export type WrittenLeaveType = { display_in_activity_report: boolean; is_telework: boolean };

/** Work another module does in the transaction that wrote a leave (the activities take its half days out). */
export type LeaveWrittenHook = (tx: Db, leave: WrittenLeave, type: WrittenLeaveType) => Promise<void>;

/**
 * The hooks other modules register when the app is built, so that leaves import none of them (no cycle: the
 * activities import the leaves, not the reverse). A Set: a hook registered again by a second app of the same process
 * (tests build several) still runs once.
 */
const hooks = new Set<LeaveWrittenHook>();

export function onLeaveWritten(hook: LeaveWrittenHook): void {
  hooks.add(hook);
}

/** Runs every registered hook, in the order they were registered, in the leave's transaction. */
export async function runLeaveWrittenHooks(tx: Db, leave: WrittenLeave, type: WrittenLeaveType): Promise<void> {
  for (const hook of hooks) await hook(tx, leave, type);
}
