import {
  claimTotals,
  EXPENSE_CLAIM_MACHINE,
  type ExpenseClaimListQuery,
  type ExpenseClaimOut,
  isExpenseClaimEditable,
  toEuros,
} from '@staff/shared';
import { and, count, eq, inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import type { RecordLoader } from '../../platform/access';
import { appendHistory, readHistory } from '../../platform/history';
import { countOfList, orderBy } from '../../platform/pagination';
import { containsPattern, foldedColumn } from '../../platform/text-sort';
import { users } from '../users/users.tables';
import { missionLinesOfClaim, overLimitLinesOf } from './claim-lines.missions';
import { type ClaimActor, claimPolicy, type ExpenseClaimRow } from './expense-claims.policy';
import { claimTotalKey, expenseClaimHistory, expenseClaims, invoices, travelExpenses } from './expenses.tables';

/**
 * The reads of expense claims: one claim or a page of them, each row carrying its owner's names, its totals (aggregate
 * subqueries over its receipts and travel expenses) and its submit date (its history's latest send), so that a list is
 * one statement whatever its rows, plus a count only when the page cannot tell it.
 */

/** A claim with what every answer shows: its owner, its totals in cents, when it was last sent. */
export type ClaimWithTotals = ExpenseClaimRow & {
  owner_first_name: string;
  owner_last_name: string;
  owner_employee_number: string | null;
  receipts_cents: number;
  travels_cents: number;
  submit_date: Date | null;
};

/** The sums of a claim's receipts and travel expenses, in cents: aggregate subqueries on its id and company. */
const receiptsCentsOf = (claimId: SQLWrapper | number, companyId: SQLWrapper | number) =>
  sql<number>`(SELECT coalesce(sum(i.total_cents), 0) FROM ${invoices} i
  WHERE i.expense_claim_id = ${claimId} AND i.company_id = ${companyId})`.mapWith(Number);
const travelsCentsOf = (claimId: SQLWrapper | number, companyId: SQLWrapper | number) =>
  sql<number>`(SELECT coalesce(sum(t.total_cents), 0) FROM ${travelExpenses} t
  WHERE t.expense_claim_id = ${claimId} AND t.company_id = ${companyId})`.mapWith(Number);
// spec/3 §4 "The submit date of a submitted claim is read from its history": its latest send.
const submitDateOf = (claimId: SQLWrapper | number, companyId: SQLWrapper | number) =>
  sql<Date | null>`(SELECT max(h.action_time) FROM ${expenseClaimHistory} h
  WHERE h.expense_claim_id = ${claimId} AND h.company_id = ${companyId}
    AND h.change_message ->> 'status' = 'submitted')`.mapWith(expenseClaimHistory.action_time);
const receiptsCents = receiptsCentsOf(expenseClaims.id, expenseClaims.company_id);
const travelsCents = travelsCentsOf(expenseClaims.id, expenseClaims.company_id);

const CLAIM_COLUMNS = {
  claim: expenseClaims,
  owner_first_name: users.first_name,
  owner_last_name: users.last_name,
  owner_employee_number: users.employee_number,
  receipts_cents: receiptsCents.as('receipts_cents'),
  travels_cents: travelsCents.as('travels_cents'),
  submit_date: submitDateOf(expenseClaims.id, expenseClaims.company_id).as('submit_date'),
};

function selectClaims(db: Db) {
  return db.select(CLAIM_COLUMNS).from(expenseClaims).innerJoin(users, eq(users.id, expenseClaims.owner_id));
}

/** A claim of a list: with how many of its lines exceed their mission's limits (the back office's marker). */
export type ClaimOfList = ClaimWithTotals & { over_limit_lines: number };

const flatten = (r: Awaited<ReturnType<ReturnType<typeof selectClaims>['execute']>>[number]): ClaimWithTotals => ({
  ...r.claim,
  owner_first_name: r.owner_first_name,
  owner_last_name: r.owner_last_name,
  owner_employee_number: r.owner_employee_number,
  receipts_cents: r.receipts_cents,
  travels_cents: r.travels_cents,
  submit_date: r.submit_date,
});

/** One claim of the company with its owner and totals (one statement); undefined when there is none. */
export async function claimWithTotals(db: Db, companyId: number, id: number): Promise<ClaimWithTotals | undefined> {
  const [row] = await selectClaims(db).where(inCompany(expenseClaims, companyId, [eq(expenseClaims.id, id)]));
  return row && flatten(row);
}

/**
 * The access hook's check of the routes on one claim (`loadRecord`): the claim within the company with its owner and
 * totals, in one statement, kept so that the policy and the readers do not read it again.
 */
export const loadClaimWithTotalsOfRequest: RecordLoader = async (db, request, id, companyId) => {
  const row = await claimWithTotals(db, companyId, id);
  if (!row) return false;
  claimPolicy.remember(request, row);
  return true;
};

/**
 * A claim row just written (its status changed), with what every answer shows, read without reading the claim again:
 * its owner's names, its totals and its submit date in one statement on the owner, by the claim's id.
 */
export async function withTotalsOf(db: Db, claim: ExpenseClaimRow): Promise<ClaimWithTotals> {
  const [extra] = await db
    .select({
      owner_first_name: users.first_name,
      owner_last_name: users.last_name,
      owner_employee_number: users.employee_number,
      receipts_cents: receiptsCentsOf(claim.id, claim.company_id),
      travels_cents: travelsCentsOf(claim.id, claim.company_id),
      submit_date: submitDateOf(claim.id, claim.company_id),
    })
    .from(users)
    .where(inCompany(users, claim.company_id, [eq(users.id, claim.owner_id)]));
  if (!extra) throw new Error(`the owner of expense claim ${claim.id} is not of its company`);
  return { ...claim, ...extra };
}

/** The claim the access hook loaded (readers only: writers read it again under its lock). */
export function claimWithTotalsOfRequest(request: FastifyRequest): ClaimWithTotals | undefined {
  const claim = claimPolicy.recordOf(request);
  // The lines' routes keep the claim without its totals (expense-claims.policy.ts loadClaimOfLine).
  return claim && 'receipts_cents' in claim ? (claim as ClaimWithTotals) : undefined;
}

/** A claim's total in cents, on its row: its lines, plus its transport cost when above 0 (spec/3 §2). */
export const claimTotalCents =
  sql<number>`(${receiptsCents} + ${travelsCents} + greatest(${expenseClaims.transport_cost_cents}, 0))`.mapWith(
    Number,
  );

/** The sum of a claim's lines, as its row keeps it (`lines_cents`): set by every change of its lines. */
export const linesCents = sql`${receiptsCents} + ${travelsCents}`;

/** Sets `lines_cents` from the lines, for writers that put lines in without changeClaimLines (the demo seed). */
export const refreshLinesCents = (db: Db, companyId: number, claimId?: number) =>
  db
    .update(expenseClaims)
    .set({ lines_cents: linesCents })
    .where(inCompany(expenseClaims, companyId, claimId === undefined ? [] : [eq(expenseClaims.id, claimId)]));

// The totals sort by the key the row keeps (expense_claims_company_month_total_idx: a month's page read in order),
// not by sums over every claim's lines.
const SORTS = {
  date: expenseClaims.month,
  status: expenseClaims.status,
  owner: foldedColumn(sql`${users.last_name} || ' ' || ${users.first_name}`),
  employee_number: users.employee_number,
  number_meals: expenseClaims.number_meals,
  transport_cost: expenseClaims.transport_cost_cents,
  invoices_total: expenseClaims.lines_cents,
  total: claimTotalKey(expenseClaims),
  modified: expenseClaims.modified,
};

/** The list's WHERE, and whether it reads the owner (`users`, joined) or the claims alone. */
function listWhere(actor: ClaimActor, q: ExpenseClaimListQuery): { where: SQL; readsOwner: boolean } {
  const where: (SQL | undefined)[] = claimPolicy.listFilters(actor, q);
  const month = q.for_month ?? q.date;
  if (month) where.push(eq(expenseClaims.month, `${month}-01`));
  if (q.status) where.push(inArray(expenseClaims.status, q.status));
  const claimsAlone = where.length;
  if (q.employee_number) where.push(eq(users.employee_number, q.employee_number));
  if (q.names) where.push(sql`${users.search_text} LIKE ${containsPattern(q.names)}`);
  // The back office's one search box: a name, or an employee number.
  const keyword = q.keyword || q.search;
  if (keyword) {
    where.push(
      or(sql`${users.search_text} LIKE ${containsPattern(keyword)}`, eq(users.employee_number, keyword.trim())),
    );
  }
  return { where: and(...where)!, readsOwner: where.length > claimsAlone };
}

/**
 * A page of the claims the viewer may see, and the count of them all. The count runs only when the page cannot tell
 * it (a full page, or an empty one past the start), as for the activity reports: the year's home is one statement,
 * the lines in a mission with their orders included (`missionLinesOfClaim`), never a statement per row.
 */
export async function listClaims(
  db: Db,
  actor: ClaimActor,
  q: ExpenseClaimListQuery,
): Promise<{ count: number; rows: ClaimOfList[] }> {
  const { where, readsOwner } = listWhere(actor, q);
  const rows = (
    await db
      .select({ ...CLAIM_COLUMNS, mission_lines: missionLinesOfClaim.as('mission_lines') })
      .from(expenseClaims)
      .innerJoin(users, eq(users.id, expenseClaims.owner_id))
      .where(where)
      .orderBy(...orderBy(q.ordering, SORTS, '-date', expenseClaims.id))
      .limit(q.limit)
      .offset(q.offset)
  ).map((row) => ({ ...flatten(row), over_limit_lines: overLimitLinesOf(row.mission_lines) }));
  // Without a filter on the owner, the claims are counted alone (their month's index): every claim has its owner.
  const countAll = async () => {
    if (readsOwner) return claimPolicy.countWhere(db, where);
    const [row] = await db
      .select({ n: count() })
      .from(expenseClaims)
      .where(inCompany(expenseClaims, actor.companyId, [where]));
    return Number(row?.n ?? 0);
  };
  return { count: await countOfList(rows, q, countAll), rows };
}

/** A claim as the wire gives it, for this viewer: amounts in euros, its actions from the shared machine. */
export function presentClaim(claim: ClaimWithTotals, actor: ClaimActor): ExpenseClaimOut {
  const role = claimPolicy.role(actor, claim.owner_id);
  const totals = claimTotals({
    receipts: [{ total: claim.receipts_cents }],
    travels: [{ total: claim.travels_cents }],
    transportCost: claim.transport_cost_cents,
  });
  return {
    id: claim.id,
    owner: claim.owner_id,
    owner_object: {
      id: claim.owner_id,
      first_name: claim.owner_first_name,
      last_name: claim.owner_last_name,
      employee_number: claim.owner_employee_number,
    },
    date: claim.month,
    status: claim.status,
    number_meals: claim.number_meals,
    transport_cost: toEuros(totals.transportCost),
    receipts_total: toEuros(totals.receiptsTotal),
    travels_total: toEuros(totals.travelsTotal),
    invoices_total: toEuros(totals.invoicesTotal),
    total: toEuros(totals.total),
    comment: claim.comment,
    place: claim.place,
    refusal_reason: claim.refusal_reason,
    submit_date: claim.submit_date?.toISOString() ?? null,
    // What the screens offer: the spec's same-status rows (pay a paid claim…) change nothing one sees (issue 25).
    actions: EXPENSE_CLAIM_MACHINE.offered(claim.status, role),
    editable: role.isOwner && isExpenseClaimEditable(claim.status),
    modified: claim.modified.toISOString(),
  };
}

/** The history of a claim in the order it happened, each entry with the name of who acted (platform/history.ts). */
export const claimHistory = (db: Db, companyId: number, claimId: number) =>
  readHistory(
    db,
    expenseClaimHistory,
    inCompany(expenseClaimHistory, companyId, [eq(expenseClaimHistory.expense_claim_id, claimId)]),
  );

/** Appends one entry to a claim's history, in the caller's transaction: 1 created, 2 changed. */
export async function insertClaimHistory(
  tx: Db,
  claim: Pick<ExpenseClaimRow, 'id' | 'company_id'>,
  userId: number,
  actionFlag: 1 | 2,
  changes: Record<string, unknown>,
): Promise<void> {
  await appendHistory(tx, expenseClaimHistory, {
    company_id: claim.company_id,
    expense_claim_id: claim.id,
    user_id: userId,
    action_flag: actionFlag,
    change_message: changes,
  });
}
