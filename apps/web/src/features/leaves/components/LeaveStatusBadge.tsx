import { type LeaveOut, type LeaveStatus, leaveStateOf } from '@staff/shared';
import { StatusBadge } from '../../../components/StatusBadge';
import { statusTone, useLeaveFormat } from '../lib/format';

/**
 * A leave's status; an accepted leave whose requester asked to cancel it says so, and a leave waiting in its approval
 * circuit says at which step, "En attente : étape 2 sur 2 (RH)" (issue 28), wherever a leave's status shows.
 */
export function LeaveStatusBadge({
  leave,
  size,
  mt,
}: {
  leave: { status: LeaveStatus; cancellation_requested_at?: string | null; circuit?: LeaveOut['circuit'] };
  size?: 'sm' | 'md' | 'lg';
  mt?: number;
}) {
  const format = useLeaveFormat();
  const status = leaveStateOf(leave);
  return (
    <StatusBadge tone={statusTone(status)} size={size} mt={mt}>
      {leave.circuit && status === 'submitted' ? format.circuit(leave.circuit) : format.status(status)}
    </StatusBadge>
  );
}
