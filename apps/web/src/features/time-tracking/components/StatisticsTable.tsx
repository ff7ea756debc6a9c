import { Table } from '@mantine/core';
import { formatHours, toFrenchDate } from '@staff/shared';
import { useTranslation } from 'react-i18next';
import type { TimeStatistics } from '../api/types';

/** The charts' figures as tables: what a screen reader reads (the charts are hidden from it), or anyone who asks. */
export function StatisticsTable({ stats }: { stats: TimeStatistics }) {
  const { t } = useTranslation();
  const noProject = t('timeTracking.timesheet.noProject');
  return (
    <>
      <Table withTableBorder captionSide="top">
        <Table.Caption>{t('timeTracking.synthesis.byProject')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('timeTracking.timesheet.project')}</Table.Th>
            <Table.Th ta="right">{t('timeTracking.synthesis.time')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {stats.by_project.map((project) => (
            <Table.Tr key={project.project_id ?? 'none'}>
              <Table.Td>{project.name ?? noProject}</Table.Td>
              <Table.Td ta="right">{formatHours(project.seconds)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Table withTableBorder captionSide="top">
        <Table.Caption>{t('timeTracking.synthesis.byDay')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('timeTracking.synthesis.day')}</Table.Th>
            <Table.Th ta="right">{t('timeTracking.synthesis.time')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {stats.by_day.map((day) => (
            <Table.Tr key={day.day}>
              <Table.Td>{toFrenchDate(day.day)}</Table.Td>
              <Table.Td ta="right">{formatHours(day.seconds)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
