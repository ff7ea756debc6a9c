import { Anchor, Box, Group, Text } from '@mantine/core';
import { type ProjectSummaryRow, queryIdSchema } from '@staff/shared';
import { IconEye } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { actionsColumn, DataTable, pageOf, WIDE_ONLY } from '../../../components/DataTable';
import { RowActionsMenu } from '../../../components/RowActionsMenu';
import { usePageTitle } from '../../../lib/pageTitle';
import { projectsSummaryQuery } from '../api/projectSummaries';
import { BudgetBar } from '../components/BudgetSummary';
import { dayColumns, membersColumn } from '../components/dayColumns';
import { ProjectViewModal } from '../components/ProjectViewModal';
import { SummaryLayout } from '../components/SummaryLayout';
import { useSummaryModals } from '../components/useSummaryModals';
import { useSummaryScope } from '../components/useSummaryScope';
import { useSummaryTable } from '../components/useSummaryTable';
import { CUSTOMER_SUMMARY_PATH } from '../lib/paths';

/**
 * `/back_office/projects_summary/{customer_name}/?customer_id,dateStart,dateEnd` (spec/2 §2.5): one customer's
 * projects on the period, with their budgets; a project's name opens its project view, its menu the chart and the
 * details by employee, its members' count the details too, its budget the project's activities.
 */
export default function CustomerProjectsPage() {
  const { t } = useTranslation();
  const { customerName = '' } = useParams();
  const [searchParams] = useSearchParams();
  const customerId = queryIdSchema.safeParse(searchParams.get('customer_id'));
  const scope = useSummaryScope();
  const { table, name, query } = useSummaryTable<ProjectSummaryRow>(scope.params);
  const modals = useSummaryModals(scope.params);
  const [viewed, setViewed] = useState<ProjectSummaryRow | null>(null);
  const summary = useQuery({
    ...projectsSummaryQuery({ ...query, project_name: name, customer_id: customerId.data }),
    enabled: customerId.success,
  });
  const title = t('projectSummaries.projects.title', { customer: customerName });
  usePageTitle(title);

  // Without a customer's id there is nothing to show: back to the customers.
  if (!customerId.success) return <Navigate to={CUSTOMER_SUMMARY_PATH} replace />;

  const nameOf = (row: ProjectSummaryRow) => row.name;
  const columns: DataTableColumn<ProjectSummaryRow>[] = [
    {
      accessor: 'name',
      title: t('projectSummaries.columns.project'),
      sortable: true,
      render: (row) => (
        <Group gap={8} wrap="nowrap">
          {/* The kind's colour (spec/2 §3 "Project"). */}
          <Box w={10} h={10} style={{ borderRadius: '50%', flex: 'none', background: row.color }} aria-hidden />
          <Anchor component="button" type="button" size="sm" fw={500} ta="left" onClick={() => setViewed(row)}>
            {row.name}
          </Anchor>
        </Group>
      ),
    },
    {
      accessor: 'service_model',
      title: t('projectSummaries.columns.type'),
      visibleMediaQuery: WIDE_ONLY,
      render: (row) => (
        <Text size="sm">
          {t(row.chargeable ? 'projectSummaries.billable' : 'projectSummaries.notBillable')}
          {row.service_model && (
            <Text span size="xs" c="dimmed" display="block">
              {row.service_model.name}
            </Text>
          )}
        </Text>
      ),
    },
    membersColumn<ProjectSummaryRow>(t, nameOf, (row, name) => modals.openDetails({ project: row.id }, name)),
    ...dayColumns<ProjectSummaryRow>(t, nameOf, (row, name) => modals.openActivities({ project: row.id }, name)),
    {
      accessor: 'budget',
      title: t('projectSummaries.columns.budget'),
      visibleMediaQuery: WIDE_ONLY,
      // The budget opens the project's activities of the period: the days behind its consumption (issue 27).
      render: (row) =>
        row.budget ? (
          <BudgetBar
            budget={row.budget}
            openLabel={t('projectSummaries.activities.open', {
              what: `${row.name}, ${t('projectSummaries.columns.budget')}`,
            })}
            onOpen={() => modals.openActivities({ project: row.id }, row.name)}
          />
        ) : (
          ''
        ),
    },
    actionsColumn(t('table.actions'), (row) => (
      <RowActionsMenu
        label={t('projectSummaries.rowActions', { name: row.name })}
        groups={[
          [
            { key: 'view', label: t('projectSummaries.actions.view'), icon: IconEye, onClick: () => setViewed(row) },
            ...modals.rowActions({ project: row.id }, row.name),
          ],
        ]}
      />
    )),
  ];

  return (
    <SummaryLayout
      title={title}
      scope={scope}
      back={{ label: t('projectSummaries.projects.back'), to: CUSTOMER_SUMMARY_PATH }}
    >
      <DataTable<ProjectSummaryRow> label={title} {...pageOf(summary)} columns={columns} {...table.searchable} />
      {modals.modals}
      {viewed && (
        <ProjectViewModal
          project={viewed}
          period={scope.period}
          includeSubmitted={scope.includeSubmitted}
          onClose={() => setViewed(null)}
        />
      )}
    </SummaryLayout>
  );
}
