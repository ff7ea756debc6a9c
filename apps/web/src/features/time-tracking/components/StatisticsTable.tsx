import { Table } from '@mantine/core';
import { formatHours, toFrenchDate } from '@staff/shared';
import { useTranslation } from 'react-i18next';
import type { TimeStatistics } from '../api/types';

/** One table of figures: a caption, what the rows are, and each row's name and time. */
function FiguresTable({ caption, rowHeader, rows }: { caption: string; rowHeader: string; rows: [string, number][] }) {
  const { t } = useTranslation();
  return (
    <Table withTableBorder captionSide="top">
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{rowHeader}</Table.Th>
          <Table.Th ta="right">{t('timeTracking.synthesis.time')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(([name, seconds]) => (
          <Table.Tr key={name}>
            <Table.Th scope="row" fw="normal">
              {name}
            </Table.Th>
            <Table.Td ta="right">{formatHours(seconds)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The charts' figures as tables: what a screen reader reads (the charts are hidden from it), or anyone who asks. */
export function StatisticsTable({ stats }: { stats: TimeStatistics }) {
  const { t } = useTranslation();
  const noProject = t('timeTracking.timesheet.noProject');
  return (
    <>
      <FiguresTable
        caption={t('timeTracking.synthesis.byProject')}
        rowHeader={t('timeTracking.timesheet.project')}
        rows={stats.by_project.map((project) => [project.name ?? noProject, project.seconds])}
      />
      <FiguresTable
        caption={t('timeTracking.synthesis.byDay')}
        rowHeader={t('timeTracking.synthesis.day')}
        rows={stats.by_day.map((day) => [toFrenchDate(day.day), day.seconds])}
      />
    </>
  );
}
