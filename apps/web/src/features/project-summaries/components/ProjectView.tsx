import { Badge, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import { monthNumberYear, monthYearName, type ProjectViewOut } from '@staff/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';
import { projectViewQuery } from '../api/projectSummaries';
import { billedMonths } from '../lib/chart';
import type { Period } from '../lib/period';
import { BudgetSummary } from './BudgetSummary';
import { TABULAR } from './DayFigure';
import { FiguresTable } from './FiguresTable';
import { LoadState } from './LoadState';
import { MonthBars } from './MonthBars';
import { useDayFormat } from './useDayFormat';
import { useSummaryModals } from './useSummaryModals';

/** The months as a table: the chart's alternative. */
function MonthsTable({ view }: { view: ProjectViewOut }) {
  const { t, i18n } = useTranslation();
  return (
    <FiguresTable
      caption={t('projectSummaries.view.byMonth')}
      rowHeader={t('projectSummaries.chart.month')}
      columns={[t('projectSummaries.view.billed'), t('projectSummaries.columns.nonBilledDays')]}
      rows={view.months.map((m) => ({
        key: m.month,
        label: monthYearName(m.month, i18n.language),
        values: [Math.round((m.days - m.non_billed_days) * 100) / 100, m.non_billed_days],
      }))}
    />
  );
}

/**
 * The project view (spec/2 §2.5): the project's figures and budget on a period (the server's last 12 months without
 * one), then a month-range bar chart (billed days above zero, non-billed below, the legend saying which is which) or
 * the detail tables (months, and the people with their days, each opening their activities).
 */
export function ProjectView({
  projectId,
  period,
  includeSubmitted = false,
}: {
  projectId: number;
  period?: Period;
  includeSubmitted?: boolean;
}) {
  const { t } = useTranslation();
  const format = useDayFormat();
  const [display, setDisplay] = useState<'chart' | 'tables'>('chart');
  const query = useQuery(projectViewQuery(projectId, { ...period, include_submitted: includeSubmitted }));
  const view = query.data;
  const scope = { from: view?.from ?? '', to: view?.to ?? '', include_submitted: includeSubmitted };
  const modals = useSummaryModals(scope);

  if (!view) return <LoadState query={query} empty={false} />;
  const { project } = view;
  const filter = { project: project.id };
  const figures = [
    [t('projectSummaries.columns.total'), format(project.total)],
    [t('projectSummaries.columns.worktime'), format(project.worktime)],
    [t('projectSummaries.columns.noneworktime'), format(project.noneworktime)],
    [t('projectSummaries.columns.members'), String(project.nbrmembers)],
  ] as const;

  return (
    <Stack gap="md" data-testid="project-view">
      <Group gap="xs">
        <Badge variant="dot" color={project.color}>
          {project.customer_model?.name ?? t('projectSummaries.noCustomer')}
        </Badge>
        {project.service_model && <Badge variant="light">{project.service_model.name}</Badge>}
        <Badge variant="light" color={project.chargeable ? 'teal' : 'gray'}>
          {t(project.chargeable ? 'projectSummaries.billable' : 'projectSummaries.notBillable')}
        </Badge>
        <Text size="sm" c="dimmed">
          {t('projectSummaries.view.period', { from: formatDate(view.from), to: formatDate(view.to) })}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {figures.map(([label, value]) => (
          <Paper key={label} withBorder p="sm" radius="md">
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={700} fz="lg" style={TABULAR}>
              {value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {project.budget && <BudgetSummary budget={project.budget} />}
      <SegmentedControl
        aria-label={t('projectSummaries.view.display')}
        value={display}
        onChange={(value) => setDisplay(value as 'chart' | 'tables')}
        data={[
          { value: 'chart', label: t('projectSummaries.view.chart') },
          { value: 'tables', label: t('projectSummaries.view.tables') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      {display === 'chart' ? (
        <>
          <MonthBars
            data={billedMonths(view.months, monthNumberYear)}
            series={[
              { name: 'billed', label: t('projectSummaries.view.billedAbove'), color: 'teal.6' },
              { name: 'nonBilled', label: t('projectSummaries.view.nonBilledBelow'), color: 'orange.6' },
            ]}
            testId="project-chart"
          />
          <VisuallyHidden>
            <MonthsTable view={view} />
          </VisuallyHidden>
        </>
      ) : (
        <>
          <MonthsTable view={view} />
          <FiguresTable
            caption={t('projectSummaries.view.byMember')}
            rowHeader={t('projectSummaries.groupBy.employee')}
            columns={[t('projectSummaries.columns.days'), t('projectSummaries.columns.nonBilledDays')]}
            rows={view.members.map((m) => ({
              key: String(m.id),
              label: m.name ?? '',
              values: [m.days, m.non_billed_days],
            }))}
            onOpen={(row) =>
              modals.openActivities({ ...filter, owner: Number(row.key) }, `${project.name} · ${row.label}`)
            }
          />
        </>
      )}
      {modals.modals}
    </Stack>
  );
}
