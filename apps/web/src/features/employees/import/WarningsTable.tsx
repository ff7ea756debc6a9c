import { Table } from '@mantine/core';
import type { EmployeeCsvWarningOut } from '@staff/shared';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../../../components/ScrollRegion';
import { translateCoded } from '../../../lib/messages';

/** The warnings or errors of an import: line, column, what is wrong. Scrolls inside the modal when there are many. */
export function WarningsTable({ warnings }: { warnings: EmployeeCsvWarningOut[] }) {
  const { t } = useTranslation();
  return (
    <ScrollRegion mah={320} label={t('employeeImport.problem')}>
      <Table striped withTableBorder fz="sm" layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={56}>{t('employeeImport.line')}</Table.Th>
            <Table.Th w="30%">{t('employeeImport.column')}</Table.Th>
            <Table.Th>{t('employeeImport.problem')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {warnings.map((w, index) => (
            // Two warnings may share line and column (a name that is both repeated and too long): the index tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is never reordered.
            <Table.Tr key={index}>
              <Table.Td>{w.line}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{w.column}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{translateCoded(t, w) ?? w.code}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
