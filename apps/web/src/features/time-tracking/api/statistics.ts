import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { TIME_TRACKING_KEY } from './keys';
import type { TimeStatistics } from './types';

/** `date_max` is exclusive (spec/2 §7.4: "for synthesis the end is the day after"). */
export const statisticsQuery = (range: { date_min: string; date_max: string }) =>
  queryOptions({
    queryKey: [...TIME_TRACKING_KEY, 'statistics', range],
    queryFn: ({ signal }) => api<TimeStatistics>('time-entry/statistics/', { query: range, signal }),
    placeholderData: keepPreviousData,
  });
