import type { ActivityReportDetailOut } from '@staff/shared';

/**
 * What the send modal warns about (spec/1 §5 "Send modal messages", spec/2 §4.4), from the report's own figures: the
 * message code (under errors.codes.activity) and its count, in the spec's order. None: the month is complete.
 */
export type SendWarning = { code: 'unfilledDays' | 'excessDays' | 'overlapDays'; count: number };

export function sendWarnings(
  report: Pick<ActivityReportDetailOut, 'total' | 'excess_days' | 'overlap_days'>,
): SendWarning[] {
  const warnings: SendWarning[] = [];
  if (report.total.emptyDays > 0) warnings.push({ code: 'unfilledDays', count: report.total.emptyDays });
  if (report.excess_days > 0) warnings.push({ code: 'excessDays', count: report.excess_days });
  if (report.overlap_days > 0) warnings.push({ code: 'overlapDays', count: report.overlap_days });
  return warnings;
}

/** The wellness stars (spec/1 §9 "Wellness rating 1 to 5 stars"): none picked sends no mark. */
export const markToSend = (stars: number): number | null => (stars >= 1 && stars <= 5 ? stars : null);
