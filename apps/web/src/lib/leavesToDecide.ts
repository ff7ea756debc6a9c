import type { LeaveOut } from '@staff/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';
import { useMe } from './me';
import { canManageLeaves } from './permissions';
import type { Page } from './types';

/** How many waiting requests the dashboard lists; the sidebar and the back office card read the same page's count. */
export const LEAVES_TO_DECIDE_SHOWN = 5;

/**
 * GET leave/to_decide/: the oldest requests awaiting the user's decision and their count. Its key starts with
 * `leave`, so that every leave mutation (a decision anywhere) refreshes the counters with the lists.
 */
export const leavesToDecideQuery = queryOptions({
  queryKey: ['leave', 'to_decide', { limit: LEAVES_TO_DECIDE_SHOWN }],
  queryFn: ({ signal }) =>
    api<Page<LeaveOut>>('leave/to_decide/', { query: { limit: LEAVES_TO_DECIDE_SHOWN }, signal }),
  // A counter is a hint: a failure shows no toast, the badge simply stays hidden.
  meta: { silent: true },
});

/** The requests awaiting the signed-in user's decision; not asked for (undefined) when they decide on nobody. */
export function useLeavesToDecide() {
  const { data: me } = useMe();
  return useQuery({ ...leavesToDecideQuery, enabled: canManageLeaves(me) });
}
