import { Button, Collapse, Stack, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';
import type { ActivityReportDetail } from '../api/types';
import { formatDays, overtimeText, projectFullName, sliceLabel } from '../lib/labels';

/** The collapsible activities table (spec/1 §2): project, from, to (with the slices), days, overtime. */
export function ReportActivitiesTable({ report }: { report: ActivityReportDetail }) {
  const { t, i18n } = useTranslation();
  const [opened, { toggle }] = useDisclosure(true);
  const slices = report.slices_per_day;
  const when = (date: string, slice: number) => `${formatDate(date)} ${sliceLabel(slice, slices, t)}`;
  return (
    <Stack gap="xs">
      <Button
        variant="subtle"
        justify="flex-start"
        px={0}
        onClick={toggle}
        aria-expanded={opened}
        leftSection={opened ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
      >
        {t('activity.activities.title', { count: report.activities.length })}
      </Button>
      <Collapse expanded={opened}>
        {report.activities.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('activity.activities.none')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={0} type="native">
            <Table withTableBorder verticalSpacing={6} aria-label={t('activity.activities.label')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('activity.activities.project')}</Table.Th>
                  <Table.Th>{t('activity.activities.from')}</Table.Th>
                  <Table.Th visibleFrom="sm">{t('activity.activities.to')}</Table.Th>
                  <Table.Th ta="right">{t('activity.activities.days')}</Table.Th>
                  <Table.Th visibleFrom="sm">{t('activity.activities.overtime')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.activities.map((activity) => (
                  <Table.Tr key={activity.id}>
                    <Table.Td>
                      <Text size="sm" style={{ overflowWrap: 'break-word' }}>
                        <span
                          aria-hidden
                          style={{
                            display: 'inline-block',
                            width: 10,
                            height: 10,
                            borderRadius: 2,
                            marginRight: 6,
                            background: activity.project_object.color,
                          }}
                        />
                        {projectFullName(activity.project_object)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {when(activity.begin_date, activity.begin_slice)}
                      {/* On a phone the end goes under the beginning, so that the project keeps its width. */}
                      <Text size="sm" c="dimmed" hiddenFrom="sm">
                        → {when(activity.end_date, activity.end_slice)}
                      </Text>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">{when(activity.end_date, activity.end_slice)}</Table.Td>
                    <Table.Td ta="right" ff="monospace">
                      {formatDays(activity.nb_days, i18n.language, 2)}
                    </Table.Td>
                    <Table.Td visibleFrom="sm">{overtimeText(activity) || '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Collapse>
    </Stack>
  );
}
