import { type ExpenseClaimStatus, monthBounds } from '@staff/shared';

/**
 * How the expense PDF and exports write figures, French style (docs/decisions/exports.md "Expense PDF and exports"): a
 * comma before the cents, a space between thousands (a plain one: the PDF's built-in Helvetica and every CSV reader
 * take it).
 */
export function frenchAmount(cents: number, options: { grouped?: boolean } = {}): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const units = String(Math.floor(abs / 100));
  const grouped = options.grouped === false ? units : units.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${sign}${grouped},${String(abs % 100).padStart(2, '0')}`;
}

/** "1 234,56 €". */
export const frenchEuros = (cents: number) => `${frenchAmount(cents)} €`;

/** Km kept in hundredths: "123,5" → "123,50". */
export const frenchKm = (hundredths: number) => frenchAmount(hundredths);

/** A per-km rate kept in thousandths of a euro: "0,636 €". */
export const frenchRate = (millis: number) =>
  `${Math.floor(millis / 1000)},${String(millis % 1000).padStart(3, '0')} €`;

/** A rate in basis points: "5,5 %", "20 %". */
export const frenchPercent = (bp: number) => `${String(bp / 100).replace('.', ',')} %`;

/** "11/2026" of a claim's month (its first day). */
export const frenchMonth = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;

/** The last day of a claim's month: the date of its journal entries. */
export const lastDayOfMonth = (month: string) => monthBounds(month).last;

export const FRENCH_STATUS: Record<ExpenseClaimStatus, string> = {
  draft: 'Brouillon',
  submitted: 'Envoyée',
  accepted: 'Acceptée',
  refused: 'Refusée',
  payed: 'Payée',
  suspended: 'Suspendue',
};
