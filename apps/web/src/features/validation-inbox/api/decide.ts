import type { InboxItemOut } from '@staff/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { putPatchAnswer } from '../../../lib/patchAnswer';
import { type Decision, INBOX_KIND_SPECS } from '../lib/kinds';

export type DecisionRequest = { item: InboxItemOut; decision: Decision; reason?: string };

/**
 * One decision on one item: its module's own status PATCH (a leave's refusal with its reason), the answer put in that
 * module's cache as its screens do, which refreshes the inbox too. Silent: the caller words the outcome.
 */
export function useInboxDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ item, decision, reason }: DecisionRequest) => {
      const spec = INBOX_KIND_SPECS[item.kind];
      const status = spec.decisions[decision]!.status;
      return api<{ id: number }>(spec.patchPath(item.id), {
        method: 'PATCH',
        body: reason ? { status, reason } : { status },
      });
    },
    meta: { silent: true },
    onSuccess: (answer, { item }) => putPatchAnswer(client, INBOX_KIND_SPECS[item.kind].cacheRoot, answer),
  });
}
