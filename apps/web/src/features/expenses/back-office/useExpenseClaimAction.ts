import { monthlyDocumentTexts, useStatusAction } from '../../../components/useStatusAction';
import { useChangeExpenseClaimStatus } from '../api/claims';
import { type BackOfficeAction, statusAfter } from './management';

/** The confirmation's colour: accept and pay in green, refuse in red, a step back in orange. */
const COLORS: Record<BackOfficeAction, string> = {
  accept: 'green',
  pay: 'teal',
  refuse: 'red',
  suspend: 'orange',
  unlock: 'orange',
};
const TEXTS = monthlyDocumentTexts('expenseManagement.actions', COLORS);

/**
 * The back office's status changes of a claim (spec/3 §4, §8): `run(action, claim, words)` asks for confirmation
 * naming the person and the month, PATCHes the status the action leads to, says the outcome in a toast ("Error during
 * expense claim accept." and the server's reason on failure); the answer updates the claim in the cache, the lists
 * are refreshed.
 */
export function useExpenseClaimAction() {
  const change = useChangeExpenseClaimStatus();
  return useStatusAction(TEXTS, (action: BackOfficeAction, id, reason) =>
    change.mutateAsync({ id, status: statusAfter(action), ...(reason && { reason }) }),
  );
}
