import { Alert, Button, Group, Modal, Paper, Stack, Table, Text } from '@mantine/core';
import type { ExpenseClaimOut, ExportPluginOut } from '@staff/shared';
import { formatEuros, formatNumber, monthYearName } from '@staff/shared';
import { IconAlertTriangle, IconFileExport } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';
import { describeError } from '../../../lib/messages';
import { notifyError } from '../../../lib/notify';
import { downloadExpenseExport, EXPORT_PREVIEW_SIZE, exportPreviewQuery } from '../api/backOffice';
import { ExpenseClaimStatusBadge } from '../components/ExpenseClaimStatusBadge';
import { ownerName, pluginLabel } from './management';

/**
 * The expense claim export modal (spec/3 §2): a preview of up to 3 of the claims the export takes (owner, date
 * dd/MM/yyyy, total, status, meals, transport cost), "(non exhaustive)" when there are more; with no plugin
 * configured, a warning to contact support. Perform export is off without data or plugin; the file is named by the
 * server's Content-Disposition; a failure says "Can't export data due to a server error." and the server's details.
 */
export function ExpenseExportModal({
  opened,
  plugin,
  month,
  onClose,
}: {
  opened: boolean;
  /** The plugin of the button pressed, null when the company has none. */
  plugin: ExportPluginOut | null;
  /** YYYY-MM, or null for every month. */
  month: string | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { data, isFetching } = useQuery({ ...exportPreviewQuery(month), enabled: opened && plugin !== null });
  const [exporting, setExporting] = useState(false);
  const rows = plugin ? (data?.results ?? []) : [];
  const more = (data?.count ?? 0) > EXPORT_PREVIEW_SIZE;
  const euros = (value: number) => formatEuros(value, i18n.language);

  const perform = async () => {
    if (!plugin) return;
    setExporting(true);
    try {
      await downloadExpenseExport(plugin, month);
      onClose();
    } catch (error) {
      notifyError(describeError(t, error), t('expenseExports.failed'));
    } finally {
      setExporting(false);
    }
  };

  const columns = [
    { key: 'owner', render: (claim: ExpenseClaimOut) => ownerName(claim) },
    { key: 'date', render: (claim: ExpenseClaimOut) => formatDate(claim.date) },
    { key: 'total', render: (claim: ExpenseClaimOut) => euros(claim.total), numeric: true },
    { key: 'status', render: (claim: ExpenseClaimOut) => <ExpenseClaimStatusBadge status={claim.status} /> },
    {
      key: 'meals',
      render: (claim: ExpenseClaimOut) => formatNumber(claim.number_meals, i18n.language, 0),
      numeric: true,
    },
    { key: 'transport', render: (claim: ExpenseClaimOut) => euros(claim.transport_cost), numeric: true },
  ] as const;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={plugin ? t('expenseExports.titleWith', { name: pluginLabel(t, plugin) }) : t('expenseExports.title')}
    >
      <Stack gap="md">
        {!plugin && (
          <Alert color="orange" icon={<IconAlertTriangle size={18} />} title={t('expenseExports.noPluginTitle')}>
            {t('expenseExports.noPlugin')}
          </Alert>
        )}
        {plugin && (
          <Text size="sm">
            {month
              ? t('expenseExports.intro', { month: monthYearName(month, i18n.language) })
              : t('expenseExports.introAll')}
          </Text>
        )}
        {plugin && !isFetching && rows.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('expenseExports.nothing')}
          </Text>
        )}
        {rows.length > 0 && (
          <>
            {/* Wide: a table; on a phone the same figures stacked, so that nothing scrolls sideways. */}
            <Table visibleFrom="sm" striped withTableBorder aria-label={t('expenseExports.preview')}>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column) => (
                    <Table.Th key={column.key} ta={'numeric' in column ? 'right' : undefined}>
                      {t(`expenseExports.columns.${column.key}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((claim) => (
                  <Table.Tr key={claim.id}>
                    {columns.map((column) => (
                      <Table.Td key={column.key} ta={'numeric' in column ? 'right' : undefined}>
                        {column.render(claim)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Stack hiddenFrom="sm" gap="xs">
              {rows.map((claim) => (
                <Paper key={claim.id} withBorder p="xs" radius="sm">
                  <Group justify="space-between" gap="xs">
                    <Text size="sm" fw={600}>
                      {ownerName(claim)}
                    </Text>
                    <ExpenseClaimStatusBadge status={claim.status} />
                  </Group>
                  <Text size="xs" c="dimmed">
                    {t('expenseExports.phoneLine', {
                      date: formatDate(claim.date),
                      total: euros(claim.total),
                      meals: claim.number_meals,
                      transport: euros(claim.transport_cost),
                    })}
                  </Text>
                </Paper>
              ))}
            </Stack>
            {more && (
              <Text size="sm" c="dimmed" fs="italic">
                {t('expenseExports.nonExhaustive')}
              </Text>
            )}
          </>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            leftSection={<IconFileExport size={16} />}
            onClick={perform}
            loading={exporting}
            disabled={!plugin || rows.length === 0}
          >
            {t('expenseExports.perform')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
