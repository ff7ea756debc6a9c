import type { SalarySummaryRow } from '@staff/shared';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { actionsColumn, DataTable, pageOf, WIDE_ONLY } from '../../../components/DataTable';
import { RowActionsMenu } from '../../../components/RowActionsMenu';
import { usePageTitle } from '../../../lib/pageTitle';
import { salarySummaryQuery } from '../api/projectSummaries';
import { dayColumns } from '../components/dayColumns';
import { SummaryLayout } from '../components/SummaryLayout';
import { useSummaryModals } from '../components/useSummaryModals';
import { useSummaryScope } from '../components/useSummaryScope';
import { useSummaryTable } from '../components/useSummaryTable';

/**
 * `/back_office/project_summary_salary` (spec/2 §2.5): the period's days of each employee, split billable or not,
 * and on how many projects; the menu opens the chart and the details by project or customer.
 */
export default function SalarySummaryPage() {
  const { t } = useTranslation();
  const scope = useSummaryScope();
  const { table, name, query } = useSummaryTable<SalarySummaryRow>(scope.params);
  const modals = useSummaryModals(scope.params);
  const summary = useQuery(salarySummaryQuery({ ...query, name }));
  const title = t('projectSummaries.salary.title');
  usePageTitle(title);
  const nameOf = (row: SalarySummaryRow) => `${row.last_name} ${row.first_name}`;

  const columns: DataTableColumn<SalarySummaryRow>[] = [
    {
      accessor: 'name',
      title: t('projectSummaries.columns.employee'),
      sortable: true,
      render: nameOf,
    },
    // The employee number, as the export's "Matricule" column: what payroll and invoices know people by.
    {
      accessor: 'employee_number',
      title: t('projectSummaries.columns.employeeNumber'),
      visibleMediaQuery: WIDE_ONLY,
    },
    {
      accessor: 'nbrproject',
      title: t('projectSummaries.columns.projects'),
      textAlign: 'right',
      visibleMediaQuery: WIDE_ONLY,
    },
    ...dayColumns<SalarySummaryRow>(t, nameOf, (row, name) => modals.openActivities({ owner: row.id }, name)),
    actionsColumn(t('table.actions'), (row) => (
      <RowActionsMenu
        label={t('projectSummaries.rowActions', { name: nameOf(row) })}
        groups={[modals.rowActions({ owner: row.id }, nameOf(row))]}
      />
    )),
  ];

  return (
    <SummaryLayout title={title} scope={scope} exportKind="salary">
      <DataTable<SalarySummaryRow> label={title} {...pageOf(summary)} columns={columns} {...table.searchable} />
      {modals.modals}
    </SummaryLayout>
  );
}
