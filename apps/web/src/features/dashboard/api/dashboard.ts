import type { DocumentOut, NewsOut } from '@staff/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Page } from '../../../lib/types';

/** A news item as the server sends it (the shared contract's `NewsOut`). */
export type News = NewsOut;

/** The shared output schema: `description` is never null (the server stores an empty string). */
export type CompanyDocument = DocumentOut;

/** The news valid today (spec/1 §7: "GET news with enable and valid_for_date"). */
export const newsQuery = (today: string) =>
  queryOptions({
    queryKey: ['news', { enable: true, valid_for_date: today }],
    queryFn: () => api<Page<News>>('news/', { query: { enable: true, valid_for_date: today } }),
  });

export const documentsQuery = queryOptions({
  queryKey: ['document'],
  queryFn: () => api<Page<CompanyDocument>>('document/'),
});

export function documentFileUrl(id: number): string {
  return `/api/document/${id}/file/`;
}

export type LeaveTotals = { draft: number; submitted: number; accepted: number; refused: number };

/** spec/1 §2 "leave recap since January 1st": the user's days per status from 1 January to today. */
export const leaveRecapQuery = (owner: number, today: string) =>
  queryOptions({
    queryKey: ['leave', 'totals', { owner, begin_date: `${today.slice(0, 4)}-01-01`, end_date: today }],
    queryFn: () =>
      api<LeaveTotals>('leave/totals/', {
        query: { owner, begin_date: `${today.slice(0, 4)}-01-01`, end_date: today },
      }),
  });
