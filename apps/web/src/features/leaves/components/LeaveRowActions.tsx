import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconEye, IconPencil, IconSend, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openConfirm } from '../../../components/confirm';
import { formatDate } from '../../../lib/dates';
import { describeError } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteLeave } from '../api/leaves';
import type { Leave } from '../api/types';
import { leavePaths } from '../lib/paths';
import { useLeaveAction } from './useLeaveAction';

/** spec/2 §2.1 row actions: edit (draft), view (non-draft), submit (draft, confirmed), delete (draft, confirmed). */
export function LeaveRowActions({ leave }: { leave: Leave }) {
  const { t } = useTranslation();
  const action = useLeaveAction();
  const remove = useDeleteLeave();
  const paths = leavePaths(false);
  const draft = leave.status === 'draft';
  const what = t('leaves.actions.which', { begin: formatDate(leave.begin_date), end: formatDate(leave.end_date) });
  const failed = (error: unknown) => notifyError(t('leaves.messages.submitError', { error: describeError(t, error) }));

  const destroy = () =>
    openConfirm({
      title: t('leaves.actions.deleteTitle'),
      message: t('leaves.actions.deleteText', { which: what }),
      confirmLabel: t('leaves.actions.delete'),
      color: 'red',
      onConfirm: () => remove.mutateAsync(leave.id).then(() => notifySuccess(t('leaves.messages.deleted')), failed),
    });

  const icon = (label: string, node: ReactNode) => <Tooltip label={label}>{node}</Tooltip>;
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {draft
        ? icon(
            t('leaves.actions.edit'),
            <ActionIcon
              component={Link}
              to={paths.update(leave.id)}
              variant="subtle"
              aria-label={`${t('leaves.actions.edit')} — ${what}`}
            >
              <IconPencil size={18} />
            </ActionIcon>,
          )
        : icon(
            t('leaves.actions.view'),
            <ActionIcon
              component={Link}
              to={paths.view(leave.id)}
              variant="subtle"
              aria-label={`${t('leaves.actions.view')} — ${what}`}
            >
              <IconEye size={18} />
            </ActionIcon>,
          )}
      {draft &&
        leave.actions.includes('submit') &&
        icon(
          t('leaves.actions.submit'),
          <ActionIcon
            variant="subtle"
            color="blue"
            aria-label={`${t('leaves.actions.submit')} — ${what}`}
            onClick={() => action.run('submit', leave)}
            loading={action.isPending(leave, 'submit')}
          >
            <IconSend size={18} />
          </ActionIcon>,
        )}
      {draft &&
        icon(
          t('leaves.actions.delete'),
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`${t('leaves.actions.delete')} — ${what}`}
            onClick={destroy}
            loading={remove.isPending}
          >
            <IconTrash size={18} />
          </ActionIcon>,
        )}
    </Group>
  );
}
