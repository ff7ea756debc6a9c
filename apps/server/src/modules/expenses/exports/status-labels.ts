import type { ExpenseClaimStatus } from '@staff/shared';

/** A claim's status as the expense PDF and the XLSX export write it (their figures: @staff/shared's french.ts). */
export const FRENCH_STATUS: Record<ExpenseClaimStatus, string> = {
  draft: 'Brouillon',
  submitted: 'Envoyée',
  accepted: 'Acceptée',
  refused: 'Refusée',
  payed: 'Payée',
  suspended: 'Suspendue',
};
