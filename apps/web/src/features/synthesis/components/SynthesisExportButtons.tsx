import { Button } from '@mantine/core';
import type { ExportPluginOut } from '@staff/shared';
import { IconFileExport } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../lib/download';
import { describeError } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { synthesisExportPluginsQuery } from '../api/synthesis';
import { exportFallbackName } from '../lib/synthesis';

/** The export routes by module (spec/3 §7): payroll plugins under monthly/, the overtime ones under overtime/. */
const EXPORT_PATHS = { payroll: 'exports/monthly', overtime: 'exports/overtime' } as const;

/**
 * One button per payroll and overtime export plugin (spec/3 §2, §6: reports.user-monthly-summary, which the page
 * already requires). The file is named by its Content-Disposition, else month, module and format; a failure says
 * "Can't export data due to a server error." with the server's details when it gives them.
 */
export function SynthesisExportButtons({ month }: { month: string }) {
  const { t } = useTranslation();
  const payroll = useQuery(synthesisExportPluginsQuery('payroll'));
  const overtime = useQuery(synthesisExportPluginsQuery('overtime'));
  const [running, setRunning] = useState<string | null>(null);
  const plugins = [...(payroll.data?.results ?? []), ...(overtime.data?.results ?? [])];

  const run = async (plugin: ExportPluginOut) => {
    if (plugin.module === 'expense') return;
    setRunning(plugin.id);
    try {
      const name = await downloadFile(
        `${EXPORT_PATHS[plugin.module]}/${plugin.id}/`,
        exportFallbackName(month, plugin.module, plugin.format),
        { for_month: month },
      );
      notifySuccess(t('synthesis.exports.done', { name }));
    } catch (error) {
      // spec/3 §8: the spec's sentence, with the server's details under it.
      notifyError(describeError(t, error), t('synthesis.exports.failed'));
    } finally {
      setRunning(null);
    }
  };

  return plugins.map((plugin) => (
    <Button
      key={plugin.id}
      variant="light"
      leftSection={<IconFileExport size={16} />}
      loading={running === plugin.id}
      onClick={() => run(plugin)}
    >
      {t(`synthesis.exports.plugins.${plugin.id}`, { defaultValue: plugin.name })}
    </Button>
  ));
}
