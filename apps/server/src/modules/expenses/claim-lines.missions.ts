import {
  type InvoiceOut,
  type LineMissionOut,
  lineMissionCheck,
  type MissionCheckedLine,
  type TravelExpenseOut,
  toEuros,
} from '@staff/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { missionOrdersCovering, missionOrdersCoveringJson, ordersOfJson } from '../mission-orders';
import { typesOfExpense } from '../reference/reference.tables';
import { expenseClaims, invoices, travelExpenses } from './expenses.tables';

/*
 * Each line of a claim with its mission and the mission's limits it exceeds (issue 24, docs/decisions/mission-orders.md
 * "Expense claims and missions"): the accepted orders of the claim's owner for the lines' customers and days are read
 * in one statement for the whole claim, then the shared rule (mission-orders/limits.ts) checks each line.
 */

const asReceipt = (line: InvoiceOut): MissionCheckedLine => ({
  kind: 'receipt',
  date: line.date,
  customer: line.customer,
  typeLabel: line.type_of_expense_object.label,
  total: line.total,
});

const asTrip = (line: TravelExpenseOut): MissionCheckedLine => ({
  kind: 'trip',
  date: line.date,
  customer: line.customer,
  mileage: line.mileage,
});

/** The claim's receipts and trips, each with `mission` and `over_limits`; no statement for a claim without lines. */
export async function withMissions(
  db: Db,
  companyId: number,
  ownerId: number,
  lines: { invoices: InvoiceOut[]; travels: TravelExpenseOut[] },
): Promise<{
  invoices: (InvoiceOut & LineMissionOut)[];
  travels: (TravelExpenseOut & LineMissionOut)[];
}> {
  const checked = [...lines.invoices.map(asReceipt), ...lines.travels.map(asTrip)];
  const dates = checked.map((l) => l.date).sort();
  const orders =
    checked.length === 0
      ? []
      : await missionOrdersCovering(db, companyId, {
          ownerId,
          customerIds: [...new Set(checked.map((l) => l.customer))],
          from: dates[0] as string,
          to: dates[dates.length - 1] as string,
        });
  return {
    invoices: lines.invoices.map((line) => ({ ...line, ...lineMissionCheck(asReceipt(line), orders) })),
    travels: lines.travels.map((line) => ({ ...line, ...lineMissionCheck(asTrip(line), orders) })),
  };
}

/** A line of a claim in a mission, as `missionLinesOfClaim` gives it: the shared check's fields and its orders. */
type MissionLineRow = {
  kind: 'receipt' | 'trip';
  date: string;
  customer: number;
  type_label: string | null;
  total_cents: number;
  mileage_hundredths: number;
  orders: Parameters<typeof ordersOfJson>[0];
};

/** The orders covering a line of the claim of the list's row: its owner's, for the line's customer and date. */
const ordersOfLine = (line: typeof invoices | typeof travelExpenses) =>
  missionOrdersCoveringJson({
    companyId: expenseClaims.company_id,
    ownerId: expenseClaims.owner_id,
    customerId: line.customer_id,
    date: line.date,
  });

/**
 * For the claims list's marker (accounting's back office): a column of the list's own statement holding, per claim,
 * its receipts and trips dated in one of its owner's missions, each with the orders covering it (JSON; null when no
 * line is in a mission). `overLimitLinesOf` runs the shared check on them: the rule stays in one place.
 */
export const missionLinesOfClaim: SQL<MissionLineRow[] | null> = sql`(SELECT json_agg(l) FROM (
  SELECT 'receipt' AS kind, ${invoices.date} AS date, ${invoices.customer_id} AS customer,
    ${typesOfExpense.label} AS type_label, ${invoices.total_cents} AS total_cents, 0 AS mileage_hundredths,
    ${ordersOfLine(invoices)} AS orders
  FROM ${invoices} JOIN ${typesOfExpense} ON ${typesOfExpense.id} = ${invoices.type_of_expense_id}
    AND ${typesOfExpense.company_id} = ${invoices.company_id}
  WHERE ${invoices.expense_claim_id} = ${expenseClaims.id} AND ${invoices.company_id} = ${expenseClaims.company_id}
  UNION ALL
  SELECT 'trip', ${travelExpenses.date}, ${travelExpenses.customer_id}, NULL, 0, ${travelExpenses.mileage_hundredths},
    ${ordersOfLine(travelExpenses)}
  FROM ${travelExpenses}
  WHERE ${travelExpenses.expense_claim_id} = ${expenseClaims.id} AND ${travelExpenses.company_id} = ${expenseClaims.company_id}
) l WHERE l.orders IS NOT NULL)`;

const checkedOf = (row: MissionLineRow): MissionCheckedLine =>
  row.kind === 'trip'
    ? { kind: 'trip', date: row.date, customer: row.customer, mileage: row.mileage_hundredths / 100 }
    : {
        kind: 'receipt',
        date: row.date,
        customer: row.customer,
        typeLabel: row.type_label ?? '',
        total: toEuros(row.total_cents),
      };

/** How many of a claim's lines exceed their mission's limits, from `missionLinesOfClaim`. */
export const overLimitLinesOf = (rows: readonly MissionLineRow[] | null): number =>
  (rows ?? []).filter((row) => lineMissionCheck(checkedOf(row), ordersOfJson(row.orders)).over_limits.length > 0)
    .length;
