import { Anchor, Text } from '@mantine/core';
import type { CustomerSummaryRow } from '@staff/shared';
import { IconFolders } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { actionsColumn, DataTable, pageOf, WIDE_ONLY } from '../../../components/DataTable';
import { RowActionsMenu } from '../../../components/RowActionsMenu';
import { usePageTitle } from '../../../lib/pageTitle';
import { customerSummaryQuery } from '../api/projectSummaries';
import { dayColumns, membersColumn } from '../components/dayColumns';
import { SummaryLayout } from '../components/SummaryLayout';
import { useSummaryModals } from '../components/useSummaryModals';
import { useSummaryScope } from '../components/useSummaryScope';
import { useSummaryTable } from '../components/useSummaryTable';
import { customerProjectsPath } from '../lib/paths';

/** A customer's row; the projects without customer (id null) are one row too, keyed 0. */
type Row = CustomerSummaryRow & { key: number };

/**
 * `/back_office/project_summary_customer` (spec/2 §2.5): where the period's days went, one row per customer, its
 * projects and people; the period is remembered in the cookies dateStart and dateEnd. A customer's name opens its
 * projects; its menu the chart and the details.
 */
export default function CustomerSummaryPage() {
  const { t } = useTranslation();
  const scope = useSummaryScope({ remember: true });
  const { table, name, query } = useSummaryTable<Row>(scope.params);
  const modals = useSummaryModals(scope.params);
  const summary = useQuery(customerSummaryQuery({ ...query, customer_name: name }));
  const title = t('projectSummaries.customer.title');
  usePageTitle(title);
  const nameOf = (row: CustomerSummaryRow) => row.name ?? t('projectSummaries.noCustomer');
  const filterOf = (row: CustomerSummaryRow) => ({ customer: row.id ?? 0 });
  const projectsPath = (row: CustomerSummaryRow) =>
    customerProjectsPath({ id: row.id ?? 0, name: nameOf(row) }, scope.period, scope.includeSubmitted);

  const columns: DataTableColumn<Row>[] = [
    {
      accessor: 'name',
      title: t('projectSummaries.columns.customer'),
      sortable: true,
      render: (row) =>
        row.id === null ? (
          <Text size="sm" fs="italic">
            {nameOf(row)}
          </Text>
        ) : (
          <Anchor component={Link} to={projectsPath(row)} size="sm" fw={500}>
            {nameOf(row)}
          </Anchor>
        ),
    },
    {
      accessor: 'nbrprojet',
      title: t('projectSummaries.columns.projects'),
      textAlign: 'right',
      visibleMediaQuery: WIDE_ONLY,
    },
    membersColumn<Row>(t, nameOf, (row, name) => modals.openDetails(filterOf(row), name)),
    ...dayColumns<Row>(t, nameOf, (row, name) => modals.openActivities(filterOf(row), name)),
    actionsColumn(t('table.actions'), (row) => (
      <RowActionsMenu
        label={t('projectSummaries.rowActions', { name: nameOf(row) })}
        groups={[
          modals.rowActions(filterOf(row), nameOf(row)),
          row.id === null
            ? []
            : [
                {
                  key: 'projects',
                  label: t('projectSummaries.actions.projects'),
                  icon: IconFolders,
                  to: projectsPath(row),
                },
              ],
        ]}
      />
    )),
  ];

  const data = summary.data && {
    ...summary.data,
    results: summary.data.results.map((row) => ({ ...row, key: row.id ?? 0 })),
  };
  return (
    <SummaryLayout title={title} scope={scope} exportKind="customer">
      <DataTable<Row>
        label={title}
        idAccessor="key"
        {...pageOf({ data, isFetching: summary.isFetching })}
        columns={columns}
        {...table.searchable}
      />
      {modals.modals}
    </SummaryLayout>
  );
}
