import { formatNumber } from '@staff/shared';
import type { TFunction } from 'i18next';

/**
 * "Displaying N rows out of total" under a table. A total the server marks as an estimate (`count_is_estimate`: a list
 * too long to count on every page, over 10,000 leaves) reads "out of about 45,000".
 */
export function paginationLabel(
  t: TFunction,
  language: string,
  page: { from: number; to: number; totalRecords: number | undefined },
  totalIsEstimate = false,
): string {
  const total = page.totalRecords ?? 0;
  const count = total ? page.to - page.from + 1 : 0;
  const key = totalIsEstimate ? 'table.displayingAbout' : 'table.displaying';
  return t(key, { count, total: totalIsEstimate ? formatNumber(total, language, 0) : total });
}
