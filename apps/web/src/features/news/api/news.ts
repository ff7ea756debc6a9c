import type { NewsInput, NewsOut } from '@staff/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Page } from '../../../lib/types';

/** A news item and the modal's body: the shared contract's types (`@staff/shared`, news/). */
export type News = NewsOut;
export type { NewsInput };

export type NewsListParams = {
  limit: number;
  offset: number;
  ordering: string;
  search: string;
  title?: string;
  enable?: boolean;
};

// The dashboard's news query shares the `news` root: a write refreshes it too.
const newsKey = ['news'] as const;

export const newsListQuery = (params: NewsListParams) =>
  queryOptions({
    queryKey: [...newsKey, 'management', params],
    queryFn: () => api<Page<News>>('news/', { query: params }),
    placeholderData: keepPreviousData,
  });

/** Creates (no id) or edits (id) a news item; the form shows the server's field errors itself. */
export function useSaveNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: NewsInput }) =>
      id === null ? api<News>('news/', { method: 'POST', body }) : api<News>(`news/${id}/`, { method: 'PUT', body }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsKey }),
  });
}

export function useDeleteNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(`news/${id}/`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsKey }),
  });
}
