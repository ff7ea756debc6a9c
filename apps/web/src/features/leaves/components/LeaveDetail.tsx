import { Alert, Anchor, Button, Group, Loader, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { isRecordId } from '@staff/shared';
import { IconArrowBackUp, IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { NotFoundPage } from '../../../components/NotFoundPage';
import { PageTitle } from '../../../components/PageTitle';
import { RefusalReason } from '../../../components/RefusalReason';
import { ApiError } from '../../../lib/api';
import { formatDate } from '../../../lib/dates';
import { useCurrentUser } from '../../../lib/me';
import { describeError } from '../../../lib/messages';
import { notifySuccess } from '../../../lib/notify';
import { leaveQuery } from '../api/leaves';
import type { Leave } from '../api/types';
import { useLeaveFormat } from '../lib/format';
import { leavePaths } from '../lib/paths';
import { LeaveAttachments } from './LeaveAttachments';
import { LeaveForm } from './LeaveForm';
import { LeaveHistory } from './LeaveHistory';
import { BackLink } from './LeaveLinks';
import { LeaveStatusBadge } from './LeaveStatusBadge';
import { LeaveSummary } from './LeaveSummary';
import { DECISIONS, LEAVE_ACTIONS, useLeaveAction } from './useLeaveAction';

/**
 * spec/2 §4.1: the requester takes back a read-only request that has not begun and is not accepted (`cancel`); under
 * a type with the cancellation workflow, asks to cancel an accepted one (`request_cancellation`, issue 28).
 */
function CancelButton({ leave, step }: { leave: Leave; step: 'cancel' | 'request_cancellation' }) {
  const { t } = useTranslation();
  const action = useLeaveAction();
  const texts = step === 'cancel' ? 'leaves.cancel' : 'leaves.cancellationRequest';
  return (
    <Tooltip label={t(`${texts}.tooltip`)}>
      <Button
        variant="light"
        color="orange"
        leftSection={<IconArrowBackUp size={16} />}
        onClick={() => action.run(step, leave)}
        loading={action.isPending(leave, step)}
      >
        {t(`${texts}.button`)}
      </Button>
    </Tooltip>
  );
}

/** The back office's decisions, as labelled buttons on the leave's own page. */
function DecisionButtons({ leave }: { leave: Leave }) {
  const { t } = useTranslation();
  const action = useLeaveAction();
  return DECISIONS.filter((decision) => leave.actions.includes(decision)).map((decision) => {
    const { icon: Icon, color } = LEAVE_ACTIONS[decision];
    return (
      <Button
        key={decision}
        variant={decision === 'validate' ? 'filled' : 'light'}
        color={color}
        leftSection={<Icon size={16} />}
        loading={action.isPending(leave, decision)}
        onClick={() => action.run(decision, leave)}
      >
        {t(`leaves.management.${decision}.action`)}
      </Button>
    );
  });
}

/**
 * One leave, for `/leave/update/{id}` and `/leave/view/{id}` and their back-office twins: the form, or a summary titled
 * with the leave's type and dates when viewing or when the server says it is not editable; the cancel button, the
 * attachments and the history.
 */
export function LeaveDetail({ id, mode, backOffice }: { id: number; mode: 'update' | 'view'; backOffice: boolean }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const navigate = useNavigate();
  const format = useLeaveFormat();
  const paths = leavePaths(backOffice);
  // An address that names no record id (`/leave/view/abc`) is not found either, without asking the server.
  const isId = isRecordId(id);
  const {
    data: leave,
    isPending,
    isError,
    error,
  } = useQuery({
    ...leaveQuery(id),
    enabled: isId,
    meta: { silent: true },
  });

  // A leave the user may not open (a colleague's, another company's, a deleted one): the not-found page at once,
  // nothing of it shown and nothing else asked (attachments and history load only once the leave has).
  if (!isId || (error instanceof ApiError && error.status === 404)) return <NotFoundPage />;
  if (isPending) return <Loader m="xl" />;
  if (isError || !leave) {
    return (
      <Alert color="red" title={t('leaves.detail.notFound')}>
        <Stack gap="xs">
          <Text size="sm">{describeError(t, error)}</Text>
          <Anchor component={Link} to={paths.list}>
            {t('leaves.detail.backToList')}
          </Anchor>
        </Stack>
      </Alert>
    );
  }

  const isMine = leave.owner === me.id;
  const readOnly = mode === 'view' || !leave.editable;
  // Attachments and history are the owner's and the validators' (the server refuses them to the others).
  const involved = isMine || backOffice || leave.editable || leave.actions.length > 0;
  const canChangeAttachments = involved && (leave.status === 'draft' || leave.status === 'submitted');

  const onSaved = (saved: Leave) => {
    if (saved.status === 'draft') {
      notifySuccess(t('leaves.messages.saved'));
      if (mode !== 'update') navigate(paths.update(saved.id), { replace: true });
      return;
    }
    if (leave.status === 'draft') notifySuccess(t('leaves.messages.requestSubmitted'));
    else notifySuccess(t('leaves.messages.saved'));
    navigate(paths.list);
  };

  return (
    <Stack gap="md">
      <BackLink to={paths.list} label={t('leaves.detail.backToList')} />
      <Group justify="space-between" align="center">
        <Group gap="sm" align="center">
          <PageTitle>{readOnly ? format.heading(leave) : t('leaves.detail.updateTitle')}</PageTitle>
          <LeaveStatusBadge leave={leave} size="lg" />
        </Group>
        <Group gap="sm">
          {readOnly && leave.editable && (
            <Button component={Link} to={paths.update(leave.id)} leftSection={<IconPencil size={16} />}>
              {t('leaves.actions.edit')}
            </Button>
          )}
          {leave.actions.includes('cancel') && <CancelButton leave={leave} step="cancel" />}
          {leave.actions.includes('request_cancellation') && <CancelButton leave={leave} step="request_cancellation" />}
          {backOffice && <DecisionButtons leave={leave} />}
        </Group>
      </Group>
      <RefusalReason status={leave.status} reason={leave.refusal_reason} />
      {leave.cancellation_requested_at && (
        <Alert color="orange" variant="light" title={t('leaves.detail.cancellationRequested')}>
          <Text size="sm">
            {t(isMine ? 'leaves.detail.cancellationRequestedMine' : 'leaves.detail.cancellationRequestedOther', {
              date: formatDate(leave.cancellation_requested_at),
            })}
          </Text>
        </Alert>
      )}
      {!isMine && (
        <Text c="dimmed">
          {t('leaves.detail.owner', { name: format.owner(leave) })}
          {leave.owner_object.employee_number ? ` (${leave.owner_object.employee_number})` : ''}
        </Text>
      )}
      {readOnly ? (
        <LeaveSummary leave={leave} />
      ) : (
        <LeaveForm
          key={`${leave.id}-${leave.version}`}
          leave={leave}
          ownerId={leave.owner}
          isMine={isMine}
          onSaved={onSaved}
        />
      )}
      {involved && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <LeaveAttachments leaveId={leave.id} canChange={canChangeAttachments} />
          <LeaveHistory leaveId={leave.id} />
        </SimpleGrid>
      )}
    </Stack>
  );
}
