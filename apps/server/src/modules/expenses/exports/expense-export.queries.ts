import { EXPORTED_EXPENSE_CLAIM_STATUSES, type ExpenseClaimStatus } from '@staff/shared';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { inCompany } from '../../../db/tenancy';
import { foldedColumn } from '../../../platform/text-sort';
import { inScope, type ValidatorScope } from '../../../platform/validators';
import { users } from '../../users/users.tables';
import { expenseClaims } from '../expenses.tables';

/** A receipt as the exports read it: cents, basis points, the type's account and label, the customer's name. */
export type ExportedReceipt = {
  id: number;
  date: string;
  type_label: string;
  accounting_number: string;
  seller: string;
  person: string | null;
  customer_name: string;
  total_cents: number;
  is_rebillable: boolean;
  taxes: { rate_bp: number; tf_cents: number; vat_cents: number }[];
};

/** A travel expense as the exports read it: km in hundredths, the rate in thousandths of a euro per km. */
export type ExportedTravel = {
  id: number;
  date: string;
  place: string;
  vehicle_name: string;
  customer_name: string;
  mileage_hundredths: number;
  rate_millis: number;
  total_cents: number;
};

/** One claim with everything an export writes of it. */
export type ExportedClaim = {
  id: number;
  /** The first day of the month. */
  month: string;
  status: ExpenseClaimStatus;
  number_meals: number;
  transport_cost_cents: number;
  first_name: string;
  last_name: string;
  employee_number: string | null;
  receipts: ExportedReceipt[];
  travels: ExportedTravel[];
};

/**
 * Far above a month of any company (the bench's 500 claims × 10 lines take a few MB), low enough that "every month"
 * of a large company cannot hold the process's memory: beyond it the export asks for a month.
 */
export const EXPORT_CLAIMS_MAX = 5_000;

// The lines of the claim of the outer row, as JSON, inside the same statement: a month of any size is one round trip,
// and each subquery filters on the company as every query on company data does.
const receiptsJson = sql<ExportedReceipt[]>`coalesce((
  select json_agg(json_build_object(
    'id', i.id, 'date', i.date, 'type_label', t.label, 'accounting_number', t.accounting_number,
    'seller', i.seller, 'person', i.person, 'customer_name', cu.name, 'total_cents', i.total_cents,
    'is_rebillable', i.is_rebillable,
    'taxes', coalesce((
      select json_agg(json_build_object('rate_bp', x.rate_bp, 'tf_cents', x.tf_cents, 'vat_cents', x.vat_cents)
        order by x.rate_bp, x.id)
      from invoice_taxes x where x.invoice_id = i.id and x.company_id = i.company_id
    ), '[]'::json)
  ) order by i.date, i.id)
  from invoices i
  join types_of_expense t on t.id = i.type_of_expense_id and t.company_id = i.company_id
  join customers cu on cu.id = i.customer_id and cu.company_id = i.company_id
  where i.expense_claim_id = ${expenseClaims.id} and i.company_id = ${expenseClaims.company_id}
), '[]'::json)`;

const travelsJson = sql<ExportedTravel[]>`coalesce((
  select json_agg(json_build_object(
    'id', v.id, 'date', v.date, 'place', v.place, 'vehicle_name', tv.name, 'customer_name', cu.name,
    'mileage_hundredths', v.mileage_hundredths, 'rate_millis', v.rate_millis, 'total_cents', v.total_cents
  ) order by v.date, v.id)
  from travel_expenses v
  join types_of_vehicle tv on tv.id = v.type_of_vehicle_id and tv.company_id = v.company_id
  join customers cu on cu.id = v.customer_id and cu.company_id = v.company_id
  where v.expense_claim_id = ${expenseClaims.id} and v.company_id = ${expenseClaims.company_id}
), '[]'::json)`;

export type ExportFilter = {
  companyId: number;
  viewerId: number;
  /** Whose claims the viewer validates (expenses_claims.validate). */
  scope: ValidatorScope;
  /** YYYY-MM, or undefined for every month. */
  forMonth?: string;
};

/**
 * The claims an export writes (spec/3 §2 "Export"): accepted or paid, of the viewer's company, of the people the viewer
 * validates (never their own), of one month or all, by month then owner; with their receipts, tax lines and travel
 * expenses, in ONE statement whatever the month's size. At most EXPORT_CLAIMS_MAX + 1 rows: the caller refuses more.
 */
export async function claimsToExport(db: Db, filter: ExportFilter): Promise<ExportedClaim[]> {
  const rows = await db
    .select({
      id: expenseClaims.id,
      month: expenseClaims.month,
      status: expenseClaims.status,
      number_meals: expenseClaims.number_meals,
      transport_cost_cents: expenseClaims.transport_cost_cents,
      first_name: users.first_name,
      last_name: users.last_name,
      employee_number: users.employee_number,
      receipts: receiptsJson,
      travels: travelsJson,
    })
    .from(expenseClaims)
    .innerJoin(users, and(eq(users.id, expenseClaims.owner_id), eq(users.company_id, expenseClaims.company_id)))
    .where(
      inCompany(expenseClaims, filter.companyId, [
        inArray(expenseClaims.status, [...EXPORTED_EXPENSE_CLAIM_STATUSES]),
        filter.forMonth ? eq(expenseClaims.month, `${filter.forMonth}-01`) : undefined,
        inScope(filter.scope, expenseClaims.owner_id),
        ne(expenseClaims.owner_id, filter.viewerId),
      ]),
    )
    .orderBy(expenseClaims.month, foldedColumn(users.last_name), foldedColumn(users.first_name), expenseClaims.id)
    .limit(EXPORT_CLAIMS_MAX + 1);
  return rows;
}
