import { Button, Stack, Text } from '@mantine/core';
import type { ServiceOut } from '@staff/shared';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openConfirm } from '../../../components/confirm';
import { DataTable, PHONE_ONLY, pageOf, useTableState, WIDE_ONLY } from '../../../components/DataTable';
import { ListEmptyState } from '../../../components/ListEmptyState';
import { PageTitle } from '../../../components/PageTitle';
import { RowIconActions } from '../../../components/RowIconActions';
import { describeError } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/pageTitle';
import { serviceListQuery, useDeleteService } from '../api/services';
import { SERVICE_CREATE_PATH, serviceEditPath } from '../lib/paths';

/**
 * `/back_office/service_management` (spec/3 "Services"): the company's services by name with their manager,
 * assistant and number of employees; edit, delete after confirmation, create.
 */
export default function ServicesPage() {
  const { t } = useTranslation();
  usePageTitle(t('services.title'));
  const table = useTableState<ServiceOut>({ columnAccessor: 'name', direction: 'asc' });
  const { data, isFetching } = useQuery(serviceListQuery(table.params));
  const remove = useDeleteService();
  const none = t('services.none');

  const askDelete = (service: ServiceOut) =>
    openConfirm({
      title: t('services.deleteTitle'),
      message: t('services.deleteMessage', { name: service.name, count: service.members_count }),
      confirmLabel: t('services.delete'),
      color: 'red',
      onConfirm: () =>
        remove.mutate(service.id, {
          onSuccess: () => notifySuccess(t('services.deleted', { name: service.name })),
          onError: (error) => notifyError(t('services.deleteFailed', { reason: describeError(t, error) })),
        }),
    });

  const columns: DataTableColumn<ServiceOut>[] = [
    { accessor: 'name', title: t('services.columns.name'), sortable: true, visibleMediaQuery: WIDE_ONLY },
    {
      accessor: 'manager',
      title: t('services.columns.manager'),
      sortable: true,
      visibleMediaQuery: WIDE_ONLY,
      render: (s) => s.manager_name ?? none,
    },
    {
      accessor: 'assistant',
      title: t('services.columns.assistant'),
      sortable: true,
      visibleMediaQuery: WIDE_ONLY,
      render: (s) => s.assistant_name ?? none,
    },
    // Phones: the service with its manager and its number of employees beneath, so that nothing scrolls sideways.
    {
      accessor: 'service',
      title: t('services.columns.name'),
      visibleMediaQuery: PHONE_ONLY,
      render: (s) => (
        <div>
          <Text size="sm" fw={500}>
            {s.name}
          </Text>
          <Text size="xs" c="dimmed">
            {s.manager_name ?? none} · {t('services.membersCount', { count: s.members_count })}
          </Text>
        </div>
      ),
    },
    {
      accessor: 'members_count',
      title: t('services.columns.members'),
      sortable: true,
      textAlign: 'right',
      visibleMediaQuery: WIDE_ONLY,
    },
    {
      accessor: 'actions',
      title: t('table.actions'),
      textAlign: 'right',
      render: (s) => (
        <RowIconActions
          actions={[
            {
              icon: IconPencil,
              tooltip: t('services.edit'),
              ariaLabel: t('services.editOne', { name: s.name }),
              to: serviceEditPath(s.id),
            },
            {
              icon: IconTrash,
              tooltip: t('services.delete'),
              ariaLabel: t('services.deleteOne', { name: s.name }),
              danger: true,
              onClick: () => askDelete(s),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <Stack gap="md">
      <PageTitle>{t('services.title')}</PageTitle>
      <DataTable<ServiceOut>
        label={t('services.title')}
        {...pageOf({ data, isFetching })}
        columns={columns}
        {...table.searchable}
        empty={
          <ListEmptyState
            title={t(table.search ? 'services.emptyFiltered' : 'services.empty')}
            action={table.search ? undefined : { label: t('services.create'), to: SERVICE_CREATE_PATH }}
          />
        }
        actions={
          <Button component={Link} to={SERVICE_CREATE_PATH} leftSection={<IconPlus size={16} />}>
            {t('services.create')}
          </Button>
        }
      />
    </Stack>
  );
}
