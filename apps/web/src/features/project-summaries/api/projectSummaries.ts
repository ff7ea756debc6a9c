import type * as Shared from '@staff/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { downloadFile } from '../../../lib/download';
import type { Page } from '../../../lib/types';

/** Every summary lives under one key: a project's budget saved elsewhere refreshes them all. */
const SUMMARIES_KEY = ['project-summaries'] as const;

/** The query of a call as the web sends it: the schema's defaults are optional here. */
type Sent<Q> = Partial<Q> & { from: string; to: string; include_submitted: boolean };

/** One paged summary (spec/2 §7.3): the previous page stays on screen while the next one is read. */
const summaryPage = <Row, Q>(path: string, params: Sent<Q>) =>
  queryOptions({
    queryKey: [...SUMMARIES_KEY, path, params],
    queryFn: ({ signal }) => api<Page<Row>>(path, { query: params, signal }),
    placeholderData: keepPreviousData,
  });

/** GET project-summary-customer/: one row per customer. */
export const customerSummaryQuery = (params: Sent<Shared.CustomerSummaryQuery>) =>
  summaryPage<Shared.CustomerSummaryRow, Shared.CustomerSummaryQuery>('project-summary-customer/', params);

/** GET project-summary-salary/: one row per employee. */
export const salarySummaryQuery = (params: Sent<Shared.SalarySummaryQuery>) =>
  summaryPage<Shared.SalarySummaryRow, Shared.SalarySummaryQuery>('project-summary-salary/', params);

/** GET projects-summary/: one row per project (one customer's with `customer_id`). */
export const projectsSummaryQuery = (params: Sent<Shared.ProjectsSummaryQuery>) =>
  summaryPage<Shared.ProjectSummaryRow, Shared.ProjectsSummaryQuery>('projects-summary/', params);

/** GET project-summary-activities/: the activities a figure is made of. */
export const summaryActivitiesQuery = (params: Sent<Shared.SummaryActivitiesQuery>) =>
  summaryPage<Shared.SummaryActivityRow, Shared.SummaryActivitiesQuery>('project-summary-activities/', params);

/** GET project-summary-datatable/: the figures behind one row, as a table (`chart` 0) or month by month (1). */
export const summaryDatatableQuery = (params: Sent<Shared.SummaryDatatableQuery>) =>
  queryOptions({
    queryKey: [...SUMMARIES_KEY, 'datatable', params],
    queryFn: ({ signal }) => api<Shared.SummaryDatatableOut>('project-summary-datatable/', { query: params, signal }),
    placeholderData: keepPreviousData,
  });

/** GET project-view/{id}/ on a period, or on its default (the 12 months ending this month). */
export const projectViewQuery = (id: number, params: Partial<Sent<object>>) =>
  queryOptions({
    queryKey: [...SUMMARIES_KEY, 'project-view', id, params],
    queryFn: ({ signal }) => api<Shared.ProjectViewOut>(`project-view/${id}/`, { query: params, signal }),
    placeholderData: keepPreviousData,
  });

/** The export's file name when the answer gives none (the server's always does, by Content-Disposition). */
export const exportFallbackName = ({ kind, from, to }: Pick<Shared.SummaryExportQuery, 'kind' | 'from' | 'to'>) =>
  `synthese-projets-${kind === 'customer' ? 'clients' : 'salaries'}_${from}_${to}.xlsx`;

/** GET export/projects-summary/: the XLSX downloaded under the server's name; answers that name. */
export const downloadSummaryExport = (
  params: Sent<Shared.SummaryExportQuery> & Pick<Shared.SummaryExportQuery, 'kind'>,
) => downloadFile('export/projects-summary/', exportFallbackName(params), params);
