import { Badge, Table, Text } from '@mantine/core';
import {
  ACTIVITY_REPORT_STATUS_COLORS,
  type EmployeeDocument,
  type EmployeeDocumentKind,
  EXPENSE_CLAIM_STATUS_COLORS,
  LEAVE_STATUS_COLORS,
} from '@staff/shared';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../../../components/ScrollRegion';
import { SectionCard } from '../../../components/SectionCard';
import { TONE_COLORS } from '../../../components/StatusBadge';
import { formatDate } from '../../../lib/dates';
import dayjs from '../../../lib/dayjs';

/** Each kind's statuses: their colours (the shared tables) and the keys that word them. */
const KINDS: Record<EmployeeDocumentKind, { colors: Record<string, string>; statusKey: string }> = {
  activity_report: { colors: ACTIVITY_REPORT_STATUS_COLORS, statusKey: 'activity.status' },
  expense_claim: { colors: EXPENSE_CLAIM_STATUS_COLORS, statusKey: 'expenses.status' },
  leave: { colors: LEAVE_STATUS_COLORS, statusKey: 'leaves.status' },
};

/** A status's colour: the spec's classes by their colour, the others (suspended, paid) as they are named. */
const colorOf = (document: EmployeeDocument) => {
  const tone = KINDS[document.kind].colors[document.status] ?? 'gray';
  return TONE_COLORS[tone as keyof typeof TONE_COLORS] ?? tone;
};

/** The employee's activity reports, expense claims and leaves of the last twelve months, newest first. */
export function EmployeeDocuments({ documents }: { documents: readonly EmployeeDocument[] }) {
  const { t } = useTranslation();
  // A month for a report or a claim; a leave's days (one day as one date).
  const period = (document: EmployeeDocument) => {
    if (!document.end_date) return dayjs(document.date).format('MM/YYYY');
    if (document.end_date === document.date) return formatDate(document.date);
    return t('employees.page.leavePeriod', { begin: formatDate(document.date), end: formatDate(document.end_date) });
  };
  return (
    <SectionCard title={t('employees.page.documents')}>
      {documents.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('employees.page.noDocuments')}
        </Text>
      ) : (
        <ScrollRegion mah={420} label={t('employees.page.documents')}>
          <Table verticalSpacing={4} fz="sm" stickyHeader>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('employees.page.documentKind')}</Table.Th>
                <Table.Th ta="right">{t('employees.page.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {documents.map((document) => (
                <Table.Tr key={`${document.kind}-${document.id}`}>
                  <Table.Td>
                    {document.label ?? t(`employees.page.kinds.${document.kind}`)}
                    <Text size="xs" c="dimmed">
                      {period(document)}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Badge color={colorOf(document)} variant="light" miw="max-content">
                      {t(`${KINDS[document.kind].statusKey}.${document.status}`)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
    </SectionCard>
  );
}
