import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconDownload, IconEye, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { downloadFile } from '../../../lib/download';
import { describeError } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import type { Leave } from '../api/types';
import { useLeaveFormat } from '../lib/format';
import { leavePaths } from '../lib/paths';
import { DECISIONS, LEAVE_ACTIONS, useLeaveAction } from './useLeaveAction';

/**
 * spec/3 "Leaves" row actions: view, modify (submitted), unsubmit, validate, refuse (each confirmed, as the server's
 * `actions` allow), and the download of the leave with its attachments (a ZIP when it has some).
 */
export function ManagementRowActions({ leave }: { leave: Leave }) {
  const { t } = useTranslation();
  const format = useLeaveFormat();
  const action = useLeaveAction();
  const [downloading, setDownloading] = useState(false);
  const paths = leavePaths(true);
  const who = format.owner(leave);

  const download = async () => {
    setDownloading(true);
    try {
      const zip = leave.attachments_count > 0;
      await downloadFile(`pdf/leave/${leave.id}`, `leave_${leave.id}.${zip ? 'zip' : 'pdf'}`, {
        with_attachments: zip ? 1 : undefined,
      });
      notifySuccess(t(zip ? 'leaves.management.zipReady' : 'leaves.management.pdfReady'));
    } catch (error) {
      notifyError(t('leaves.management.downloadFailed', { details: describeError(t, error) }));
    } finally {
      setDownloading(false);
    }
  };

  const label = (key: string) => `${t(key)} — ${who}`;
  return (
    <Group gap={2} justify="flex-end" wrap="nowrap">
      <Tooltip label={t('leaves.actions.view')}>
        <ActionIcon
          component={Link}
          to={paths.view(leave.id)}
          variant="subtle"
          aria-label={label('leaves.actions.view')}
        >
          <IconEye size={18} />
        </ActionIcon>
      </Tooltip>
      {leave.status === 'submitted' && leave.editable && (
        <Tooltip label={t('leaves.actions.modify')}>
          <ActionIcon
            component={Link}
            to={paths.update(leave.id)}
            variant="subtle"
            aria-label={label('leaves.actions.modify')}
          >
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {DECISIONS.filter((decision) => leave.actions.includes(decision)).map((decision) => {
        const { icon: Icon, color } = LEAVE_ACTIONS[decision];
        return (
          <Tooltip key={decision} label={t(`leaves.management.${decision}.action`)}>
            <ActionIcon
              variant="subtle"
              color={color}
              aria-label={label(`leaves.management.${decision}.action`)}
              onClick={() => action.run(decision, leave)}
              loading={action.isPending(decision, leave)}
            >
              <Icon size={18} />
            </ActionIcon>
          </Tooltip>
        );
      })}
      <Tooltip label={t('leaves.management.download')}>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={label('leaves.management.download')}
          onClick={download}
          loading={downloading}
        >
          <IconDownload size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
