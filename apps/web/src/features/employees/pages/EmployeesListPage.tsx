import { ActionIcon, Anchor, Badge, Button, Group, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { UserOut } from '@staff/shared';
import { IconFileImport, IconPencil, IconUserPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, INACTIVE_ROW, PHONE_ONLY, pageOf, useTableState, WIDE_ONLY } from '../../../components/DataTable';
import { ListEmptyState } from '../../../components/ListEmptyState';
import { PageTitle } from '../../../components/PageTitle';
import { usePageTitle } from '../../../lib/pageTitle';
import { employeeListQuery, employeeServicesQuery, employeesKey } from '../api/employees';
import { EmployeeFilters, type EmployeeFilterValues, NO_EMPLOYEE_FILTERS } from '../components/EmployeeFilters';
import { RoleBadges } from '../components/RoleBadges';
import { EMPLOYEE_CREATE_PATH, employeeEditPath, employeeViewPath } from '../lib/paths';

/** The import modal and its drop zone load when HR opens it, not with the list. */
const EmployeeImportModal = lazy(() =>
  import('../import/EmployeeImportModal').then((m) => ({ default: m.EmployeeImportModal })),
);

/**
 * `/back_office/employees_management` (spec 3 §2 Employees): the company's people by last name (issue 25; the spec's
 * first name sorted "Anne" before "Zoé Adam"), with their first service and their roles; each name opens the
 * employee's page; filters, "show inactives", create and import.
 */
export default function EmployeesListPage() {
  const { t } = useTranslation();
  usePageTitle(t('employees.list.title'));
  const table = useTableState<UserOut>({ columnAccessor: 'last_name', direction: 'asc' });
  const [filters, setFilters] = useState<EmployeeFilterValues>(NO_EMPLOYEE_FILTERS);
  const [importing, setImporting] = useState(false);
  const queryClient = useQueryClient();
  const { data: services } = useQuery(employeeServicesQuery());
  const { data, isFetching } = useQuery(
    employeeListQuery({
      ...table.params,
      is_active: filters.show_inactives ? undefined : true,
      employee_number: filters.employee_number || undefined,
      first_name: filters.first_name || undefined,
      last_name: filters.last_name || undefined,
      service: filters.service ?? undefined,
    }),
  );

  const inactiveBadge = (user: UserOut) =>
    !user.is_active && (
      <Badge size="xs" color="red" variant="light">
        {t('employees.list.inactive')}
      </Badge>
    );
  // The last name opens the employee's page (issue 25), named in full for a screen reader (its text is one cell).
  const pageLink = (user: UserOut, text: string) => (
    <Anchor
      component={Link}
      to={employeeViewPath(user.id)}
      size="sm"
      aria-label={t('employees.list.open', { name: `${user.first_name} ${user.last_name}` })}
    >
      {text}
    </Anchor>
  );
  const editButton = (user: UserOut) => (
    <Tooltip label={t('employees.list.edit')}>
      <ActionIcon
        component={Link}
        to={employeeEditPath(user.id)}
        variant="subtle"
        aria-label={t('employees.list.editOne', { name: `${user.first_name} ${user.last_name}` })}
      >
        <IconPencil size={18} />
      </ActionIcon>
    </Tooltip>
  );

  const columns: DataTableColumn<UserOut>[] = [
    {
      accessor: 'employee_number',
      title: t('employees.fields.employee_number'),
      sortable: true,
      visibleMediaQuery: WIDE_ONLY,
      render: (user) => user.employee_number ?? '',
    },
    {
      accessor: 'first_name',
      title: t('employees.fields.first_name'),
      sortable: true,
      visibleMediaQuery: WIDE_ONLY,
      render: (user) => (
        <Group gap={6} wrap="nowrap">
          {user.first_name}
          {inactiveBadge(user)}
        </Group>
      ),
    },
    {
      accessor: 'last_name',
      title: t('employees.fields.last_name'),
      sortable: true,
      visibleMediaQuery: WIDE_ONLY,
      render: (user) => pageLink(user, user.last_name),
    },
    {
      // Phones: one column with the names, the number and the first service, so that nothing scrolls sideways.
      accessor: 'person',
      title: t('employees.list.person'),
      visibleMediaQuery: PHONE_ONLY,
      render: (user) => (
        <Stack gap={2}>
          <Group gap={6}>
            <Text size="sm" fw={500}>
              {pageLink(user, `${user.first_name} ${user.last_name}`)}
            </Text>
            {inactiveBadge(user)}
          </Group>
          <Text size="xs" c="dimmed">
            {[user.employee_number, user.services[0]?.name].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'service',
      title: t('employees.fields.service'),
      visibleMediaQuery: WIDE_ONLY,
      render: (user) => user.services[0]?.name ?? '',
    },
    {
      accessor: 'roles',
      title: t('employees.fields.roles'),
      render: (user) => <RoleBadges roles={user.roles} />,
    },
    {
      accessor: 'actions',
      title: <VisuallyHidden>{t('table.actions')}</VisuallyHidden>,
      textAlign: 'right',
      render: editButton,
    },
  ];

  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_EMPLOYEE_FILTERS) || !!table.search;
  return (
    <Stack gap="md">
      <PageTitle>{t('employees.list.title')}</PageTitle>
      <EmployeeFilters
        key={JSON.stringify(filters)}
        applied={filters}
        onApply={table.firstPage(setFilters)}
        services={services?.results ?? []}
      />
      <DataTable<UserOut>
        label={t('employees.list.title')}
        {...pageOf({ data, isFetching })}
        columns={columns}
        rowBackgroundColor={(user) => (user.is_active ? undefined : INACTIVE_ROW)}
        {...table.searchable}
        empty={filtered ? <ListEmptyState title={t('table.empty')} /> : undefined}
        actions={
          <Group gap="xs">
            <Button variant="default" leftSection={<IconFileImport size={16} />} onClick={() => setImporting(true)}>
              {t('employees.list.import')}
            </Button>
            <Button component={Link} to={EMPLOYEE_CREATE_PATH} leftSection={<IconUserPlus size={16} />}>
              {t('employees.list.create')}
            </Button>
          </Group>
        }
      />
      {importing && (
        <Suspense fallback={null}>
          <EmployeeImportModal
            opened
            onClose={() => setImporting(false)}
            onImported={() => void queryClient.invalidateQueries({ queryKey: employeesKey })}
          />
        </Suspense>
      )}
    </Stack>
  );
}
