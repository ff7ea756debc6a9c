import { IconArrowBackUp, IconCheck, IconEye, IconFileTypePdf, IconPlayerPause, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type RowAction, RowActionsMenu } from '../../../components/RowActionsMenu';
import { useDownload } from '../../../lib/useDownload';
import { downloadActivityReportPdf } from '../api/reports';
import type { ActivityReport } from '../api/types';
import { type ManagementAction, managementActionsOf } from '../lib/management';
import { activityReportPath } from '../lib/paths';
import { useReportAction } from './useReportAction';

const ICONS: Record<ManagementAction, typeof IconCheck> = {
  validate: IconCheck,
  refuse: IconX,
  suspend: IconPlayerPause,
  unlock: IconArrowBackUp,
};
const COLORS: Partial<Record<ManagementAction, string>> = { validate: 'green', refuse: 'red' };

/**
 * A report's row actions (spec/3 §2, §4): view (the report's page, read-only for a validator) and its PDF, then the
 * status changes the server's `actions` allow, each confirmed: validate and refuse a submitted report, suspend a
 * draft, unlock a submitted or suspended one back to draft (apart: a step back is never next to "validate").
 */
export function ManagementRowActions({ report, who, month }: { report: ActivityReport; who: string; month: string }) {
  const { t } = useTranslation();
  const action = useReportAction();
  const pdf = useDownload();
  const actions = managementActionsOf(report);

  const item = (step: ManagementAction): RowAction => ({
    key: step,
    label: t(`activityReports.management.${step}.action`),
    icon: ICONS[step],
    color: COLORS[step],
    onClick: () => action.run(step, report, { name: who, month }),
  });

  return (
    <RowActionsMenu
      label={t('activityReports.management.rowActions', { name: who, month })}
      loading={action.isPending(report) || pdf.downloading}
      groups={[
        [
          {
            key: 'view',
            label: t('activityReports.management.view'),
            icon: IconEye,
            to: activityReportPath(report.id),
          },
          {
            key: 'pdf',
            label: t('activityReports.management.pdf'),
            icon: IconFileTypePdf,
            onClick: () =>
              pdf.run('pdf', () => downloadActivityReportPdf(report.id, `activity_report_${report.id}.pdf`)),
          },
        ],
        actions.filter((a) => a === 'validate' || a === 'refuse').map(item),
        actions.filter((a) => a === 'suspend' || a === 'unlock').map(item),
      ]}
    />
  );
}
