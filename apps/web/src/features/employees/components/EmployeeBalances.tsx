import { Table, Text } from '@mantine/core';
import { formatNumber, type LeaveBalanceRow } from '@staff/shared';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/SectionCard';

/** The figures of each balance, in days; a phone shows what remains only. */
const FIGURES = ['acquired', 'taken', 'planned', 'pending', 'remaining'] as const;
const onPhone = (key: (typeof FIGURES)[number]) => (key === 'remaining' ? undefined : 'sm');

/** The employee's leave balances today (the leaves' own table, named as on their page: "Congés payés N-1"). */
export function EmployeeBalances({ balances }: { balances: readonly LeaveBalanceRow[] }) {
  const { t, i18n } = useTranslation();
  return (
    <SectionCard title={t('employees.page.balances')}>
      {balances.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('leaves.balance.none')}
        </Text>
      ) : (
        <Table verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('leaves.balance.type')}</Table.Th>
              {FIGURES.map((key) => (
                <Table.Th key={key} ta="right" visibleFrom={onPhone(key)}>
                  {t(`leaves.balance.${key}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {balances.map((row) => (
              <Table.Tr key={`${row.type_of_leave}-${row.kind}`}>
                <Table.Td>{t(`leaves.balance.name.${row.kind}`, { name: row.name })}</Table.Td>
                {FIGURES.map((key) => (
                  <Table.Td
                    key={key}
                    visibleFrom={onPhone(key)}
                    ta="right"
                    style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                    fw={key === 'remaining' ? 700 : undefined}
                    c={key === 'remaining' && (row.remaining ?? 0) < 0 ? 'red' : undefined}
                  >
                    {row[key] === null ? '—' : formatNumber(row[key], i18n.language)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </SectionCard>
  );
}
