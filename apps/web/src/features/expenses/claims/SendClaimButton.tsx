import { Button, Tooltip, VisuallyHidden } from '@mantine/core';
import { type ExpenseClaimDetailOut, isClaimEmpty } from '@staff/shared';
import { IconSend } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirm } from '../../../components/confirm';
import { describeError } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { fetchSendCheck, useChangeExpenseClaimStatus } from '../api/claims';
import { SendClaimSummary } from './SendClaimSummary';

/**
 * Send (spec/1 §4 "The user sends a claim (draft to submitted) after confirmation"): offered while the server's
 * `actions` hold `send` (the owner's draft); once sent the claim comes back read-only and the button is gone. An empty
 * claim cannot be sent (the shared rule): the button says why instead. Pressing it reads the server's check first, so
 * that the confirmation shows the total and the receipts to look at again (issue 25).
 */
export function SendClaimButton({ claim, month }: { claim: ExpenseClaimDetailOut; month: string }) {
  const { t } = useTranslation();
  const change = useChangeExpenseClaimStatus();
  const [checking, setChecking] = useState(false);
  const whyId = useId();
  if (!claim.actions.includes('send')) return null;

  const lines = claim.invoices.length + claim.travels.length;
  if (isClaimEmpty({ lines, transportCost: claim.transport_cost, meals: claim.number_meals })) {
    const why = t('errors.codes.expense.claimEmpty');
    // Disabled by its look and its aria state, not by `disabled`, so that the tooltip still tells why on hover and focus.
    return (
      <>
        <Tooltip label={why} multiline w={280}>
          <Button
            leftSection={<IconSend size={16} />}
            data-disabled
            aria-disabled
            aria-describedby={whyId}
            onClick={(event) => event.preventDefault()}
          >
            {t('expenses.send.action')}
          </Button>
        </Tooltip>
        <VisuallyHidden id={whyId}>{why}</VisuallyHidden>
      </>
    );
  }

  const confirmSend = (check: Awaited<ReturnType<typeof fetchSendCheck>>) =>
    openConfirm({
      title: t('expenses.send.title', { month }),
      message: t('expenses.send.text'),
      details: <SendClaimSummary check={check} />,
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

  const send = () => {
    setChecking(true);
    fetchSendCheck(claim.id)
      .then(confirmSend, (failure) => notifyError(describeError(t, failure), t('expenses.toasts.sendFailed')))
      .finally(() => setChecking(false));
  };

  return (
    <Button leftSection={<IconSend size={16} />} onClick={send} loading={checking || change.isPending}>
      {t('expenses.send.action')}
    </Button>
  );
}
