import { Button, Menu } from '@mantine/core';
import {
  IconArrowBackUp,
  IconCheck,
  IconChevronDown,
  IconEye,
  IconFileTypePdf,
  IconPlayerPause,
  IconX,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { downloadFile } from '../../../lib/download';
import { describeError } from '../../../lib/messages';
import { notifyError } from '../../../lib/notify';
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
  const [downloading, setDownloading] = useState(false);
  const actions = managementActionsOf(report);
  const decisions = actions.filter((a) => a === 'validate' || a === 'refuse');
  const stepsBack = actions.filter((a) => a === 'suspend' || a === 'unlock');

  const download = async () => {
    setDownloading(true);
    try {
      await downloadFile(`pdf/activity-report/${report.id}`, `activity_report_${report.id}.pdf`, { pdf: 1 });
    } catch (error) {
      notifyError(t('activityReports.management.pdfFailed', { details: describeError(t, error) }));
    } finally {
      setDownloading(false);
    }
  };

  const item = (step: ManagementAction) => {
    const Icon = ICONS[step];
    return (
      <Menu.Item
        key={step}
        color={COLORS[step]}
        leftSection={<Icon size={16} />}
        onClick={() => action.run(step, report, { name: who, month })}
      >
        {t(`activityReports.management.${step}.action`)}
      </Menu.Item>
    );
  };

  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Button
          variant="default"
          size="xs"
          rightSection={<IconChevronDown size={14} />}
          loading={action.isPending(report) || downloading}
          aria-label={t('activityReports.management.rowActions', { name: who, month })}
        >
          {t('table.actions')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={activityReportPath(report.id)} leftSection={<IconEye size={16} />}>
          {t('activityReports.management.view')}
        </Menu.Item>
        <Menu.Item leftSection={<IconFileTypePdf size={16} />} onClick={download}>
          {t('activityReports.management.pdf')}
        </Menu.Item>
        {decisions.length > 0 && <Menu.Divider />}
        {decisions.map(item)}
        {stepsBack.length > 0 && <Menu.Divider />}
        {stepsBack.map(item)}
      </Menu.Dropdown>
    </Menu>
  );
}
