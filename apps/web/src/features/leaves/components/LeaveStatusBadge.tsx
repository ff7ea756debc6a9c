import { type LeaveStatus, leaveStateOf } from '@staff/shared';
import { StatusBadge } from '../../../components/StatusBadge';
import { statusTone, useLeaveFormat } from '../lib/format';

/** A leave's status; an accepted leave whose requester asked to cancel it says so (issue 28). */
export function LeaveStatusBadge({
  leave,
  size,
  mt,
}: {
  leave: { status: LeaveStatus; cancellation_requested_at?: string | null };
  size?: 'sm' | 'md' | 'lg';
  mt?: number;
}) {
  const format = useLeaveFormat();
  const status = leaveStateOf(leave);
  return (
    <StatusBadge tone={statusTone(status)} size={size} mt={mt}>
      {format.status(status)}
    </StatusBadge>
  );
}
