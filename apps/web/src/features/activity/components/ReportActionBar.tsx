import { Button, Group } from '@mantine/core';
import { IconClockPlay, IconCopy, IconPlus, IconPrinter } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/me';
import { describeError } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useFillActivityReport } from '../api/reports';
import type { ActivityReportDetail } from '../api/types';
import { canFillFromTimeTracking } from '../lib/access';
import { FillFromTimeModal } from './FillFromTimeModal';
import { ReportPdfMenu } from './ReportPdfMenu';

/**
 * The report's actions (spec/1 §2): add an activity, fill from last month and (its owner tracking time, issue 23) from
 * tracked time while it is a draft, print, the PDF (whole or for one customer); `children` are the actions other
 * screens add (the Send button).
 */
export function ReportActionBar({
  report,
  onAdd,
  children,
}: {
  report: ActivityReportDetail;
  onAdd: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const fill = useFillActivityReport();
  const me = useCurrentUser();
  const [fromTime, setFromTime] = useState(false);
  const fillsFromTime = report.editable && report.owner === me.id && canFillFromTimeTracking(me);
  const fillFromLastMonth = () =>
    fill.mutate(report.id, {
      onSuccess: (placed) => notifySuccess(t('activity.fill.done', { count: placed.count })),
      // 409 nothingToFill / noPreviousProjects: the server's own words say why nothing was filled.
      onError: (error) => notifyError(describeError(t, error), t('activity.fill.failed')),
    });
  return (
    <Group gap="xs" data-no-print>
      {report.editable && (
        <>
          <Button leftSection={<IconPlus size={16} />} onClick={onAdd}>
            {t('activity.report.add')}
          </Button>
          <Button
            variant="light"
            leftSection={<IconCopy size={16} />}
            onClick={fillFromLastMonth}
            loading={fill.isPending}
          >
            {t('activity.fill.action')}
          </Button>
        </>
      )}
      {fillsFromTime && (
        <Button variant="light" leftSection={<IconClockPlay size={16} />} onClick={() => setFromTime(true)}>
          {t('activity.fromTime.action')}
        </Button>
      )}
      {fromTime && <FillFromTimeModal report={report} onClose={() => setFromTime(false)} />}
      <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
        {t('activity.report.print')}
      </Button>
      <ReportPdfMenu report={report} />
      {children}
    </Group>
  );
}
