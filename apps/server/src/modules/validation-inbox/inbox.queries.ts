import type { InboxKind, InboxStep } from '@staff/shared';
import { asc, count, eq, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { inScope, type ValidatorScope } from '../../platform/validators';
import { activityReports, reportDaysSql } from '../activities/activities.tables';
import { claimTotalCents } from '../expenses';
import { expenseClaims } from '../expenses/expenses.tables';
import { waitsForDecisionBy } from '../leaves';
import { leaves } from '../leaves/leaves.tables';
import { missionOrders } from '../mission-orders/mission-orders.tables';
import { users } from '../users/users.tables';

/**
 * The reads of the validator's inbox: one UNION ALL of what waits for the caller in each module (a branch per kind
 * and step the caller has), ordered by the waiting date, paged in SQL; and its count. Each branch says its company
 * inside its WHERE and joins its owner.
 */

/** Whose documents of one kind the caller decides on (the module's validator permission's scope). */
export type InboxScopes = {
  leave: ValidatorScope | null;
  activity_report: ValidatorScope | null;
  expense_claim: ValidatorScope | null;
  /** Accepted claims to pay: accounting's, company-wide. */
  pay: boolean;
  /** Mission orders asked of the caller as their named manager. */
  mission_order: boolean;
};

export type InboxRow = {
  kind: InboxKind;
  step: InboxStep;
  id: number;
  status: string;
  owner_id: number;
  first_name: string;
  last_name: string;
  begin: string;
  end: string;
  since: Date;
  days: number | null;
  total_cents: number | null;
  /** A leave's step in its approval circuit, and its number of steps; null when it waits in none. */
  circuit_step: number | null;
  circuit_steps: number | null;
};

const RANK: Record<InboxKind, number> = {
  leave: 0,
  leave_cancellation: 1,
  activity_report: 2,
  expense_claim: 3,
  mission_order: 4,
};

const asText = (column: PgColumn | SQL) => sql<string>`${column}::text`;
const lastDayOf = (month: PgColumn) => sql<string>`((${month} + interval '1 month - 1 day')::date)::text`;

/** One branch's columns, in the union's order (the first branch's decoders read every row). */
function columns(
  kind: InboxKind,
  step: InboxStep,
  table: { id: PgColumn; status: PgColumn; owner_id: PgColumn },
  span: { begin: SQL; end: SQL },
  since: SQL | PgColumn,
  figures: { days?: SQL | PgColumn; total?: SQL; circuit?: { step: SQL | PgColumn; steps: SQL } } = {},
) {
  const nullableInt = (value: SQL | PgColumn | undefined) =>
    sql<number | null>`(${value ?? sql`NULL`})::int`.mapWith((v) => (v === null ? null : Number(v)));
  return {
    kind: sql<InboxKind>`${kind}::text`.as('kind'),
    step: sql<InboxStep>`${step}::text`.as('step'),
    rank: sql<number>`${RANK[kind]}::int`.as('rank'),
    id: sql<number>`${table.id}`.mapWith(Number).as('id'),
    status: sql<string>`${table.status}::text`.as('status'),
    owner_id: sql<number>`${table.owner_id}`.mapWith(Number).as('owner_id'),
    first_name: sql<string>`${users.first_name}`.as('first_name'),
    last_name: sql<string>`${users.last_name}`.as('last_name'),
    begin: span.begin.as('begin'),
    end: span.end.as('end'),
    since: sql<Date>`${since}`.mapWith(leaves.submission_date).as('since'),
    days: sql<number | null>`(${figures.days ?? sql`NULL`})::numeric`
      .mapWith((v) => (v === null ? null : Number(v)))
      .as('days'),
    total_cents: sql<number | null>`(${figures.total ?? sql`NULL`})::bigint`
      .mapWith((v) => (v === null ? null : Number(v)))
      .as('total_cents'),
    circuit_step: nullableInt(figures.circuit?.step).as('circuit_step'),
    circuit_steps: nullableInt(figures.circuit?.steps).as('circuit_steps'),
  };
}

/** A document table as the branches read it: its id, company, owner and status. */
type DocumentTable = PgTable & { id: PgColumn; company_id: PgColumn; owner_id: PgColumn; status: PgColumn };

/** One branch of the union: what waits in one table, in one status, for whom, and how it reads. */
type Branch = {
  kind: InboxKind;
  step: InboxStep;
  table: DocumentTable;
  status: string;
  /** Whose documents the caller acts on: their validator scope, or the documents naming them. */
  whose: SQL;
  /** What else makes a document wait (a leave's requested cancellation). */
  waits?: SQL;
  span: { begin: SQL; end: SQL };
  since: SQL | PgColumn;
  figures?: { days?: SQL | PgColumn; total?: SQL; circuit?: { step: SQL | PgColumn; steps: SQL } };
};

/** A branch's SELECT: the company inside its WHERE, never the caller's own document, its owner joined. */
const selectBranch = (db: Db, companyId: number, userId: number, b: Branch) =>
  db
    .select(columns(b.kind, b.step, b.table, b.span, b.since, b.figures))
    .from(b.table)
    .innerJoin(users, eq(users.id, b.table.owner_id))
    .where(
      inCompany(b.table, companyId, [
        eq(b.table.status, b.status),
        b.whose,
        ne(b.table.owner_id, userId),
        ...(b.waits ? [b.waits] : []),
      ]),
    );

const monthSpan = (month: PgColumn) => ({ begin: asText(month), end: lastDayOf(month) });

/** The branches the caller's scopes open, each a SELECT of what waits for them in one module. */
function branches(db: Db, companyId: number, userId: number, scopes: InboxScopes) {
  const list: Branch[] = [];
  if (scopes.leave) {
    const leaveBranch = { table: leaves, whose: inScope(scopes.leave, leaves.owner_id) } as const;
    const leaveFigures = {
      span: { begin: asText(leaves.begin_date), end: asText(leaves.end_date) },
      figures: { days: sql`${leaves.half_days} / 2.0` },
    };
    // A leave in an approval circuit waits for the people of its step only (issue 28).
    list.push({
      kind: 'leave',
      step: 'decide',
      ...leaveBranch,
      status: 'submitted',
      waits: waitsForDecisionBy(userId),
      span: leaveFigures.span,
      figures: {
        ...leaveFigures.figures,
        circuit: { step: leaves.circuit_step, steps: sql`jsonb_array_length(${leaves.circuit})` },
      },
      since: sql`coalesce(${leaves.submission_date}, ${leaves.modified})`,
    });
    // An accepted leave whose requester asked to cancel it waits for the same people, since the request.
    list.push({
      kind: 'leave_cancellation',
      step: 'decide',
      ...leaveBranch,
      status: 'accepted',
      waits: isNotNull(leaves.cancellation_requested_at),
      ...leaveFigures,
      since: leaves.cancellation_requested_at,
    });
  }
  if (scopes.activity_report) {
    list.push({
      kind: 'activity_report',
      step: 'decide',
      table: activityReports,
      status: 'submitted',
      whose: inScope(scopes.activity_report, activityReports.owner_id),
      span: { begin: reportDaysSql.first, end: reportDaysSql.last },
      since: activityReports.modified,
    });
  }
  const claims = (step: InboxStep, status: string, scope: ValidatorScope): Branch => ({
    kind: 'expense_claim',
    step,
    table: expenseClaims,
    status,
    whose: inScope(scope, expenseClaims.owner_id),
    span: monthSpan(expenseClaims.month),
    since: expenseClaims.modified,
    figures: { total: claimTotalCents },
  });
  if (scopes.expense_claim) list.push(claims('decide', 'submitted', scopes.expense_claim));
  if (scopes.pay) list.push(claims('pay', 'accepted', { all: true }));
  if (scopes.mission_order) {
    list.push({
      kind: 'mission_order',
      step: 'complete',
      table: missionOrders,
      status: 'ask',
      whose: eq(missionOrders.current_manager_id, userId),
      span: { begin: asText(missionOrders.begin_date), end: asText(missionOrders.end_date) },
      since: missionOrders.created,
    });
  }
  return list.map((branch) => selectBranch(db, companyId, userId, branch));
}

/** How many items wait, by kind: each management card's badge; their sum is the whole inbox's. */
export type InboxCounts = Record<InboxKind, number>;

/**
 * A page of what waits for the caller, oldest first (then by kind and id, so that the order is total), and the
 * counts of it all by kind: two statements whatever the number of kinds and items.
 */
export async function inboxPage(
  db: Db,
  companyId: number,
  userId: number,
  scopes: InboxScopes,
  page: { limit: number; offset: number },
): Promise<{ byKind: InboxCounts; rows: InboxRow[] }> {
  const byKind: InboxCounts = {
    leave: 0,
    leave_cancellation: 0,
    activity_report: 0,
    expense_claim: 0,
    mission_order: 0,
  };
  const [first, ...rest] = branches(db, companyId, userId, scopes);
  if (!first) return { byKind, rows: [] };
  const union = rest.reduce((all, branch) => all.unionAll(branch) as unknown as typeof first, first);
  const waiting = union.as('waiting');
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(waiting)
      .orderBy(asc(waiting.since), asc(waiting.rank), asc(waiting.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ kind: waiting.kind, n: count() }).from(waiting).groupBy(waiting.kind),
  ]);
  for (const { kind, n } of counts) byKind[kind] = Number(n);
  return { byKind, rows: rows as InboxRow[] };
}
