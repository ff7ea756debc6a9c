import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { todayIso } from '../../../lib/dates';
import { useBalanceText } from '../../../lib/leaveBalances';
import { leaveBalanceQuery } from '../api/leaves';
import type { Leave } from '../api/types';
import { useLeaveFormat } from '../lib/format';

/**
 * The balance of the chosen type over the reference period of the begin date, and a warning when the request asks
 * for more than remains (issue #3). A leave already counted (submitted or accepted) is given back before comparing.
 */
export function LeaveBalanceNote({
  ownerId,
  typeId,
  beginDate,
  days,
  leave,
  isMine,
}: {
  ownerId: number;
  typeId: number | null;
  beginDate: string | null;
  days: number;
  leave?: Leave;
  isMine: boolean;
}) {
  const { t } = useTranslation();
  const format = useLeaveFormat();
  const text = useBalanceText();
  const date = beginDate ?? todayIso();
  const { data } = useQuery({
    ...leaveBalanceQuery({ owner: isMine ? undefined : ownerId, date }),
    enabled: typeId !== null,
    meta: { silent: true },
  });
  // Paid leave has two rows: what remains of N-1 and of N so far may both be asked for (N's in advance).
  const rows = data?.filter((balance) => balance.type_of_leave === typeId) ?? [];
  const row = rows[0];
  if (!row) return null;
  const counted =
    leave && leave.type_of_leave === typeId && (leave.status === 'submitted' || leave.status === 'accepted')
      ? leave.number_of_days
      : 0;
  // No counter to compare with (a type without an allowance, or one whose counter is hidden): no warning.
  const counters = rows.map((r) => r.remaining).filter((remaining) => remaining !== null);
  const available = counters.length < rows.length ? null : counters.reduce((sum, r) => sum + r, 0) + counted;
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={t('leaves.balance.title')}>
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {t('leaves.balance.title')}
        </Text>
        {rows.map((r) => (
          <div key={r.kind}>
            <Text size="sm" fw={500}>
              {text.name(r)}{' '}
              <Text span size="xs" c="dimmed">
                {text.period(r)}
              </Text>
            </Text>
            <Group gap="lg">
              {(['acquired', 'taken', 'planned', 'pending', 'remaining'] as const).map((key) => (
                <Text size="sm" key={key}>
                  {t(`leaves.balance.${key}`)} <b>{key === 'acquired' ? text.acquired(r) : text.days(r[key])}</b>
                </Text>
              ))}
            </Group>
          </div>
        ))}
        {available !== null && days > available && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={16} />} p="xs">
            {t('leaves.balance.exceeded', { days: format.days(days), remaining: format.days(available) })}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
