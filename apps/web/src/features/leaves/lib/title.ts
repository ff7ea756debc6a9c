import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { leaveQuery } from '../api/leaves';
import { useLeaveFormat } from './format';

/**
 * The tab title of one leave's page: its type and dates when it reads as a summary (viewed, or not editable), "Edit
 * the leave" when it is a form; undefined while it loads. The query is the page's own (same key, one request).
 */
export function useLeaveTitle(id: number, mode: 'view' | 'update'): string | undefined {
  const { t } = useTranslation();
  const format = useLeaveFormat();
  const { data: leave } = useQuery({ ...leaveQuery(id), meta: { silent: true } });
  if (!leave) return undefined;
  return mode === 'view' || !leave.editable ? format.heading(leave) : t('leaves.detail.updateTitle');
}
