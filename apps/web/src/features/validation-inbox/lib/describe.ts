import { formatEuros, formatNumber, hoursMinutes, type InboxItemOut } from '@staff/shared';
import type { TFunction } from 'i18next';
import { formatDate } from '../../../lib/dates';
import { INBOX_KIND_SPECS, wordsOf } from './kinds';

/** "mai 2026" for a monthly document, "du 04/02/2031 au 05/02/2031" for a span of days (one day too, as the leaves say). */
export function periodOf(t: TFunction, item: InboxItemOut, language: string): string {
  if (INBOX_KIND_SPECS[item.kind].monthly) return wordsOf(item, language).month;
  return t('validationInbox.span', { begin: formatDate(item.begin), end: formatDate(item.end) });
}

/** "3 h 00" kept on one line. */
const unbroken = (text: string) => text.replace(/ /g, '\u00a0');

/** The figure that matters: a leave's days, a report's worked days and overtime, a claim's total. */
export function figureOf(t: TFunction, item: InboxItemOut, language: string): string {
  switch (item.kind) {
    case 'leave':
    case 'leave_cancellation': {
      const days = t('validationInbox.figures.days', {
        count: item.days ?? 0,
        days: formatNumber(item.days ?? 0, language),
      });
      // A leave in its approval circuit: the step the user decides (issue 28).
      return item.circuit ? `${days} · ${t('validationInbox.figures.circuitStep', item.circuit)}` : days;
    }
    case 'activity_report': {
      const worked = t('validationInbox.figures.worked', {
        count: item.days ?? 0,
        days: formatNumber(item.days ?? 0, language),
      });
      const minutes = item.overtime_minutes ?? 0;
      return minutes > 0
        ? `${worked} · ${t('validationInbox.figures.overtime', { hours: unbroken(hoursMinutes(minutes)) })}`
        : worked;
    }
    case 'expense_claim':
      return formatEuros(item.total ?? 0, language);
    case 'mission_order':
      return t('validationInbox.figures.travelRequest');
  }
}

/** "Congé d'Alice Martin, du … au …": one line of the bulk confirmation and of a failure's report. */
export const itemLabel = (t: TFunction, item: InboxItemOut, language: string) =>
  t('validationInbox.itemLabel', {
    kind: t(`validationInbox.kinds.${item.kind}`),
    name: wordsOf(item, language).name,
    period: periodOf(t, item, language),
  });
