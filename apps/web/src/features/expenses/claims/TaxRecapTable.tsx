import { Paper, Table, Text, Title } from '@mantine/core';
import type { TaxRecapOut } from '@staff/shared';
import { formatEuros, formatPercent } from '@staff/shared';
import { useTranslation } from 'react-i18next';

/** spec/1 §2 "a recap by tax rate (excluding tax, VAT, including tax)" of the claim's receipts, with their sum. */
export function TaxRecapTable({ recap }: { recap: TaxRecapOut[] }) {
  const { t, i18n } = useTranslation();
  const euros = (value: number) => formatEuros(value, i18n.language);
  const sum = (pick: (row: TaxRecapOut) => number) =>
    recap.reduce((total, row) => total + Math.round(pick(row) * 100), 0) / 100;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="tax-recap-title">
      <Title order={2} fz="h4" mb="sm" id="tax-recap-title">
        {t('expenses.recap.title')}
      </Title>
      {recap.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('expenses.recap.none')}
        </Text>
      ) : (
        <Table aria-labelledby="tax-recap-title" striped withTableBorder verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('expenses.recap.rate')}</Table.Th>
              <Table.Th ta="right">{t('expenses.recap.tf')}</Table.Th>
              <Table.Th ta="right">{t('expenses.recap.vat')}</Table.Th>
              <Table.Th ta="right">{t('expenses.recap.ttc')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {recap.map((row) => (
              <Table.Tr key={row.tax_value}>
                <Table.Td>{formatPercent(row.tax_value, i18n.language)}</Table.Td>
                <Table.Td ta="right">{euros(row.TF)}</Table.Td>
                <Table.Td ta="right">{euros(row.VAT)}</Table.Td>
                <Table.Td ta="right">{euros(row.total)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          {recap.length > 1 && (
            <Table.Tfoot>
              <Table.Tr fw={600}>
                <Table.Td>{t('expenses.recap.sum')}</Table.Td>
                <Table.Td ta="right">{euros(sum((row) => row.TF))}</Table.Td>
                <Table.Td ta="right">{euros(sum((row) => row.VAT))}</Table.Td>
                <Table.Td ta="right">{euros(sum((row) => row.total))}</Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          )}
        </Table>
      )}
    </Paper>
  );
}
