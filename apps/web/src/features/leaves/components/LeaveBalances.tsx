import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';
import { leaveBalanceQuery } from '../api/leaves';
import { useLeaveFormat } from '../lib/format';

/** The user's balances of the types with rights management (acquired, taken, pending, remaining). */
export function LeaveBalances() {
  const { t } = useTranslation();
  const format = useLeaveFormat();
  const { data } = useQuery(leaveBalanceQuery({}));

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('leaves.balance.title')}>
      <Stack gap="sm">
        <Title order={2} fz="h5">
          {t('leaves.balance.title')}
        </Title>
        {data?.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('leaves.balance.none')}
          </Text>
        )}
        {!!data?.length && (
          <Table.ScrollContainer minWidth={420}>
            <Table verticalSpacing={4} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('leaves.balance.type')}</Table.Th>
                  <Table.Th ta="right">{t('leaves.balance.acquired')}</Table.Th>
                  <Table.Th ta="right">{t('leaves.balance.taken')}</Table.Th>
                  <Table.Th ta="right">{t('leaves.balance.pending')}</Table.Th>
                  <Table.Th ta="right">{t('leaves.balance.remaining')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.map((row) => (
                  <Table.Tr key={row.type_of_leave}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {row.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t('leaves.balance.period', {
                          start: formatDate(row.period.start),
                          end: formatDate(row.period.end),
                        })}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{format.days(row.acquired)}</Table.Td>
                    <Table.Td ta="right">{format.days(row.taken)}</Table.Td>
                    <Table.Td ta="right">{format.days(row.pending)}</Table.Td>
                    <Table.Td ta="right" fw={700} c={row.remaining < 0 ? 'red' : undefined}>
                      {format.days(row.remaining)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
