import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Page } from '../../../lib/types';

export type News = {
  id: number;
  title: string;
  /** HTML sanitized by the server (sanitize-html) before it is stored. */
  content: string;
  publication_date: string;
  expiration_date: string | null;
  enable: boolean;
};

export type CompanyDocument = {
  id: number;
  title: string;
  description: string | null;
  file_name: string;
  size: number;
  content_type: string;
  created: string;
};

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
