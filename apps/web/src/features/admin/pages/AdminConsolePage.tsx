import { Badge, Button, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn, DataTable, pageOf, useTableState } from '../../../components/DataTable';
import { PageTitle } from '../../../components/PageTitle';
import { formatDate } from '../../../lib/dates';
import { usePageTitle } from '../../../lib/pageTitle';
import { type CompanyRow, companiesQuery } from '../api/companies';
import { AwaitingDeletion } from '../components/AwaitingDeletion';
import { CompanyActions } from '../components/CompanyActions';
import { CreateCompanyModal } from '../components/CreateCompanyModal';
import { TrialModal } from '../components/TrialModal';

/** /admin/: the superuser's companies (spec/1 §1: the superuser runs companies). */
export default function AdminConsolePage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.console'));
  const table = useTableState<CompanyRow>({ columnAccessor: 'name', direction: 'asc' });
  const { data, isFetching } = useQuery(companiesQuery(table.params));
  const [creating, { open: openCreate, close: closeCreate }] = useDisclosure(false);
  const [trialOf, setTrialOf] = useState<CompanyRow | null>(null);

  // Sortable columns are those the server orders by (name, trial_period_end); the others would answer 400.
  const columns: DataTableColumn<CompanyRow>[] = [
    {
      accessor: 'name',
      title: t('admin.name'),
      sortable: true,
      render: (c) => (
        <Text fw={500} size="sm">
          {c.name}
        </Text>
      ),
    },
    { accessor: 'hostname', title: t('admin.hostname') },
    {
      accessor: 'is_active',
      title: t('admin.status'),
      render: (c) =>
        c.deletion_requested_at ? (
          <Badge color="red" variant="light">
            {t('admin.deletion.requested')}
          </Badge>
        ) : (
          <Badge color={c.is_active ? 'green' : 'gray'} variant="light">
            {t(c.is_active ? 'admin.active' : 'admin.inactive')}
          </Badge>
        ),
    },
    {
      accessor: 'trial_period_end',
      title: t('admin.trialEnd'),
      sortable: true,
      render: (c) => (c.is_trial_period ? formatDate(c.trial_period_end) || t('admin.trialOpen') : t('admin.noTrial')),
    },
    { accessor: 'user_count', title: t('admin.users'), textAlign: 'right' },
    actionsColumn(t('table.actions'), (c) => <CompanyActions company={c} onTrial={() => setTrialOf(c)} />),
  ];

  return (
    <Stack gap="md">
      <PageTitle>{t('admin.companies')}</PageTitle>
      <AwaitingDeletion />
      <DataTable<CompanyRow>
        label={t('admin.companies')}
        {...pageOf({ data, isFetching })}
        columns={columns}
        {...table.searchable}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={openCreate}>
            {t('admin.createTitle')}
          </Button>
        }
      />
      <CreateCompanyModal opened={creating} onClose={closeCreate} />
      {trialOf && <TrialModal company={trialOf} onClose={() => setTrialOf(null)} />}
    </Stack>
  );
}
