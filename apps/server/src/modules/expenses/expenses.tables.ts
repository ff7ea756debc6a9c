import type { ExpenseClaimStatus } from '@staff/shared';
import { type SQLWrapper, sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import {
  companyColumn,
  createdAndModified,
  historyEntryColumns,
  monthlyDocumentColumns,
  monthlyDocumentIndexes,
} from '../../db/columns';
import { storedFiles } from '../../platform/files/files.tables';
import { customers } from '../projects/projects.tables';
import { taxRates, typesOfExpense, typesOfVehicle } from '../reference/reference.tables';
import { users } from '../users/users.tables';

/**
 * Expense claims (spec/1 §3 "ExpenseClaim", "Invoice", "TravelExpense"; spec/3 §3). Money in whole cents, km in
 * hundredths, rates in basis points (VAT) or thousandths of a euro (per km): every sum is exact (shared
 * expenses/money.ts). Every table carries company_id: each query filters on it, and the company erase finds them.
 */

/** A line, file or history entry of a claim: its company and its claim, with which it is deleted. */
const ofClaim = () => ({
  id: serial('id').primaryKey(),
  company_id: companyColumn(),
  expense_claim_id: integer('expense_claim_id')
    .notNull()
    .references(() => expenseClaims.id, { onDelete: 'cascade' }),
});

/** The customer a receipt or a travel is for (re-billed to). */
const customerColumn = () =>
  integer('customer_id')
    .notNull()
    .references(() => customers.id);

/** A claim's total in cents on its row, as its lines and transport cost make it (spec/3 §2): the lists' sort key. */
export const claimTotalKey = (t: { lines_cents: SQLWrapper; transport_cost_cents: SQLWrapper }) =>
  sql`(${t.lines_cents} + greatest(${t.transport_cost_cents}, 0))`;

/** One employee's month of expenses: one per owner and month, the unique index says it atomically. */
export const expenseClaims = pgTable(
  'expense_claims',
  {
    ...monthlyDocumentColumns(),
    status: text('status').$type<ExpenseClaimStatus>().notNull().default('draft'),
    number_meals: smallint('number_meals').notNull().default(0),
    /** The month's public transport cost (a pass), in cents. */
    transport_cost_cents: integer('transport_cost_cents').notNull().default(0),
    comment: text('comment'),
    /**
     * The sum of its receipts and travel expenses, in cents: the lists' sort key for the totals, kept by every change
     * of its lines (claim-lines.ts changeClaimLines), so that a month sorted by total reads its page from an index
     * instead of summing every claim's lines (issue 30). The answers' totals are still summed from the lines.
     */
    lines_cents: integer('lines_cents').notNull().default(0),
    /** Where the month's expenses were made (spec/1 §3), one line; null when not said. */
    place: text('place'),
    /** Why a validator refused it, while it is refused (issue 25): cleared by the next status change, as a leave's. */
    refusal_reason: text('refusal_reason'),
    ...createdAndModified(),
  },
  (t) => [
    ...monthlyDocumentIndexes('expense_claims', t),
    index('expense_claims_company_month_total_idx').on(t.company_id, t.month, claimTotalKey(t)),
  ],
);

/**
 * Every creation and change of a claim (spec/3 §4 "The submit date of a submitted claim is read from its history"):
 * the leaves' shape, change_message holding the changed fields ({ status: 'submitted' }).
 */
export const expenseClaimHistory = pgTable(
  'expense_claim_history',
  {
    ...ofClaim(),
    ...historyEntryColumns(),
  },
  (t) => [index('expense_claim_history_claim_idx').on(t.expense_claim_id, t.action_time)],
);

/** A receipt (spec/1 §3 "Invoice"). */
export const invoices = pgTable(
  'invoices',
  {
    ...ofClaim(),
    date: date('date', { mode: 'string' }).notNull(),
    type_of_expense_id: integer('type_of_expense_id')
      .notNull()
      .references(() => typesOfExpense.id),
    person: text('person'),
    seller: text('seller').notNull(),
    customer_id: customerColumn(),
    total_cents: integer('total_cents').notNull(),
    is_rebillable: boolean('is_rebillable').notNull().default(false),
    ...createdAndModified(),
  },
  (t) => [
    index('invoices_claim_idx').on(t.expense_claim_id, t.date),
    // Whether a type of expense or a customer is in use (they cannot be deleted then).
    index('invoices_type_idx').on(t.type_of_expense_id),
    index('invoices_customer_idx').on(t.customer_id),
  ],
);

/** A VAT line of a receipt (spec/1 §3 "InvoiceTax line"): the rate as it was when saved, HT and VAT in cents. */
export const invoiceTaxes = pgTable(
  'invoice_taxes',
  {
    id: serial('id').primaryKey(),
    company_id: companyColumn(),
    invoice_id: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    /** The company's rate picked; null for the zero-rate line of a receipt without tax. */
    tax_id: integer('tax_id').references(() => taxRates.id, { onDelete: 'set null' }),
    /** The rate in basis points (550 = 5.5 %). */
    rate_bp: integer('rate_bp').notNull(),
    tf_cents: integer('tf_cents').notNull(),
    vat_cents: integer('vat_cents').notNull(),
  },
  (t) => [
    index('invoice_taxes_invoice_idx').on(t.invoice_id),
    // Whether a rate is in use (it cannot be deleted then), asked for each rate of the list.
    index('invoice_taxes_tax_idx').on(t.tax_id),
  ],
);

/** A travel expense by road (spec/1 §3 "TravelExpense"): the km, the vehicle's rate when saved and the total. */
export const travelExpenses = pgTable(
  'travel_expenses',
  {
    ...ofClaim(),
    date: date('date', { mode: 'string' }).notNull(),
    place: text('place').notNull(),
    mileage_hundredths: integer('mileage_hundredths').notNull(),
    customer_id: customerColumn(),
    type_of_vehicle_id: integer('type_of_vehicle_id')
      .notNull()
      .references(() => typesOfVehicle.id),
    /** € per km in thousandths, copied from the vehicle when saved. */
    rate_millis: integer('rate_millis').notNull(),
    total_cents: integer('total_cents').notNull(),
    person: text('person'),
    ...createdAndModified(),
  },
  (t) => [
    index('travel_expenses_claim_idx').on(t.expense_claim_id, t.date),
    index('travel_expenses_vehicle_idx').on(t.type_of_vehicle_id),
    index('travel_expenses_customer_idx').on(t.customer_id),
  ],
);

/**
 * An attached file (spec/1 §7 "invoice attachment and transport-cost attachment"): of a receipt when invoice_id is
 * set, else of the claim's transport cost. The bytes are a stored file, as the leaves' attachments.
 */
export const expenseAttachments = pgTable(
  'expense_attachments',
  {
    ...ofClaim(),
    invoice_id: integer('invoice_id').references(() => invoices.id, { onDelete: 'cascade' }),
    file_id: integer('file_id')
      .notNull()
      .references(() => storedFiles.id),
    creator_id: integer('creator_id').references(() => users.id),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('expense_attachments_claim_idx').on(t.expense_claim_id, t.invoice_id),
    index('expense_attachments_invoice_idx').on(t.invoice_id),
  ],
);
