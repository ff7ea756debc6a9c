import type { ActivityDaysInput, ActivityInput, RecentProjectsOut } from '@staff/shared';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Page } from '../../../lib/types';
import { useInvalidateActivityReports } from './reports';
import type { Activity, Project, TypeOfOvertime } from './types';

/**
 * The activities of a report. They change only in the viewer's draft; every change re-reads the report's detail
 * (one request), which carries the activities, the leaves and the totals the page draws.
 */

/** What POST and PUT activity/ answer: the pieces the server placed (split around leaves and other activities). */
export type PlacedActivities = Page<Activity>;

export function useSaveActivity() {
  const invalidate = useInvalidateActivityReports();
  return useMutation({
    mutationFn: ({ id, ...body }: ActivityInput & { id?: number }) =>
      id
        ? api<PlacedActivities>(`activity/${id}/`, { method: 'PUT', body })
        : api<PlacedActivities>('activity/', { method: 'POST', body }),
    meta: { silent: true },
    onSuccess: invalidate,
  });
}

/** POST activity-report/{id}/days/: the days selected on the month grid given to one project at once. */
export function useGiveDays() {
  const invalidate = useInvalidateActivityReports();
  return useMutation({
    mutationFn: ({ report, ...body }: ActivityDaysInput & { report: number }) =>
      api<PlacedActivities>(`activity-report/${report}/days/`, { method: 'POST', body }),
    meta: { silent: true },
    onSuccess: invalidate,
  });
}

export function useDeleteActivity() {
  const invalidate = useInvalidateActivityReports();
  return useMutation({
    mutationFn: (id: number) => api<null>(`activity/${id}/`, { method: 'DELETE' }),
    meta: { silent: true },
    onSuccess: invalidate,
  });
}

/** The picker's projects (`for_me`: active, seen by the user), by name as typed. */
export const projectSearchQuery = (name: string) =>
  queryOptions({
    queryKey: ['project', 'for_me', name],
    queryFn: ({ signal }) =>
      api<Page<Project>>('project/', { query: { for_me: true, name: name || undefined, limit: 20 }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30 * 1000,
  });

/** GET activity/recent-projects/: the picker's recent group (issue 25); the same for every field of the page. */
export const recentProjectsQuery = () =>
  queryOptions({
    queryKey: ['project', 'recent'],
    queryFn: ({ signal }) => api<RecentProjectsOut>('activity/recent-projects/', { signal }),
    staleTime: 60 * 1000,
  });

/** The types of overtime by rank: one overtime line per type in the activity modal. */
export const typesOfOvertimeQuery = () =>
  queryOptions({
    queryKey: ['typeOfOvertime'],
    queryFn: () => api<Page<TypeOfOvertime>>('typeOfOvertime/', { query: { ordering: 'rank', limit: 100 } }),
    staleTime: 5 * 60 * 1000,
  });
