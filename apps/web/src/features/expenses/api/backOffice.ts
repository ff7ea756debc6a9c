import type { ExpenseClaimHistoryOut, ExportPluginOut } from '@staff/shared';
import { EXPORTED_EXPENSE_CLAIM_STATUSES } from '@staff/shared';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import { downloadFile } from '../../../lib/download';
import type { Page } from '../../../lib/types';
import { expenseClaimKeys, expenseClaimListQuery } from './claims';

/**
 * The back office's own calls on expense claims (spec/3 §2, §7): a claim's history, its PDF or ZIP, and the exports.
 * The list and the status changes are the owner's (api/claims.ts), under the same root key, so that a change made
 * here refreshes the owner's pages too.
 */

/** The export modal's preview (spec/3 §2): three of the month's exported claims, and how many there are. */
export const EXPORT_PREVIEW_SIZE = 3;
export const exportPreviewQuery = (month: string | null) =>
  expenseClaimListQuery({
    for_month: month ?? undefined,
    status: EXPORTED_EXPENSE_CLAIM_STATUSES.join(','),
    limit: EXPORT_PREVIEW_SIZE,
    ordering: 'owner',
  });

export type ExpenseClaimHistoryEntry = z.infer<typeof ExpenseClaimHistoryOut>[number];

/** GET expense-claim/{id}/history/: who changed the claim, when, and what (oldest first). */
export const expenseClaimHistoryQuery = (id: number) =>
  queryOptions({
    queryKey: [...expenseClaimKeys.all, 'history', id],
    queryFn: ({ signal }) => api<ExpenseClaimHistoryEntry[]>(`expense-claim/${id}/history/`, { signal }),
  });

/** GET export-plugin/?module=expense: one export button per plugin the company has enabled. */
export const expenseExportPluginsQuery = () =>
  queryOptions({
    queryKey: ['export-plugin', 'expense'],
    queryFn: ({ signal }) => api<Page<ExportPluginOut>>('export-plugin/', { query: { module: 'expense' }, signal }),
    staleTime: 5 * 60_000,
  });

/** GET /pdf/expense-claim/{id}: the claim's PDF, or with `zip` the PDF and every attachment; named by the server. */
export const downloadExpenseClaim = (id: number, zip: boolean) =>
  downloadFile(
    `pdf/expense-claim/${id}`,
    `expense_claim_${id}.${zip ? 'zip' : 'pdf'}`,
    zip ? { pdf: 1, with_attachments: 1 } : { pdf: 1 },
  );

/**
 * GET /exports/expense-claims/{pluginId}/?for_month=YYYY-MM (empty: every month). The file is named by
 * Content-Disposition, else "month plus module plus format" (spec/3 §7).
 */
export const downloadExpenseExport = (plugin: ExportPluginOut, month: string | null) =>
  downloadFile(
    `exports/expense-claims/${encodeURIComponent(plugin.id)}/`,
    `${month ?? 'all'}_${plugin.module}.${plugin.format}`,
    { for_month: month ?? '' },
  );
