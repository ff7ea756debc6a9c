import { IconDownload, IconEye, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type RowAction, RowActionsMenu } from '../../../components/RowActionsMenu';
import { downloadFile } from '../../../lib/download';
import { useDownload } from '../../../lib/useDownload';
import type { Leave } from '../api/types';
import { useLeaveFormat } from '../lib/format';
import { leavePaths } from '../lib/paths';
import { LEAVE_ACTIONS, type LeaveAction, useLeaveAction } from './useLeaveAction';

/** The decisions, then apart from them the step back: "back to draft" is never next to "validate". */
const DECIDE = [
  'validate',
  'approve_step',
  'refuse',
  'accept_cancellation',
  'refuse_cancellation',
] as const satisfies readonly LeaveAction[];
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
  const zip = useDownload();
  const paths = leavePaths(true);

  const item = (step: LeaveAction): RowAction => ({
    key: step,
    label: t(`leaves.management.${step}.action`),
    icon: LEAVE_ACTIONS[step].icon,
    color: LEAVE_ACTIONS[step].color,
    onClick: () => action.run(step, leave),
  });
  const open: RowAction[] = [{ key: 'view', label: t('leaves.actions.view'), icon: IconEye, to: paths.view(leave.id) }];
  if (leave.status === 'submitted' && leave.editable) {
    open.push({ key: 'modify', label: t('leaves.actions.modify'), icon: IconPencil, to: paths.update(leave.id) });
  }
  const download: RowAction = {
    key: 'download',
    label: t('leaves.management.downloadCount', { count: leave.attachments_count }),
    icon: IconDownload,
    onClick: () =>
      zip.run('zip', () => downloadFile(`pdf/leave/${leave.id}`, `leave_${leave.id}.zip`, { with_attachments: 1 })),
  };

  return (
    <RowActionsMenu
      label={t('leaves.management.rowActions', { name: format.owner(leave) })}
      loading={[...DECIDE, ...STEP_BACK].some((a) => action.isPending(leave, a)) || zip.downloading}
      groups={[
        open,
        DECIDE.filter((decision) => leave.actions.includes(decision)).map(item),
        STEP_BACK.filter((step) => leave.actions.includes(step)).map(item),
        leave.attachments_count > 0 ? [download] : [],
      ]}
    />
  );
}
