import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirm } from '../../../components/confirm';
import { describeError } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useChangeExpenseClaimStatus } from '../api/backOffice';
import { type BackOfficeAction, statusAfter } from './management';

/** The confirmation's colour: accept and pay in green, refuse in red, a step back in orange. */
const COLORS: Record<BackOfficeAction, string> = {
  accept: 'green',
  pay: 'teal',
  refuse: 'red',
  suspend: 'orange',
  unlock: 'orange',
};

/**
 * The one way the back office changes a claim's status (spec/3 §4, §8): `run(action, claim, words)` asks for
 * confirmation naming the person and the month, PATCHes the status the action leads to, says the outcome in a toast
 * ("Error during expense claim accept." and the server's reason on failure) and refreshes every claim query.
 */
export function useExpenseClaimAction() {
  const { t } = useTranslation();
  const change = useChangeExpenseClaimStatus();
  const [pending, setPending] = useState<number | null>(null);

  function run(action: BackOfficeAction, claim: { id: number }, words: { name: string; month: string }) {
    const key = `expenseManagement.actions.${action}`;
    openConfirm({
      title: t(`${key}.title`),
      message: t(`${key}.text`, words),
      confirmLabel: t(`${key}.action`),
      color: COLORS[action],
      onConfirm: () => {
        setPending(claim.id);
        change
          .mutateAsync({ id: claim.id, status: statusAfter(action) })
          .then(
            () => notifySuccess(t(`${key}.done`, words)),
            (error) => notifyError(describeError(t, error), t(`${key}.failed`)),
          )
          .finally(() => setPending(null));
      },
    });
  }

  return { run, isPending: (claim: { id: number }) => pending === claim.id };
}
