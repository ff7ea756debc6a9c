import { Table } from '@mantine/core';
import { formatDays } from '@staff/shared';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';
import type { ActivityReportDetail } from '../api/types';
import { ActivityReportStatusBadge } from './ActivityReportStatusBadge';

/** The report's status table (spec/1 §2): status, the month's days by kind, the days to fill, the validation date. */
export function ReportStatusTable({ report }: { report: ActivityReportDetail }) {
  const { t, i18n } = useTranslation();
  const days = (value: number) => formatDays(value, i18n.language);
  const rows: [string, React.ReactNode][] = [
    [t('activity.totals.status'), <ActivityReportStatusBadge key="status" status={report.status} />],
    [t('activity.totals.working'), days(report.total.workingDays)],
    [t('activity.totals.leave'), days(report.total.leaveDays)],
    [t('activity.totals.notValidatedLeave'), days(report.total.notValidatedLeaveDays)],
    [t('activity.totals.empty'), days(report.total.emptyDays)],
    [
      t(report.period === 'week' ? 'activity.totals.toFillWeek' : 'activity.totals.toFill'),
      days(report.total_working_days),
    ],
    [t('activity.totals.validationDate'), formatDate(report.validation_date) || '—'],
  ];
  return (
    <Table withTableBorder withRowBorders verticalSpacing={6} aria-label={t('activity.totals.label')}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" fw={500}>
              {label}
            </Table.Th>
            <Table.Td ta="right">{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
