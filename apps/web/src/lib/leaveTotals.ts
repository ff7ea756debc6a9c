import type { LeaveTotals, LeaveYears } from '@staff/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from './api';

/*
 * The days per status of one person's leaves for one year: the leaves list's yearly totals and the dashboard's recap
 * "since January 1st" are this one query (issue 8, "numbers that agree"). The keys start with `leave`, which every
 * leave change invalidates, so that a request just sent shows in both at once.
 */

/** The totals of the leaves beginning in `year` (GET leave/totals/?for_year). */
export const leaveYearTotalsQuery = (owner: number, year: number) =>
  queryOptions({
    queryKey: ['leave', 'totals', { owner, for_year: year }],
    queryFn: () => api<LeaveTotals>('leave/totals/', { query: { owner, for_year: year } }),
    placeholderData: keepPreviousData,
  });

/** The first and last years one person's leaves begin in: the years the totals offer. */
export const leaveYearsQuery = (owner: number) =>
  queryOptions({
    queryKey: ['leave', 'years', { owner }],
    queryFn: () => api<LeaveYears>('leave/years/', { query: { owner } }),
  });
