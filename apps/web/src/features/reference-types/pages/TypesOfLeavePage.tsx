import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DataTable, pageOf, useTableState, WIDE_ONLY } from '../../../components/DataTable';
import { PageTitle } from '../../../components/PageTitle';
import { usePageTitle } from '../../../lib/pageTitle';
import { referenceListQuery, type TypeOfLeave } from '../api/referenceTypes';
import { ActiveBadge } from '../components/ActiveBadge';
import { useRowActionsColumn } from '../components/useRowActionsColumn';
import { TYPE_OF_LEAVE_PATHS } from '../lib/typeOfLeaveFields';

/**
 * `/back_office/type_of_leave_management` (spec/3 §2 "Types of leave"): name, active, deducting mode, rank; by rank;
 * create and edit on their own pages; delete after a confirmation (refused for a type leaves use: deactivate it).
 */
export default function TypesOfLeavePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const title = t('referenceTypes.leave.title');
  usePageTitle(title);
  const table = useTableState<TypeOfLeave>({ columnAccessor: 'rank', direction: 'asc' });
  const { data, isFetching } = useQuery(referenceListQuery('leave', table.params));
  const rowActions = useRowActionsColumn<TypeOfLeave>('leave', {
    nameOf: (row) => row.name,
    onEdit: (row) => navigate(TYPE_OF_LEAVE_PATHS.edit(row.id)),
  });

  const columns: DataTableColumn<TypeOfLeave>[] = [
    {
      accessor: 'name',
      title: t('referenceTypes.leave.fields.name'),
      sortable: true,
      render: (row) => (
        <Text size="sm" fw={500} c={row.active ? undefined : 'dimmed'}>
          {row.name}
        </Text>
      ),
    },
    {
      accessor: 'active',
      title: t('referenceTypes.leave.fields.active'),
      sortable: true,
      noWrap: true,
      render: (row) => <ActiveBadge active={row.active} />,
    },
    {
      accessor: 'deducting_mode',
      title: t('referenceTypes.leave.fields.deducting_mode'),
      sortable: true,
      visibleMediaQuery: WIDE_ONLY,
      render: (row) => t(`referenceTypes.leave.modes.${row.deducting_mode}`),
    },
    { accessor: 'rank', title: t('referenceTypes.fields.rank'), sortable: true, visibleMediaQuery: WIDE_ONLY },
    rowActions,
  ];

  return (
    <Stack gap="md">
      <PageTitle>{title}</PageTitle>
      <DataTable<TypeOfLeave>
        label={title}
        {...pageOf({ data, isFetching })}
        columns={columns}
        {...table.searchable}
        actions={
          <Button component={Link} to={TYPE_OF_LEAVE_PATHS.create} leftSection={<IconPlus size={16} />}>
            {t('referenceTypes.leave.create')}
          </Button>
        }
      />
    </Stack>
  );
}
