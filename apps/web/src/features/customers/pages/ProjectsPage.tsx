import { Badge, Box, Button, Group, Stack, Text } from '@mantine/core';
import { PROJECT_VISIBILITIES, queryIdSchema } from '@staff/shared';
import { IconArrowLeft, IconCopy, IconPencil, IconPlus, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { openConfirm } from '../../../components/confirm';
import { actionsColumn, DataTable, pageOf, useTableState, WIDE_ONLY } from '../../../components/DataTable';
import { DeferredTooltip } from '../../../components/DeferredTooltip';
import { ListEmptyState } from '../../../components/ListEmptyState';
import { PageTitle } from '../../../components/PageTitle';
import { deleteRowAction, RowActionsMenu } from '../../../components/RowActionsMenu';
import { notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/pageTitle';
import {
  customerQuery,
  type Project,
  projectListQuery,
  projectServicesQuery,
  useDeleteProject,
} from '../api/customers';
import { ActiveIcon } from '../components/ActiveIcon';
import { type ListFilterValues, NameFilters, NO_LIST_FILTERS } from '../components/NameFilters';
import { ProjectFormModal, type ProjectFormMode } from '../components/ProjectFormModal';
import { ProjectMembersModal } from '../components/ProjectMembersModal';
import { CUSTOMERS_PATH } from '../lib/paths';

type Opened = { kind: 'form'; mode: ProjectFormMode } | { kind: 'members'; project: Project } | null;

/**
 * A customer's projects (`/back_office/customer-management/{name}/project?id=`) or the company projects, without
 * customer (`…/orphan_projects`): name, service, visibility, users, active (spec/3 §2). A project people work on
 * cannot be deleted.
 */
export default function ProjectsPage({ orphan = false }: { orphan?: boolean }) {
  const { t } = useTranslation();
  const { customerName } = useParams();
  const [searchParams] = useSearchParams();
  const parsedId = queryIdSchema.safeParse(searchParams.get('id'));
  const customerId = orphan || !parsedId.success ? null : parsedId.data;
  const { data: customer } = useQuery({ ...customerQuery(customerId ?? 0), enabled: customerId !== null });
  const customerRef = customerId === null ? null : { id: customerId, name: customer?.name ?? customerName ?? '' };
  const title = orphan ? t('projects.orphanTitle') : t('projects.title', { customer: customerRef?.name ?? '' });
  usePageTitle(title);

  const table = useTableState<Project>({ columnAccessor: 'name', direction: 'asc' });
  const [filters, setFilters] = useState<ListFilterValues>(NO_LIST_FILTERS);
  const [opened, setOpened] = useState<Opened>(null);
  const remove = useDeleteProject();
  const { data: services } = useQuery(projectServicesQuery());
  const { data, isFetching } = useQuery({
    ...projectListQuery({
      ...table.params,
      ...(orphan ? { for_orphan: true } : { customer: customerId ?? undefined }),
      name: filters.name || undefined,
      actif: filters.inactive ? undefined : true,
      visibility: (filters.visibility as Project['visibility'] | null) ?? undefined,
      service: filters.service ? Number(filters.service) : undefined,
    }),
    enabled: orphan || customerId !== null,
  });

  // A customer's page without a valid id has nothing to show: back to the customers.
  if (!orphan && customerId === null) return <Navigate to={CUSTOMERS_PATH} replace />;

  const visibilityChoices = PROJECT_VISIBILITIES.map((v) => ({ value: v, label: t(`projects.visibility.${v}`) }));
  const serviceChoices = (services?.results ?? []).map((s) => ({ value: String(s.id), label: s.name }));

  const confirmDelete = (project: Project) =>
    openConfirm({
      title: t('projects.deleteTitle'),
      message: t('projects.deleteMessage', { name: project.name }),
      confirmLabel: t('projects.actions.delete'),
      color: 'red',
      onConfirm: () =>
        remove.mutate(project.id, { onSuccess: () => notifySuccess(t('projects.deleted', { name: project.name })) }),
    });

  const columns: DataTableColumn<Project>[] = [
    {
      accessor: 'name',
      title: t('projects.columns.name'),
      sortable: true,
      render: (p) => (
        <Group gap={8} wrap="nowrap">
          {/* The kind's colour, set by the server (spec/3 §5). */}
          <Box w={10} h={10} style={{ borderRadius: '50%', flex: 'none', background: p.color }} aria-hidden />
          <div>
            <Text size="sm" fw={500}>
              {p.name}
              {p.nickname && (
                <Text span size="xs" c="dimmed" ml={6}>
                  {p.nickname}
                </Text>
              )}
            </Text>
            {/* Phones have no room for the visibility column: it is said under the name. */}
            <Text size="xs" c="dimmed" hiddenFrom="xs">
              {t(`projects.visibility.${p.visibility}`)}
            </Text>
          </div>
        </Group>
      ),
    },
    {
      accessor: 'service',
      title: t('projects.columns.service'),
      sortable: true,
      visibleMediaQuery: WIDE_ONLY,
      render: (p) => p.service_model?.name ?? '',
    },
    {
      accessor: 'visibility',
      title: t('projects.columns.visibility'),
      sortable: true,
      visibleMediaQuery: WIDE_ONLY,
      render: (p) => (
        <Badge variant="light" color={p.visibility === 'private' ? 'gray' : p.visibility === 'team' ? 'grape' : 'blue'}>
          {t(`projects.visibility.${p.visibility}`)}
        </Badge>
      ),
    },
    {
      accessor: 'nb_user',
      title: (
        <DeferredTooltip label={t('projects.columns.usersHint')} multiline w={260} openDelay={1500}>
          <span>{t('projects.columns.users')}</span>
        </DeferredTooltip>
      ),
      sortable: true,
      textAlign: 'right',
      visibleMediaQuery: WIDE_ONLY,
    },
    // spec/3 §2 "users with mission order": how many people a mission order sends on the project.
    {
      accessor: 'users_with_mission_order',
      title: t('projects.columns.missionOrders'),
      textAlign: 'right',
      visibleMediaQuery: WIDE_ONLY,
    },
    {
      accessor: 'actif',
      title: t('projects.columns.active'),
      sortable: true,
      textAlign: 'center',
      visibleMediaQuery: WIDE_ONLY,
      render: (p) => <ActiveIcon active={p.actif} />,
    },
    actionsColumn(t('table.actions'), (p) => (
      <RowActionsMenu
        label={t('customers.rowActions', { name: p.name })}
        groups={[
          [
            {
              key: 'edit',
              label: t('projects.actions.edit'),
              icon: IconPencil,
              onClick: () => setOpened({ kind: 'form', mode: { kind: 'edit', project: p } }),
            },
            {
              key: 'copy',
              label: t('projects.actions.copy'),
              icon: IconCopy,
              onClick: () => setOpened({ kind: 'form', mode: { kind: 'copy', project: p } }),
            },
            {
              key: 'users',
              label: `${t('projects.actions.users')} (${p.nb_user})`,
              icon: IconUsers,
              onClick: () => setOpened({ kind: 'members', project: p }),
            },
            deleteRowAction(
              t('projects.actions.delete'),
              () => confirmDelete(p),
              p.nb_user > 0 ? t('projects.actions.deleteDisabled') : undefined,
            ),
          ],
        ]}
      />
    )),
  ];

  const filtered = filters.name !== '' || !!filters.visibility || !!filters.service || table.search !== '';
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="xs">
        <PageTitle>{title}</PageTitle>
        <Button variant="subtle" component={Link} to={CUSTOMERS_PATH} leftSection={<IconArrowLeft size={16} />}>
          {t('projects.back')}
        </Button>
      </Group>
      <NameFilters
        key={JSON.stringify(filters)}
        section="projects"
        applied={filters}
        visibilities={visibilityChoices}
        services={serviceChoices}
        onApply={table.firstPage(setFilters)}
      />
      <DataTable<Project>
        label={title}
        {...pageOf({ data, isFetching })}
        columns={columns}
        {...table.searchable}
        empty={<ListEmptyState title={t(filtered ? 'projects.emptyFiltered' : 'projects.empty')} />}
        actions={
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setOpened({ kind: 'form', mode: { kind: 'add' } })}
          >
            {t('projects.actions.add')}
          </Button>
        }
      />
      {opened?.kind === 'form' && (
        <ProjectFormModal
          key={opened.mode.kind === 'add' ? 'new' : `${opened.mode.kind}-${opened.mode.project.id}`}
          mode={opened.mode}
          customer={customerRef}
          onClose={() => setOpened(null)}
        />
      )}
      {opened?.kind === 'members' && <ProjectMembersModal project={opened.project} onClose={() => setOpened(null)} />}
    </Stack>
  );
}
