import {
  EXPENSE_JOURNAL_ACCOUNTS as ACCOUNTS,
  claimTotals,
  EXPENSE_JOURNAL_CODE,
  frenchAmount,
  monthBounds,
  monthNumberYear,
  sumCents,
  toFrenchDate,
} from '@staff/shared';
import { type CsvCell, csvField, csvNumber, frenchCsv } from '../../exports';
import type { ExportedClaim } from './expense-export.queries';

/** One line of the journal: a debit or a credit (the other is 0) on one account, for one claim (its piece). */
export type JournalLine = {
  date: string;
  account: string;
  label: string;
  debit: number;
  credit: number;
  piece: string;
};

/**
 * The accounting entries of one claim (docs/api-expense-exports.md "expense-journal"), all dated the last day of its
 * month under one piece number:
 * - each receipt: its HT debited to its type of expense's account, its VAT to deductible VAT (445660);
 * - each travel expense, and the month's transport cost: debited to travel (625100);
 * - the employee's payable (421000) credited with the claim's total.
 * The receipt's debits are its total exactly (a total its tax lines do not cover goes to HT), so every claim balances.
 * Lines of 0 are left out.
 */
export function journalLinesOf(claim: ExportedClaim): JournalLine[] {
  // The last day of the claim's month: the date of its entries.
  const date = monthBounds(claim.month).last;
  const piece = `${EXPENSE_JOURNAL_CODE}-${claim.month.slice(0, 7)}-${claim.id}`;
  const who = `${claim.last_name} ${claim.first_name}`.trim();
  const period = monthNumberYear(claim.month);
  const lines: JournalLine[] = [];
  const debit = (account: string, label: string, cents: number) => {
    if (cents !== 0) lines.push({ date, account, label, debit: cents, credit: 0, piece });
  };
  for (const receipt of claim.receipts) {
    const vat = sumCents(receipt.taxes.map((t) => t.vat_cents));
    const label = `NDF ${who} ${period} - ${receipt.type_label} ${receipt.seller}`;
    debit(receipt.accounting_number, label, receipt.total_cents - vat);
    debit(ACCOUNTS.deductibleVat, `${label} - TVA`, vat);
  }
  for (const travel of claim.travels) {
    debit(ACCOUNTS.travel, `NDF ${who} ${period} - Indemnités kilométriques ${travel.place}`, travel.total_cents);
  }
  const totals = claimTotals({
    receipts: claim.receipts.map((r) => ({ total: r.total_cents })),
    travels: claim.travels.map((t) => ({ total: t.total_cents })),
    transportCost: claim.transport_cost_cents,
  });
  // The total counts a positive transport cost only (shared totals.ts): so does its debit.
  if (claim.transport_cost_cents > 0) debit(ACCOUNTS.travel, `NDF ${who} ${period} - Transport`, totals.transportCost);
  if (totals.total !== 0) {
    lines.push({
      date,
      account: ACCOUNTS.employeePayable,
      label: `NDF ${who} ${period}`,
      debit: 0,
      credit: totals.total,
      piece,
    });
  }
  return lines;
}

const COLUMNS = ['Journal', 'Date', 'Compte', 'Libellé', 'Débit', 'Crédit', 'Pièce'];

// The CSV field writer is every export's (modules/exports/csv.ts); re-exported for this module's callers.
export { csvField };

const amount = (cents: number): CsvCell => (cents ? csvNumber(frenchAmount(cents, { grouped: false })) : '');

/**
 * The journal as French Excel opens it: UTF-8 with a BOM, `;` between fields, decimal comma, CRLF line ends. Every
 * cell goes through the one CSV writer: an account number or a label typed `=HYPERLINK("…";"…")` stays one text cell.
 */
export function journalCsv(claims: readonly ExportedClaim[]): string {
  const rows: CsvCell[][] = [];
  for (const claim of claims) {
    for (const line of journalLinesOf(claim)) {
      rows.push([
        EXPENSE_JOURNAL_CODE,
        toFrenchDate(line.date),
        line.account,
        line.label,
        amount(line.debit),
        amount(line.credit),
        line.piece,
      ]);
    }
  }
  return frenchCsv(COLUMNS, rows);
}
