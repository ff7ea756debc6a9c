import type {
  QuestionWellnessOut,
  SurveyAnswerInput,
  SurveyInput,
  SurveyOut,
  SurveyResultsOut,
  WellnessAverageOut,
  WellnessEntryOut,
  WellnessListQuery,
  WellnessReadOut,
  WellnessSettingsOut,
  WellnessTodayOut,
  WellnessTrendOut,
} from '@staff/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/me';
import type { Page } from '../../../lib/types';

/** Every wellness query lives under one key: a mark or an answer sent refreshes the charts, lists and banner. */
export const WELLNESS_KEY = ['wellness'] as const;

/** The banner's question: has the user given today's mark yet. */
export const todayMarkQuery = () =>
  queryOptions({
    queryKey: [...WELLNESS_KEY, 'today'],
    queryFn: ({ signal }) => api<WellnessTodayOut>('wellness/today/', { signal }),
  });

/** The day's mark from the banner (spec/2 §7.5 POST wellness: owner, mark, wellness_period). */
export function useSendDayMark() {
  const me = useCurrentUser();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mark: number) =>
      api('wellness/', { method: 'POST', body: { owner: me.id, mark, wellness_period: 'wellness_d_day' } }),
    onSuccess: () => client.invalidateQueries({ queryKey: WELLNESS_KEY }),
  });
}

/** The average query's parameters (spec/2 §7.5, spec/3 §7): a span of months and whose marks. */
export type AverageParams = {
  date_month_begin: string;
  date_month_end: string;
  average_period?: string;
  owner?: number;
  is_for_team?: boolean;
  service?: number;
};

export const averagesQuery = (params: AverageParams) =>
  queryOptions({
    queryKey: [...WELLNESS_KEY, 'averages', params],
    queryFn: ({ signal }) => api<WellnessAverageOut[]>('wellness/average_by_period/', { query: params, signal }),
    placeholderData: keepPreviousData,
  });

/** GET wellness/ (spec/3 §7): the entries, paged, with the management screen's filters. */
export type EntryParams = Partial<Omit<WellnessListQuery, 'limit' | 'offset'>> & { limit: number; offset: number };

export const entriesQuery = (params: EntryParams) =>
  queryOptions({
    queryKey: [...WELLNESS_KEY, 'entries', params],
    queryFn: ({ signal }) => api<Page<WellnessEntryOut>>('wellness/', { query: params, signal }),
    placeholderData: keepPreviousData,
  });

/** HR: the teams whose average fell by a point or more over two months. */
export const trendsQuery = () =>
  queryOptions({
    queryKey: [...WELLNESS_KEY, 'trends'],
    queryFn: ({ signal }) => api<WellnessTrendOut[]>('wellness/trends/', { signal }),
  });

/** The surveys the user received by mail (spec/2 §7.5 GET wellness/question_wellness/), newest first. */
export const receivedSurveysQuery = () =>
  queryOptions({
    queryKey: [...WELLNESS_KEY, 'received'],
    queryFn: ({ signal }) => api<QuestionWellnessOut>('wellness/question_wellness/', { signal }),
  });

/** Who of HR read the user's own marks, and when (the privacy model's record, docs/decisions/wellness.md). */
export const readsQuery = () =>
  queryOptions({
    queryKey: [...WELLNESS_KEY, 'reads'],
    queryFn: ({ signal }) => api<Page<WellnessReadOut>>('wellness/read_log/', { signal }),
  });

export function useAnswerSurvey(surveyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SurveyAnswerInput) => api(`wellness/survey/${surveyId}/answer/`, { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: WELLNESS_KEY }),
  });
}

/** HR's surveys, drafts and sent, newest first. */
export const surveysQuery = () =>
  queryOptions({
    queryKey: [...WELLNESS_KEY, 'surveys'],
    queryFn: ({ signal }) => api<Page<SurveyOut>>('wellness/survey/', { query: { limit: 100 }, signal }),
  });

/** HR: one survey's results by question, or how many answered while fewer than 5 did. */
export const surveyResultsQuery = (surveyId: number) =>
  queryOptions({
    queryKey: [...WELLNESS_KEY, 'surveys', surveyId, 'results'],
    queryFn: ({ signal }) => api<SurveyResultsOut>(`wellness/survey/${surveyId}/results/`, { signal }),
  });

/** HR writes a survey and sends it at once, to a service or the whole company (null): two calls, as the routes are. */
export function useSendSurvey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ survey, service }: { survey: SurveyInput; service: number | null }) => {
      const created = await api<SurveyOut>('wellness/survey/', { method: 'POST', body: survey });
      return api<SurveyOut>(`wellness/survey/${created.id}/wellness_mail/`, { method: 'POST', body: { service } });
    },
    onSettled: () => client.invalidateQueries({ queryKey: WELLNESS_KEY }),
  });
}

/** The company's services, for the filters and the survey's recipients (GET service/, spec/3 §7). */
export const servicesQuery = () =>
  queryOptions({
    queryKey: [...WELLNESS_KEY, 'services'],
    queryFn: ({ signal }) =>
      api<Page<{ id: number; name: string }>>('service/', { query: { limit: 1000, ordering: 'name' }, signal }),
    staleTime: 60_000,
  });

/** How many months the company keeps individual marks (GET wellness/settings/, HR's). */
export const settingsQuery = () =>
  queryOptions({
    queryKey: [...WELLNESS_KEY, 'settings'],
    queryFn: ({ signal }) => api<WellnessSettingsOut>('wellness/settings/', { signal }),
  });

/** PUT wellness/settings/: the answer goes into the cache as it is, nothing else changes at once. */
export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (retention_months: number) =>
      api<WellnessSettingsOut>('wellness/settings/', { method: 'PUT', body: { retention_months } }),
    onSuccess: (saved) => client.setQueryData(settingsQuery().queryKey, saved),
  });
}
