import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Page } from '../../../lib/types';
import type { Project, Tag } from './types';

/** The projects a user may put time on: the projects module's `for_me` list (spec/2 §7.4), searched by name. */
export const myProjectsQuery = (name: string) =>
  queryOptions({
    queryKey: ['project', 'for_me', name],
    queryFn: ({ signal }) =>
      api<Page<Project>>('project/', { query: { for_me: true, name: name || undefined, limit: 20 }, signal }),
  });

/** spec/2 §7.4 "POST project: name, owner": a project of the user's own, created from the picker's search. */
export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api<Project>('project/', { method: 'POST', body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['project'] }),
  });
}

/** The company's tags, by name. */
export const tagsQuery = (search: string) =>
  queryOptions({
    queryKey: ['time-tag', search],
    queryFn: ({ signal }) => api<Page<Tag>>('tag/', { query: { search: search || undefined }, signal }),
  });
