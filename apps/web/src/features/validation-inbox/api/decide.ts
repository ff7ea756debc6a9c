import type { InboxItemOut } from '@staff/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { putAnswerInDetail, putPatchAnswer, refreshAroundDetails } from '../../../lib/patchAnswer';
import { type Decision, INBOX_KIND_SPECS, moduleActionOf } from '../lib/kinds';

/** `inBulk`: one of a bulk decision's, whose lists and inbox are refreshed once at its end (`refreshAfterBulk`). */
export type DecisionRequest = { item: InboxItemOut; decision: Decision; reason?: string; inBulk?: boolean };

/**
 * One decision on one item: its module's own status PATCH (a leave's refusal with its reason), the answer put in that
 * module's cache as its screens do, which refreshes the inbox too. Silent: the caller words the outcome.
 */
export function useInboxDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ item, decision, reason }: DecisionRequest) => {
      const spec = INBOX_KIND_SPECS[item.kind];
      const { status, action } = moduleActionOf(item, decision)!;
      // A leave's step of its approval circuit: decided first by another of its people, the server answers 409.
      const step = item.circuit ? { step: item.circuit.step } : {};
      return api<{ id: number }>(spec.patchPath(item.id), {
        method: 'PATCH',
        body: { status, ...(spec.namesAction ? { action } : {}), ...(reason ? { reason } : {}), ...step },
      });
    },
    meta: { silent: true },
    onSuccess: (answer, { item, inBulk }) =>
      inBulk
        ? putAnswerInDetail(client, INBOX_KIND_SPECS[item.kind].cacheRoot, answer)
        : putPatchAnswer(client, INBOX_KIND_SPECS[item.kind].cacheRoot, answer),
  });
}

/** After a bulk decision: the lists of the kinds it touched and the inbox, refreshed once (not once per item). */
export function useRefreshAfterBulk() {
  const client = useQueryClient();
  return (items: readonly Pick<InboxItemOut, 'kind'>[]) => {
    const kinds = [...new Set(items.map((item) => item.kind))];
    return refreshAroundDetails(
      client,
      kinds.map((kind) => INBOX_KIND_SPECS[kind].cacheRoot),
    );
  };
}
