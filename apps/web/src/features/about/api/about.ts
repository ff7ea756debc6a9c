import type { InfoOut } from '@staff/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const versionQuery = queryOptions({
  queryKey: ['info'],
  queryFn: () => api<InfoOut>('info/', { authEvents: false }),
  staleTime: Number.POSITIVE_INFINITY,
});
