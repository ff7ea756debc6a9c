import { Button } from '@mantine/core';
import type { SummaryExportQuery } from '@staff/shared';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDownload } from '../../../lib/useDownload';
import { downloadSummaryExport } from '../api/projectSummaries';
import type { SummaryScope } from './useSummaryScope';

/**
 * The summary's export (spec/2 §2.5 "Export", §7.3): the XLSX of the period and counted reports, named by the
 * server. A failure says the server's own message ("Can't find project for this range", "Can't find data for this
 * range", "Can't export data due to a server error", spec/2 §8), translated from its code.
 */
export function ExportButton({ kind, scope }: { kind: SummaryExportQuery['kind']; scope: SummaryScope }) {
  const { t } = useTranslation();
  const { run, downloading } = useDownload();
  const messages = {
    done: () => t('projectSummaries.export.done'),
    failed: (details: string) => ({ message: details }),
  };
  return (
    <Button
      variant="light"
      leftSection={<IconFileSpreadsheet size={16} />}
      loading={downloading}
      onClick={() => run(messages, () => downloadSummaryExport({ ...scope.params, kind }))}
    >
      {t('projectSummaries.export.button')}
    </Button>
  );
}
