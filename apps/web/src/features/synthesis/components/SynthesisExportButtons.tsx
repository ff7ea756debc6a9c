import { Button } from '@mantine/core';
import type { ExportCheckOut, ExportPluginOut } from '@staff/shared';
import { IconFileExport } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../lib/download';
import { describeError } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { fetchExportCheck, synthesisExportPluginsQuery } from '../api/synthesis';
import { exportFallbackName } from '../lib/synthesis';
import { ExportCheckModal } from './ExportCheckModal';
import { ReminderModal } from './ReminderModal';

/** The export routes by module (spec/3 §7): payroll plugins under monthly/, the overtime ones under overtime/. */
const EXPORT_PATHS = { payroll: 'exports/monthly', overtime: 'exports/overtime' } as const;

/**
 * One button per payroll and overtime export plugin (spec/3 §2, §6: reports.user-monthly-summary, which the page
 * already requires). The file is named by its Content-Disposition, else month, module and format; a failure says
 * "Can't export data due to a server error." with the server's details when it gives them. Before each export the
 * month's reports not validated are read afresh: when there are some, they are named first (issue 25).
 */
export function SynthesisExportButtons({ month }: { month: string }) {
  const { t } = useTranslation();
  const payroll = useQuery(synthesisExportPluginsQuery('payroll'));
  const overtime = useQuery(synthesisExportPluginsQuery('overtime'));
  const [running, setRunning] = useState<string | null>(null);
  const [held, setHeld] = useState<{ plugin: ExportPluginOut; check: ExportCheckOut } | null>(null);
  const [reminding, setReminding] = useState(false);
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

  /** Exports at once when every report of the month is validated; else names those that are not, first. */
  const start = async (plugin: ExportPluginOut) => {
    setRunning(plugin.id);
    try {
      const check = await fetchExportCheck(month);
      if (check.not_validated.length > 0) {
        setRunning(null);
        setHeld({ plugin, check });
        return;
      }
    } catch (error) {
      setRunning(null);
      notifyError(describeError(t, error), t('synthesis.exportCheck.failed'));
      return;
    }
    await run(plugin);
  };

  return (
    <>
      {plugins.map((plugin) => (
        <Button
          key={plugin.id}
          variant="light"
          leftSection={<IconFileExport size={16} />}
          loading={running === plugin.id}
          onClick={() => start(plugin)}
        >
          {t(`synthesis.exports.plugins.${plugin.id}`, { defaultValue: plugin.name })}
        </Button>
      ))}
      <ExportCheckModal
        month={month}
        check={held?.check ?? null}
        onCancel={() => setHeld(null)}
        onRemind={() => {
          setHeld(null);
          setReminding(true);
        }}
        onExport={() => {
          const plugin = held?.plugin;
          setHeld(null);
          if (plugin) void run(plugin);
        }}
      />
      <ReminderModal month={month} opened={reminding} onClose={() => setReminding(false)} />
    </>
  );
}
