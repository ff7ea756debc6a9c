import { Button } from '@mantine/core';
import type { ExportPluginOut } from '@staff/shared';
import { IconFileExport } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/permissions';
import { expenseExportPluginsQuery } from '../api/backOffice';
import { ExpenseExportModal } from './ExpenseExportModal';
import { pluginLabel } from './management';

/**
 * spec/3 §2 "One export button per export plugin", gated by reports.expense-claim (spec/3 §6). With no plugin
 * configured, one button still opens the modal, which says to contact support.
 */
export function ExpenseExportButtons({ month }: { month: string | null }) {
  const { t } = useTranslation();
  const can = useCan();
  const allowed = can('reports.expense-claim');
  const { data, isSuccess } = useQuery({ ...expenseExportPluginsQuery(), enabled: allowed });
  const [open, setOpen] = useState<{ plugin: ExportPluginOut | null } | null>(null);
  if (!allowed || !isSuccess) return null;
  const plugins = data.results;

  return (
    <>
      {plugins.map((plugin) => (
        <Button
          key={plugin.id}
          variant="light"
          size="sm"
          leftSection={<IconFileExport size={16} />}
          onClick={() => setOpen({ plugin })}
        >
          {t('expenseExports.button', { name: pluginLabel(t, plugin) })}
        </Button>
      ))}
      {plugins.length === 0 && (
        <Button
          variant="light"
          size="sm"
          leftSection={<IconFileExport size={16} />}
          onClick={() => setOpen({ plugin: null })}
        >
          {t('expenseExports.title')}
        </Button>
      )}
      <ExpenseExportModal
        opened={open !== null}
        plugin={open?.plugin ?? null}
        month={month}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
