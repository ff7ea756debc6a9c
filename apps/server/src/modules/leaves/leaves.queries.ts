import { type LEAVE_STATUSES, type LeaveListQuery, monthBounds } from '@staff/shared';
import { and, asc, eq, gte, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { storedFiles } from '../../platform/files/files.tables';
import { orderBy } from '../../platform/pagination';
import { containsPattern, foldedColumn } from '../../platform/text-sort';
import { typesOfLeave } from '../reference/reference.tables';
import { users } from '../users/users.tables';
import type { LeaveRow } from './leaves.present';
import { inScope, type ValidatorScope } from './leaves.scope';
import { leaveAttachments, leaveHistory, leaves } from './leaves.tables';

/** Who looks: what a leave shows of itself depends on it (spec/2 §2.1, issue 6). */
export type LeaveViewer = { userId: number; scope: ValidatorScope };

/**
 * The viewer sees all of the leave: it is theirs, or they decide on its owner. Everybody else (a colleague) sees of it
 * the dates, the half days and "absent" only: no comment, precision, attachments, history, submission or change date.
 */
export const detailsVisible = (viewer: LeaveViewer): SQL =>
  or(eq(leaves.owner_id, viewer.userId), inScope(viewer.scope, leaves.owner_id))!;

/** The viewer sees the leave's type: all of the leave is visible, or its type is not confidential. */
export const typeVisible = (viewer: LeaveViewer): SQL =>
  or(
    detailsVisible(viewer),
    // A subquery rather than the list's join, so that counts and totals need none.
    sql`${leaves.type_of_leave_id} NOT IN (SELECT ${typesOfLeave.id} FROM ${typesOfLeave} WHERE ${typesOfLeave.display_as_confidential})`,
  )!;

/** What a value is to a viewer who may not see it: unknown (NULL), so that it sorts, filters and counts as nothing. */
const when = (visible: SQL, value: SQL | PgColumn): SQL => sql`CASE WHEN ${visible} THEN ${value} END`;

/** The list's sortable fields; a field a viewer may not see sorts as unknown for them (all alike, then by id). */
export const LEAVE_ORDERING_FIELDS = [
  'begin_date',
  'end_date',
  'open_days',
  'number_of_days',
  'status',
  'type_of_leave',
  'modified',
  'submission_date',
  'names',
] as const;

function ordering(viewer: LeaveViewer): Record<(typeof LEAVE_ORDERING_FIELDS)[number], PgColumn | SQL> {
  const details = detailsVisible(viewer);
  return {
    begin_date: leaves.begin_date,
    end_date: leaves.end_date,
    open_days: leaves.half_days,
    number_of_days: leaves.half_days,
    status: leaves.status,
    type_of_leave: when(typeVisible(viewer), foldedColumn(typesOfLeave.name)),
    modified: when(details, leaves.modified),
    submission_date: when(details, leaves.submission_date),
    names: foldedColumn(sql`${users.last_name} || ' ' || ${users.first_name}`),
  };
}

/**
 * What a viewer may see (spec/2 §2.1): their own leaves, every leave of the people they decide on, accepted leaves
 * of everybody in the company, and submitted ones when the viewer is a manager. Refused leaves of others: never.
 */
export function visibleTo(viewer: { userId: number; isStaff: boolean; scope: ValidatorScope }): SQL {
  return or(
    eq(leaves.owner_id, viewer.userId),
    inScope(viewer.scope, leaves.owner_id),
    eq(leaves.status, 'accepted'),
    viewer.isStaff ? eq(leaves.status, 'submitted') : sql`false`,
  )!;
}

function monthRange(month: string): [string, string] {
  const { first, last } = monthBounds(month);
  return [first, last];
}

export function leaveFilters(companyId: number, q: LeaveListQuery, viewer: LeaveViewer & { visibility: SQL }): SQL {
  const { visibility, scope } = viewer;
  const where: SQL[] = [eq(leaves.company_id, companyId), visibility];
  if (q.managed) where.push(inScope(scope, leaves.owner_id));
  if (q.owner) where.push(eq(leaves.owner_id, q.owner === 'me' ? viewer.userId : q.owner));
  if (q.status?.length) where.push(sql`${leaves.status} IN ${q.status}`);
  // Filtering on a field is seeing it: a confidential type selects only the leaves whose type the viewer sees.
  if (q.type_of_leave) where.push(eq(leaves.type_of_leave_id, q.type_of_leave), typeVisible(viewer));
  const overlap = (from: string, to: string) => where.push(gte(leaves.end_date, from), lte(leaves.begin_date, to));
  if (q.begin_date) where.push(gte(leaves.end_date, q.begin_date));
  if (q.end_date) where.push(lte(leaves.begin_date, q.end_date));
  if (q.for_year) overlap(`${q.for_year}-01-01`, `${q.for_year}-12-31`);
  if (q.for_month) overlap(...monthRange(q.for_month));
  // People filters go through a subquery on users, so that counts and totals need no join.
  const people: SQL[] = [];
  if (q.employee_number) people.push(eq(users.employee_number, q.employee_number));
  const term = q.names || q.search;
  if (term) people.push(sql`${users.search_text} LIKE ${containsPattern(term)}`);
  if (people.length) {
    where.push(
      sql`${leaves.owner_id} IN (SELECT ${users.id} FROM ${users} WHERE ${users.company_id} = ${companyId} AND ${and(...people)})`,
    );
  }
  return and(...where)!;
}

const rowColumns = {
  leave: leaves,
  owner: {
    id: users.id,
    first_name: users.first_name,
    last_name: users.last_name,
    employee_number: users.employee_number,
  },
  type: {
    id: typesOfLeave.id,
    name: typesOfLeave.name,
    count_as_worked: typesOfLeave.count_as_worked,
    automatically_accept: typesOfLeave.automatically_accept,
    display_as_confidential: typesOfLeave.display_as_confidential,
  },
};

const base = (db: Db) =>
  db
    .select(rowColumns)
    .from(leaves)
    .innerJoin(users, eq(users.id, leaves.owner_id))
    .innerJoin(typesOfLeave, eq(typesOfLeave.id, leaves.type_of_leave_id));

export async function listLeaves(
  db: Db,
  where: SQL,
  q: LeaveListQuery,
  viewer: LeaveViewer,
): Promise<{ count: number; rows: LeaveRow[] }> {
  const [rows, [total]] = await Promise.all([
    base(db)
      .where(where)
      .orderBy(...orderBy(q.ordering, ordering(viewer), '-begin_date', leaves.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(leaves).where(where),
  ]);
  return { count: Number(total?.n ?? 0), rows: await withAttachmentCounts(db, rows) };
}

/**
 * The requests awaiting the viewer's decision: submitted, of someone they decide on, never their own (`leaveActor`:
 * nobody validates their own leave, whatever their role). Oldest submission first, so that none waits forever.
 */
export async function leavesToDecide(
  db: Db,
  viewer: LeaveViewer & { companyId: number },
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: LeaveRow[] }> {
  const where = and(
    eq(leaves.company_id, viewer.companyId),
    eq(leaves.status, 'submitted'),
    inScope(viewer.scope, leaves.owner_id),
    ne(leaves.owner_id, viewer.userId),
  );
  const [rows, [total]] = await Promise.all([
    base(db)
      .where(where)
      .orderBy(sql`${leaves.submission_date} ASC NULLS LAST`, asc(leaves.begin_date), asc(leaves.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(leaves).where(where),
  ]);
  return { count: Number(total?.n ?? 0), rows: await withAttachmentCounts(db, rows) };
}

/** One leave of the company, optionally only if `visible` (the viewer's visibility condition) holds. */
export async function findLeave(db: Db, companyId: number, id: number, visible?: SQL): Promise<LeaveRow | null> {
  const [row] = await base(db).where(and(eq(leaves.id, id), eq(leaves.company_id, companyId), visible));
  return row ? (await withAttachmentCounts(db, [row]))[0]! : null;
}

/** The attachment count of every row, in one grouped query (a correlated subquery per row doubled a 1000-row page). */
async function withAttachmentCounts(db: Db, rows: Omit<LeaveRow, 'attachments_count'>[]): Promise<LeaveRow[]> {
  if (rows.length === 0) return [];
  const counts = await db
    .select({ leave_id: leaveAttachments.leave_id, n: sql<number>`count(*)::int` })
    .from(leaveAttachments)
    .where(
      inArray(
        leaveAttachments.leave_id,
        rows.map((r) => r.leave.id),
      ),
    )
    .groupBy(leaveAttachments.leave_id);
  const byLeave = new Map(counts.map((c) => [c.leave_id, Number(c.n)]));
  return rows.map((row) => ({ ...row, attachments_count: byLeave.get(row.leave.id) ?? 0 }));
}

/**
 * The filters of the totals: the list's, except that `for_year` selects the leaves *beginning* that year, so that a
 * leave across New Year counts once, in the year it begins (as a balance counts it in the period it begins in), and
 * the yearly totals of two years add up.
 */
export function totalsFilters(companyId: number, q: LeaveListQuery, viewer: LeaveViewer & { visibility: SQL }): SQL {
  const { for_year, ...rest } = q;
  const where = leaveFilters(companyId, rest, viewer);
  if (!for_year) return where;
  return and(where, gte(leaves.begin_date, `${for_year}-01-01`), lte(leaves.begin_date, `${for_year}-12-31`))!;
}

/** The first and last years the leaves matching `where` begin in: the years the yearly totals offer. */
export async function beginYears(db: Db, where: SQL): Promise<{ first: number | null; last: number | null }> {
  const [row] = await db
    .select({
      first: sql<number | null>`extract(year from min(${leaves.begin_date}))::int`,
      last: sql<number | null>`extract(year from max(${leaves.begin_date}))::int`,
    })
    .from(leaves)
    .where(where);
  const year = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return { first: year(row?.first), last: year(row?.last) };
}

/** Days per status over the leaves matching `totalsFilters` (the list's yearly totals, the dashboard's recap). */
export async function totalsByStatus(db: Db, where: SQL): Promise<Record<(typeof LEAVE_STATUSES)[number], number>> {
  const rows = await db
    .select({ status: leaves.status, half_days: sql<number>`coalesce(sum(${leaves.half_days}), 0)::int` })
    .from(leaves)
    .where(where)
    .groupBy(leaves.status);
  const totals = { draft: 0, submitted: 0, accepted: 0, refused: 0 };
  for (const r of rows) totals[r.status] = Number(r.half_days) / 2;
  return totals;
}

/** The attachments of a leave with their files, oldest first; one of them when `attachmentId` is given. */
export function attachmentsOf(db: Db, leaveId: number, attachmentId?: number) {
  return db
    .select({ attachment: leaveAttachments, file: storedFiles })
    .from(leaveAttachments)
    .innerJoin(storedFiles, eq(storedFiles.id, leaveAttachments.file_id))
    .where(
      and(
        eq(leaveAttachments.leave_id, leaveId),
        attachmentId === undefined ? undefined : eq(leaveAttachments.id, attachmentId),
      ),
    )
    .orderBy(asc(leaveAttachments.id));
}

/** The stored files attached to a leave, checked to belong to the company (the PDF's ZIP). */
export async function attachedFiles(db: Db, companyId: number, leaveId: number) {
  const rows = await db
    .select({ file: storedFiles })
    .from(leaveAttachments)
    .innerJoin(storedFiles, eq(storedFiles.id, leaveAttachments.file_id))
    .where(and(eq(leaveAttachments.leave_id, leaveId), eq(storedFiles.company_id, companyId)));
  return rows.map((row) => row.file);
}

/** The history of a leave, oldest first, each entry with the name of who acted. */
export function historyOf(db: Db, leaveId: number) {
  return db
    .select({
      entry: leaveHistory,
      first_name: users.first_name,
      last_name: users.last_name,
      username: users.username,
    })
    .from(leaveHistory)
    .innerJoin(users, eq(users.id, leaveHistory.user_id))
    .where(eq(leaveHistory.leave_id, leaveId))
    .orderBy(asc(leaveHistory.action_time), asc(leaveHistory.id));
}

/** Appends one entry to a leave's history (inside the caller's transaction). */
export async function insertHistory(tx: Db, entry: typeof leaveHistory.$inferInsert): Promise<void> {
  await tx.insert(leaveHistory).values(entry);
}
