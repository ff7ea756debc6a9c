import { Box, Stack, Text, VisuallyHidden } from '@mantine/core';
import { formatDays, hoursMinutes } from '@staff/shared';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn, DataTable, pageOf, useTableState, WIDE_ONLY } from '../../../components/DataTable';
import { ListEmptyState } from '../../../components/ListEmptyState';
import { MonthFilter } from '../../../components/MonthFilter';
import { PageTitle } from '../../../components/PageTitle';
import { formatDate, todayIso } from '../../../lib/dates';
import { usePageTitle } from '../../../lib/pageTitle';
import { activityReportListQuery } from '../api/reports';
import type { ActivityReport } from '../api/types';
import { ActivityReportStatusBadge } from '../components/ActivityReportStatusBadge';
import { ManagementFilters, type ManagementFilterValues, NO_MANAGEMENT_FILTERS } from '../components/ManagementFilters';
import { ManagementRowActions } from '../components/ManagementRowActions';
import { periodNameOf } from '../lib/period';

const ownerName = (report: ActivityReport) =>
  `${report.owner_object.first_name} ${report.owner_object.last_name}`.trim();

/**
 * `/back_office/activity_reports_management` (spec/3 §2, §3, §4, §8): the monthly reports of the people the user
 * validates, one month at a time (the current one first), filtered on draft or submitted, names, employee number and
 * overtime, paged and sorted by the server; each row's actions as the server allows them.
 */
export default function ActivityReportsManagementPage() {
  const { t, i18n } = useTranslation();
  const title = t('activityReports.management.title');
  usePageTitle(title);
  const [month, setMonth] = useState(todayIso().slice(0, 7));
  const [filters, setFilters] = useState<ManagementFilterValues>(NO_MANAGEMENT_FILTERS);
  const table = useTableState<ActivityReport>({ columnAccessor: 'owner', direction: 'asc' });
  const { data, isFetching } = useQuery(
    activityReportListQuery({
      ...table.params,
      search: table.params.search || undefined,
      date: month,
      status: filters.status ?? undefined,
      names: filters.names || undefined,
      employee_number: filters.employee_number || undefined,
      has_overtime: filters.has_overtime || undefined,
    }),
  );
  const monthOf = (report: ActivityReport) => periodNameOf(report, i18n.language);
  const days = (value: number) => formatDays(value, i18n.language);

  const columns: DataTableColumn<ActivityReport>[] = [
    {
      accessor: 'owner',
      title: t('activityReports.management.columns.collaborator'),
      sortable: true,
      render: (report) => (
        <div>
          <Text size="sm" fw={500}>
            {ownerName(report)}
          </Text>
          {report.owner_object.employee_number && (
            <Text size="xs" c="dimmed">
              {report.owner_object.employee_number}
            </Text>
          )}
          {/* On a phone, the status and the figures the wide columns show apart. */}
          <Box hiddenFrom="xs" mt={4}>
            <ActivityReportStatusBadge status={report.status} />
          </Box>
          <Text size="xs" c="dimmed" hiddenFrom="xs">
            {t('activityReports.management.phoneFigures', {
              worked: days(report.total.workingDays),
              leave: days(report.total.leaveDays),
              empty: days(report.total.emptyDays),
            })}
          </Text>
        </div>
      ),
    },
    {
      accessor: 'date',
      title: t('activityReports.management.columns.month'),
      sortable: true,
      noWrap: true,
      visibleMediaQuery: WIDE_ONLY,
      render: (report) => (
        <Text tt="capitalize" size="sm">
          {monthOf(report)}
        </Text>
      ),
    },
    {
      accessor: 'status',
      title: t('activityReports.management.columns.status'),
      sortable: true,
      visibleMediaQuery: WIDE_ONLY,
      render: (report) => <ActivityReportStatusBadge status={report.status} />,
    },
    {
      accessor: 'worked',
      title: t('activityReports.management.columns.worked'),
      textAlign: 'right',
      visibleMediaQuery: WIDE_ONLY,
      render: (report) => days(report.total.workingDays),
    },
    {
      accessor: 'leave',
      title: t('activityReports.management.columns.leave'),
      textAlign: 'right',
      visibleMediaQuery: WIDE_ONLY,
      render: (report) => days(report.total.leaveDays),
    },
    {
      accessor: 'empty',
      title: t('activityReports.management.columns.empty'),
      textAlign: 'right',
      visibleMediaQuery: WIDE_ONLY,
      render: (report) => (
        <Text size="sm" c={report.total.emptyDays > 0 ? 'orange' : undefined}>
          {days(report.total.emptyDays)}
        </Text>
      ),
    },
    {
      accessor: 'has_overtime',
      title: t('activityReports.management.columns.overtime'),
      textAlign: 'right',
      noWrap: true,
      visibleMediaQuery: WIDE_ONLY,
      // The month's overtime as hours and minutes (issue 25: a figure, not a bare clock icon); none left empty.
      render: (report) =>
        report.overtime_minutes > 0 ? (
          hoursMinutes(report.overtime_minutes)
        ) : (
          <VisuallyHidden>{t('activityReports.management.withoutOvertime')}</VisuallyHidden>
        ),
    },
    {
      accessor: 'validation_date',
      title: t('activityReports.management.columns.validationDate'),
      sortable: true,
      noWrap: true,
      visibleMediaQuery: WIDE_ONLY,
      render: (report) => formatDate(report.validation_date),
    },
    actionsColumn(t('table.actions'), (report) => (
      <ManagementRowActions report={report} who={ownerName(report)} month={monthOf(report)} />
    )),
  ];

  return (
    <Stack gap="md">
      <PageTitle>{title}</PageTitle>
      <MonthFilter month={month} onChange={table.firstPage(setMonth)} />
      <ManagementFilters key={JSON.stringify(filters)} applied={filters} onApply={table.firstPage(setFilters)} />
      <DataTable<ActivityReport>
        label={title}
        {...pageOf({ data, isFetching })}
        columns={columns}
        {...table.searchable}
        empty={<ListEmptyState title={t('activityReports.management.empty')} />}
      />
    </Stack>
  );
}
