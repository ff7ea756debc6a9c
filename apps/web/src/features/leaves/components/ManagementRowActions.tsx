import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload, IconEye, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { downloadFile } from '../../../lib/download';
import { describeError } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import type { Leave } from '../api/types';
import { useLeaveFormat } from '../lib/format';
import { leavePaths } from '../lib/paths';
import { LEAVE_ACTIONS, type LeaveAction, useLeaveAction } from './useLeaveAction';

/** The decisions, then apart from them the step back: "back to draft" is never next to "validate". */
const DECIDE = ['validate', 'refuse'] as const satisfies readonly LeaveAction[];
const STEP_BACK = ['unsubmit'] as const satisfies readonly LeaveAction[];

/**
 * spec/3 "Leaves" row actions, as one labelled menu per row: open (view, modify when submitted), decide (validate,
 * refuse: each confirmed, as the server's `actions` allow), step back (unsubmit), and the download of the leave with
 * its attachments, offered only when it has some (a ZIP of the leave's PDF and its files).
 */
export function ManagementRowActions({ leave }: { leave: Leave }) {
  const { t } = useTranslation();
  const format = useLeaveFormat();
  const action = useLeaveAction();
  const [downloading, setDownloading] = useState(false);
  const paths = leavePaths(true);
  const who = format.owner(leave);
  const decisions = DECIDE.filter((decision) => leave.actions.includes(decision));
  const stepsBack = STEP_BACK.filter((step) => leave.actions.includes(step));
  const running = [...DECIDE, ...STEP_BACK].some((a) => action.isPending(leave, a));

  const download = async () => {
    setDownloading(true);
    try {
      await downloadFile(`pdf/leave/${leave.id}`, `leave_${leave.id}.zip`, { with_attachments: 1 });
      notifySuccess(t('leaves.management.zipReady'));
    } catch (error) {
      notifyError(t('leaves.management.downloadFailed', { details: describeError(t, error) }));
    } finally {
      setDownloading(false);
    }
  };

  const item = (step: LeaveAction) => {
    const { icon: Icon, color } = LEAVE_ACTIONS[step];
    return (
      <Menu.Item key={step} color={color} leftSection={<Icon size={16} />} onClick={() => action.run(step, leave)}>
        {t(`leaves.management.${step}.action`)}
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
          loading={running || downloading}
          aria-label={t('leaves.management.rowActions', { name: who })}
        >
          {t('table.actions')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={paths.view(leave.id)} leftSection={<IconEye size={16} />}>
          {t('leaves.actions.view')}
        </Menu.Item>
        {leave.status === 'submitted' && leave.editable && (
          <Menu.Item component={Link} to={paths.update(leave.id)} leftSection={<IconPencil size={16} />}>
            {t('leaves.actions.modify')}
          </Menu.Item>
        )}
        {decisions.length > 0 && <Menu.Divider />}
        {decisions.map(item)}
        {stepsBack.length > 0 && <Menu.Divider />}
        {stepsBack.map(item)}
        {leave.attachments_count > 0 && (
          <>
            <Menu.Divider />
            <Menu.Item leftSection={<IconDownload size={16} />} onClick={download}>
              {t('leaves.management.downloadCount', { count: leave.attachments_count })}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
