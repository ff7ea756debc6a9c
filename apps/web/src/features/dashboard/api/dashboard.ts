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
