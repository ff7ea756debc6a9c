import type { LeaveStatus } from '@staff/shared';
import { StatusBadge } from '../../../components/StatusBadge';
import { statusTone, useLeaveFormat } from '../lib/format';

export function LeaveStatusBadge({ status, size }: { status: LeaveStatus; size?: 'sm' | 'md' | 'lg' }) {
  const format = useLeaveFormat();
  return (
    <StatusBadge tone={statusTone(status)} size={size}>
      {format.status(status)}
    </StatusBadge>
  );
}
