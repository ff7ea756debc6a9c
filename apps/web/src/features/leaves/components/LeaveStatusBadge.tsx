import type { LeaveStatus } from '@staff/shared';
import { StatusBadge } from '../../../components/StatusBadge';
import { statusTone, useLeaveFormat } from '../lib/format';

export function LeaveStatusBadge({
  status,
  size,
  mt,
}: {
  status: LeaveStatus;
  size?: 'sm' | 'md' | 'lg';
  mt?: number;
}) {
  const format = useLeaveFormat();
  return (
    <StatusBadge tone={statusTone(status)} size={size} mt={mt}>
      {format.status(status)}
    </StatusBadge>
  );
}
