import { Box, Group, type MantineBreakpoint, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { LeaveBalanceRow } from '@staff/shared';
import { useTranslation } from 'react-i18next';
import { useBalanceText } from '../lib/leaveBalances';
import { SectionCard } from './SectionCard';

/** The figures of a row, in the order HR reads them. */
const FIGURES = ['acquired', 'taken', 'planned', 'pending', 'remaining'] as const;

/**
 * A person's balances (issue 8): paid leave as N-1 (earned, being taken) and N (being earned, month by month), the
 * other types with rights management over their period; days taken, planned, pending and what remains. A table from
 * the `sm` breakpoint, one card per row on a phone. The leaves' page draws the user's own, the employee's page
 * (issue 25) those of the employee; nothing while `data` is loading.
 */
export function LeaveBalancesCard({
  data,
  title,
  size,
  tableFrom = 'sm',
}: {
  data: readonly LeaveBalanceRow[] | undefined;
  title: string;
  size?: 'h4' | 'h5';
  /**
   * From which width the table shows (the cards below it): the page's width, not the card's. In a half-width column
   * (the employee's page) the table's six columns need a wide window.
   */
  tableFrom?: MantineBreakpoint;
}) {
  const { t } = useTranslation();
  const text = useBalanceText();
  const monthly = data?.find((row) => row.kind === 'current');

  const figure = (row: LeaveBalanceRow, key: (typeof FIGURES)[number]) =>
    key === 'acquired' ? text.acquired(row) : text.days(row[key]);
  const remainingColor = (row: LeaveBalanceRow) => ((row.remaining ?? 0) < 0 ? 'red' : undefined);

  return (
    <SectionCard title={title} size={size}>
      {data?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('leaves.balance.none')}
        </Text>
      )}
      {!!data?.length && (
        <>
          <Table verticalSpacing={4} fz="sm" visibleFrom={tableFrom} data-testid="balances">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('leaves.balance.type')}</Table.Th>
                {FIGURES.map((key) => (
                  <Table.Th key={key} ta="right">
                    {t(`leaves.balance.${key}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.map((row) => (
                <Table.Tr key={`${row.type_of_leave}-${row.kind}`}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {text.name(row)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {text.period(row)}
                    </Text>
                  </Table.Td>
                  {FIGURES.map((key) => (
                    <Table.Td
                      key={key}
                      ta="right"
                      fw={key === 'remaining' ? 700 : undefined}
                      c={key === 'remaining' ? remainingColor(row) : undefined}
                      style={{ whiteSpace: 'nowrap' }}
                    >
                      {figure(row, key)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Stack gap="xs" hiddenFrom={tableFrom}>
            {data.map((row) => (
              <Box key={`${row.type_of_leave}-${row.kind}`} data-testid="balance-card">
                <Group justify="space-between" align="baseline" wrap="nowrap">
                  <Text size="sm" fw={600}>
                    {text.name(row)}
                  </Text>
                  {row.remaining !== null && (
                    <Text size="sm" fw={700} c={remainingColor(row)}>
                      {t('leaves.balance.remainingShort', { days: text.days(row.remaining) })}
                    </Text>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {text.period(row)}
                </Text>
                <SimpleGrid cols={4} spacing={4} mt={4}>
                  {FIGURES.filter((key) => key !== 'remaining').map((key) => (
                    <div key={key}>
                      <Text size="xs" c="dimmed">
                        {t(`leaves.balance.${key}`)}
                      </Text>
                      <Text size="sm">{figure(row, key)}</Text>
                    </div>
                  ))}
                </SimpleGrid>
              </Box>
            ))}
          </Stack>
          {monthly && (
            <Text size="xs" c="dimmed">
              {text.earningRule(monthly)}
            </Text>
          )}
        </>
      )}
    </SectionCard>
  );
}
