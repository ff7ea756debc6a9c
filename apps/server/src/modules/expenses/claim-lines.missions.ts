import {
  type InvoiceOut,
  type LineMissionOut,
  lineMissionCheck,
  type MissionCheckedLine,
  type TravelExpenseOut,
} from '@staff/shared';
import type { Db } from '../../db/client';
import { missionOrdersCovering } from '../mission-orders';

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
