import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertTriangle, IconLockOpen, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { SectionCard } from '../../../components/SectionCard';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { describeError } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/pageTitle';
import { COMPANY_FLAGS } from '../../../lib/types';
import { deletionRecapQuery, useDeleteCompany, usePatchCompany } from '../api/companies';

/** 1 234 567 bytes → "1,2 Mo" / "1.2 MB", in the user's language. */
function formatBytes(bytes: number, language: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  // Bytes in words ("0 bytes", "12 octets"): the short symbol would read "0 byte" in English.
  const unitDisplay = unit === 0 ? 'long' : 'short';
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: units[unit],
    unitDisplay,
    maximumFractionDigits: 1,
  }).format(value);
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/**
 * `/delete-company/{company}?user` (spec/1 §2, spec/3 §1): the superuser's confirmation. The company recap, the
 * administrator who asked, an unlock button, and a delete button enabled only when the typed text equals the
 * company's name (the server checks it again).
 */
export default function CompanyDeletionPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().company);
  const valid = Number.isInteger(id) && id > 0;
  const { data: recap, isPending, isError, refetch } = useQuery({ ...deletionRecapQuery(id), enabled: valid });
  const [typed, setTyped] = useState('');
  const erase = useDeleteCompany();
  const patch = usePatchCompany();
  usePageTitle(recap ? t('admin.deletion.title', { name: recap.name }) : t('admin.console'));

  if (!valid || isError) return <Navigate to="/admin" replace />;
  if (isPending) return <Skeleton h={400} />;

  const tableName = (table: string) =>
    i18n.exists(`admin.deletion.tables.${table}`) ? t(`admin.deletion.tables.${table}`) : table;
  const modules = COMPANY_FLAGS.filter((flag) => recap.flags[flag]);
  const requester = recap.requester;
  // Asked for, or deactivated: what can be unlocked can be deleted, as the server decides it (an unlocked company is not).
  const locked = !recap.is_active || recap.deletion_requested_at !== null;

  const unlock = () =>
    modals.openConfirmModal({
      title: t('admin.deletion.unlockTitle', { name: recap.name }),
      children: <Text size="sm">{t('admin.deletion.unlockText')}</Text>,
      labels: { confirm: t('admin.deletion.unlock'), cancel: t('common.cancel') },
      confirmProps: { color: 'green' },
      onConfirm: () =>
        patch.mutate(
          { id: recap.id, is_active: true },
          {
            onSuccess: () => {
              notifySuccess(t('errors.codes.company.unlocked'));
              navigate('/admin');
            },
          },
        ),
    });

  const remove = () =>
    erase.mutate(
      { id: recap.id, name: typed },
      {
        onSuccess: () => {
          notifySuccess(t('errors.codes.company.deleted'));
          navigate('/admin');
        },
        onError: (error) => {
          notifyError(describeError(t, error));
          // Unlocked meanwhile by another superuser (409): the page shows the company as it now is.
          void refetch();
        },
      },
    );

  return (
    <Stack gap="md" maw={960}>
      <PageTitle>{t('admin.deletion.title', { name: recap.name })}</PageTitle>
      {!recap.deletion_requested_at && <Alert color="blue">{t('admin.deletion.noRequest')}</Alert>}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <SectionCard title={t('admin.deletion.recap')}>
          <SimpleGrid cols={2} spacing="sm">
            <Fact label={t('admin.name')}>{recap.name}</Fact>
            <Fact label={t('admin.deletion.hostname')}>{recap.hostname}</Fact>
            <Fact label={t('admin.deletion.created')}>{formatDate(recap.created)}</Fact>
            <Fact label={t('admin.deletion.users')}>{recap.user_count}</Fact>
            <Fact label={t('admin.deletion.status')}>
              <Group gap={4}>
                <Badge color={recap.is_active ? 'green' : 'gray'} variant="light">
                  {t(recap.is_active ? 'admin.active' : 'admin.inactive')}
                </Badge>
                <Badge variant="light" color={recap.is_trial_period ? 'yellow' : 'blue'}>
                  {recap.is_trial_period
                    ? t('admin.deletion.trial', { date: formatDate(recap.trial_period_end) || '—' })
                    : t('admin.deletion.paying')}
                </Badge>
              </Group>
            </Fact>
            <Fact label={t('admin.deletion.modules')}>
              {modules.length
                ? modules.map((flag) => t(`admin.flags.${flag}`)).join(', ')
                : t('admin.deletion.noModule')}
            </Fact>
          </SimpleGrid>
        </SectionCard>
        <SectionCard title={t('admin.deletion.requester')}>
          {requester ? (
            <SimpleGrid cols={2} spacing="sm">
              <Fact label={t('admin.name')}>{`${requester.first_name} ${requester.last_name}`.trim()}</Fact>
              <Fact label={t('admin.adminUsername')}>{requester.username}</Fact>
              <Fact label={t('admin.adminEmail')}>
                <Anchor href={`mailto:${requester.email}`} size="sm">
                  {requester.email}
                </Anchor>
              </Fact>
              {requester.phone && <Fact label={t('profile.phone')}>{requester.phone}</Fact>}
              <Fact label={t('admin.deletion.requestedAt')}>{formatDateTime(recap.deletion_requested_at)}</Fact>
            </SimpleGrid>
          ) : (
            <Text size="sm" c="dimmed">
              {recap.deletion_requested_at ? t('admin.deletion.unknownRequester') : t('admin.deletion.noRequest')}
            </Text>
          )}
        </SectionCard>
      </SimpleGrid>
      <SectionCard title={t('admin.deletion.data')}>
        {recap.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('admin.deletion.dataEmpty')}
          </Text>
        ) : (
          <Table striped withRowBorders={false} verticalSpacing={4} aria-label={t('admin.deletion.data')}>
            <Table.Tbody>
              {[...recap.data]
                .sort((a, b) => tableName(a.table).localeCompare(tableName(b.table), i18n.language))
                .map((entry) => (
                  <Table.Tr key={entry.table}>
                    <Table.Td>{tableName(entry.table)}</Table.Td>
                    <Table.Td ta="right">{entry.rows.toLocaleString(i18n.language)}</Table.Td>
                  </Table.Tr>
                ))}
            </Table.Tbody>
          </Table>
        )}
        <Text size="sm" c="dimmed" mt="xs">
          {t('admin.deletion.files', { size: formatBytes(recap.files_bytes, i18n.language) })}
        </Text>
      </SectionCard>
      <Card withBorder radius="md" style={{ borderColor: 'var(--mantine-color-red-outline)' }}>
        <Stack gap="sm">
          <Alert color="red" icon={<IconAlertTriangle size={18} />}>
            {t('admin.deletion.irreversible')}
          </Alert>
          <TextInput
            label={t('admin.deletion.typeName', { name: recap.name })}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            maw={420}
          />
          <Group justify="space-between">
            <Button
              variant="light"
              color="green"
              leftSection={<IconLockOpen size={16} />}
              onClick={unlock}
              loading={patch.isPending}
              disabled={!locked}
            >
              {t('admin.deletion.unlock')}
            </Button>
            <Button
              color="red"
              leftSection={<IconTrash size={16} />}
              disabled={!locked || typed !== recap.name}
              loading={erase.isPending}
              onClick={remove}
            >
              {t('admin.deletion.delete')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
