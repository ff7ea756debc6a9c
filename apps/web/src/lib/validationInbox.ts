import type { InboxKind, InboxOut } from '@staff/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';
import { useMe } from './me';
import { can } from './permissions';
import type { Me } from './types';

/** How many items the dashboard's inbox holds at once (oldest first); the badges read the counts of them all. */
export const INBOX_SHOWN = 50;

/** Every status PATCH refreshes it (lib/patchAnswer.ts): a decision anywhere changes the badges. */
export const validationInboxKey = ['validation_inbox'] as const;

/** Whoever decides on something: the server opens the inbox with any validator permission. */
export const canDecide = (me: Me | null | undefined) =>
  can(me, 'leaves.validate|activities.validate|expenses_claims.validate|mission_orders.create');

/** GET validation_inbox/: what waits for the user's decision, every module at once, and its counts. */
export const validationInboxQuery = queryOptions({
  queryKey: [...validationInboxKey, { limit: INBOX_SHOWN }],
  queryFn: ({ signal }) => api<InboxOut>('validation_inbox/', { query: { limit: INBOX_SHOWN }, signal }),
  // A counter is a hint: a failure shows no toast, the badge simply stays hidden (the panel says it failed).
  meta: { silent: true },
});

/** The user's inbox; not asked for (undefined) when they decide on nothing. */
export function useValidationInbox() {
  const { data: me } = useMe();
  return useQuery({ ...validationInboxQuery, enabled: canDecide(me) });
}

/** How many items wait: all of them, or those of some kinds (a management card's). */
export function useInboxCount(kinds?: readonly InboxKind[]): number {
  const { data } = useValidationInbox();
  if (!data) return 0;
  return kinds ? kinds.reduce((sum, kind) => sum + data.by_kind[kind], 0) : data.count;
}
