import type { ActivityReportOut, ListOf } from '@staff/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { canReportActivity } from '../../../lib/permissions';
import type { Me } from '../../../lib/types';

/**
 * The worked days of the viewer's activity report of a month (GET activity-report/?owner=me&date=YYYY-MM), for the
 * meals' warning (spec/1 §5). Asked only of someone who reports activity on a company using it (otherwise the server
 * answers 403); undefined while unknown, null when the month has no report.
 */
export function useMonthWorkedDays(me: Me, month: string, enabled: boolean): number | null | undefined {
  const { data } = useQuery({
    queryKey: ['activity-report', 'list', { owner: 'me', date: month, limit: 1 }],
    queryFn: ({ signal }) =>
      api<ListOf<ActivityReportOut>>('activity-report/', { query: { owner: 'me', date: month, limit: 1 }, signal }),
    enabled: enabled && canReportActivity(me),
  });
  if (!data) return undefined;
  return data.results[0]?.total.workingDays ?? null;
}
