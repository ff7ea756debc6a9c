import { Button } from '@mantine/core';
import type { ExpenseClaimDetailOut } from '@staff/shared';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { openConfirm } from '../../../components/confirm';
import { describeError } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useChangeExpenseClaimStatus } from '../api/claims';

/**
 * Send (spec/1 §4 "The user sends a claim (draft to submitted) after confirmation"): offered while the server's
 * `actions` hold `send` (the owner's draft); once sent the claim comes back read-only and the button is gone.
 */
export function SendClaimButton({ claim, month }: { claim: ExpenseClaimDetailOut; month: string }) {
  const { t } = useTranslation();
  const change = useChangeExpenseClaimStatus();
  if (!claim.actions.includes('send')) return null;

  const send = () =>
    openConfirm({
      title: t('expenses.send.title', { month }),
      message: t('expenses.send.text'),
      confirmLabel: t('expenses.send.confirm'),
      onConfirm: () =>
        change.mutate(
          { id: claim.id, status: 'submitted' },
          {
            onSuccess: () => notifySuccess(t('expenses.toasts.sent')),
            onError: (failure) => notifyError(describeError(t, failure), t('expenses.toasts.sendFailed')),
          },
        ),
    });

  return (
    <Button leftSection={<IconSend size={16} />} onClick={send} loading={change.isPending}>
      {t('expenses.send.action')}
    </Button>
  );
}
