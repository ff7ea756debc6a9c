/* No Zod here: the status machine reads it, and the dashboard's first load reads the machine. */

/**
 * The approval circuit of a type of leave with `activate_validation_workflow` (spec/3 §3, issue 28): a submitted leave
 * is decided first by its owner's service managers, then by hr (or the people the company's
 * `leave.recipients_for_validation` names). Each step is decided by its own people; the last acceptance accepts the
 * leave, a refusal at any step refuses it (docs/decisions/leave-approval-circuit.md).
 */
export const LEAVE_CIRCUIT_ROLES = ['manager', 'hr'] as const;
export type LeaveCircuitRole = (typeof LEAVE_CIRCUIT_ROLES)[number];

/** One step as the leave keeps it: whose step it is and who decides it (fixed when the leave is submitted). */
export type LeaveCircuitStep = { role: LeaveCircuitRole; deciders: number[] };

/** What the status machine reads of the circuit: the step the leave waits at (1-based), of how many, and whether the actor decides it. */
export type LeaveCircuitPosition = { step: number; steps: number; decides: boolean };

/**
 * The steps a leave of `ownerId` goes through, in order, from each role's people: the owner taken out (nobody
 * decides on their own leave), and a step left with nobody skipped. No step at all: the leave waits for one
 * decision, as without the circuit.
 */
export function circuitSteps(
  people: readonly { role: LeaveCircuitRole; deciders: readonly number[] }[],
  ownerId: number,
): LeaveCircuitStep[] {
  return people
    .map(({ role, deciders }) => ({ role, deciders: [...new Set(deciders)].filter((id) => id !== ownerId) }))
    .filter((step) => step.deciders.length > 0);
}

/** Where a submitted leave waits in its circuit, for `userId`; null when it waits in none (or is not submitted). */
export function circuitPosition(
  leave: { status: string; circuit?: readonly LeaveCircuitStep[] | null; circuit_step?: number | null },
  userId: number,
): LeaveCircuitPosition | null {
  const step = leave.circuit_step;
  const current = step ? leave.circuit?.[step - 1] : undefined;
  if (leave.status !== 'submitted' || !step || !current || !leave.circuit) return null;
  return { step, steps: leave.circuit.length, decides: current.deciders.includes(userId) };
}
