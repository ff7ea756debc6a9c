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
