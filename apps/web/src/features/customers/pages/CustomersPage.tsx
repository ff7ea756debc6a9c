import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconBuildingFactory2, IconFolders, IconPencil, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { openConfirm } from '../../../components/confirm';
import { actionsColumn, DataTable, pageOf, useTableState, WIDE_ONLY } from '../../../components/DataTable';
import { ListEmptyState } from '../../../components/ListEmptyState';
import { PageTitle } from '../../../components/PageTitle';
import { deleteRowAction, RowActionsMenu } from '../../../components/RowActionsMenu';
import { notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/pageTitle';
import { type Customer, customerListQuery, useDeleteCustomer } from '../api/customers';
import { ActiveIcon } from '../components/ActiveIcon';
import { CustomerFormModal } from '../components/CustomerFormModal';
import { type ListFilterValues, NameFilters, NO_LIST_FILTERS } from '../components/NameFilters';
import { ProjectFormModal } from '../components/ProjectFormModal';
import { customerProjectsPath, ORPHAN_PROJECTS_PATH } from '../lib/paths';

/** What is open over the list: the customer form (null: a new one), or the quick add of a project to a customer. */
type Opened = { kind: 'customer'; customer: Customer | null } | { kind: 'project'; customer: Customer } | null;

/**
 * `/back_office/customer-management` (spec/3 §2 "Customers"): name, address, city, zip code, country, project count,
 * active; by name; the inactive ones behind "See the inactive"; a customer with projects cannot be deleted.
 */
export default function CustomersPage() {
  const { t } = useTranslation();
  usePageTitle(t('customers.title'));
  const navigate = useNavigate();
  const table = useTableState<Customer>({ columnAccessor: 'name', direction: 'asc' });
  const [filters, setFilters] = useState<ListFilterValues>(NO_LIST_FILTERS);
  const [opened, setOpened] = useState<Opened>(null);
  const remove = useDeleteCustomer();
  const { data, isFetching } = useQuery(
    customerListQuery({
      ...table.params,
      name: filters.name || undefined,
      actif: filters.inactive ? undefined : true,
    }),
  );

  const confirmDelete = (customer: Customer) =>
    openConfirm({
      title: t('customers.deleteTitle'),
      message: t('customers.deleteMessage', { name: customer.name }),
      confirmLabel: t('customers.actions.delete'),
      color: 'red',
      onConfirm: () =>
        remove.mutate(customer.id, { onSuccess: () => notifySuccess(t('customers.deleted', { name: customer.name })) }),
    });

  const columns: DataTableColumn<Customer>[] = [
    {
      accessor: 'name',
      title: t('customers.columns.name'),
      sortable: true,
      render: (c) => (
        <Anchor component={Link} to={customerProjectsPath(c)} fw={500} size="sm">
          {c.name}
          {c.nickname && (
            <Text span size="xs" c="dimmed" ml={6}>
              {c.nickname}
            </Text>
          )}
        </Anchor>
      ),
    },
    { accessor: 'address', title: t('customers.columns.address'), sortable: true, visibleMediaQuery: WIDE_ONLY },
    { accessor: 'city', title: t('customers.columns.city'), sortable: true, visibleMediaQuery: WIDE_ONLY },
    { accessor: 'zip_code', title: t('customers.columns.zipCode'), sortable: true, visibleMediaQuery: WIDE_ONLY },
    { accessor: 'country', title: t('customers.columns.country'), sortable: true, visibleMediaQuery: WIDE_ONLY },
    { accessor: 'nb_project', title: t('customers.columns.projects'), sortable: true, textAlign: 'right' },
    {
      accessor: 'actif',
      title: t('customers.columns.active'),
      sortable: true,
      textAlign: 'center',
      visibleMediaQuery: WIDE_ONLY,
      render: (c) => <ActiveIcon active={c.actif} />,
    },
    actionsColumn(t('table.actions'), (c) => (
      <RowActionsMenu
        label={t('customers.rowActions', { name: c.name })}
        groups={[
          [
            {
              key: 'projects',
              label: t('customers.actions.seeProjects'),
              icon: IconFolders,
              onClick: () => navigate(customerProjectsPath(c)),
            },
            {
              key: 'edit',
              label: t('customers.actions.edit'),
              icon: IconPencil,
              onClick: () => setOpened({ kind: 'customer', customer: c }),
            },
            {
              key: 'project',
              label: t('customers.actions.quickAddProject'),
              icon: IconPlus,
              onClick: () => setOpened({ kind: 'project', customer: c }),
            },
            deleteRowAction(
              t('customers.actions.delete'),
              () => confirmDelete(c),
              c.nb_project > 0 ? t('customers.actions.deleteDisabled') : undefined,
            ),
          ],
        ]}
      />
    )),
  ];

  const filtered = filters.name !== '' || table.search !== '';
  return (
    <Stack gap="md">
      <PageTitle>{t('customers.title')}</PageTitle>
      <NameFilters
        key={JSON.stringify(filters)}
        section="customers"
        applied={filters}
        onApply={table.firstPage(setFilters)}
      />
      <DataTable<Customer>
        label={t('customers.title')}
        {...pageOf({ data, isFetching })}
        columns={columns}
        {...table.searchable}
        empty={<ListEmptyState title={t(filtered ? 'customers.emptyFiltered' : 'customers.empty')} />}
        actions={
          <Group gap="xs">
            <Button
              variant="default"
              component={Link}
              to={ORPHAN_PROJECTS_PATH}
              leftSection={<IconBuildingFactory2 size={16} />}
            >
              {t('customers.actions.companyProjects')}
            </Button>
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setOpened({ kind: 'customer', customer: null })}
            >
              {t('customers.actions.add')}
            </Button>
          </Group>
        }
      />
      {opened?.kind === 'customer' && (
        <CustomerFormModal
          key={opened.customer?.id ?? 'new'}
          customer={opened.customer}
          onClose={() => setOpened(null)}
        />
      )}
      {opened?.kind === 'project' && (
        <ProjectFormModal mode={{ kind: 'add' }} customer={opened.customer} onClose={() => setOpened(null)} />
      )}
    </Stack>
  );
}
