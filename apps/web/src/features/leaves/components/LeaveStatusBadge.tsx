import { Stack, Text } from '@mantine/core';
import { type LeaveOut, type LeaveStatus, leaveStateOf } from '@staff/shared';
import { StatusBadge } from '../../../components/StatusBadge';
import { statusTone, useLeaveFormat } from '../lib/format';

/**
 * A leave's status; an accepted leave whose requester asked to cancel it says so, and a leave waiting in its approval
 * circuit says at which step under its badge, "En attente : étape 2 sur 2 (RH)" (issue 28), wherever a leave's
 * status shows. The step's line wraps: a table's status column stays narrow.
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
  const badge = (
    <StatusBadge tone={statusTone(status)} size={size} mt={leave.circuit ? undefined : mt}>
      {format.status(status)}
    </StatusBadge>
  );
  if (!leave.circuit || status !== 'submitted') return badge;
  return (
    <Stack gap={2} mt={mt} align="flex-start">
      {badge}
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'normal' }}>
        {format.circuit(leave.circuit)}
      </Text>
    </Stack>
  );
}
