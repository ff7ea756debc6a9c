import { type HalfDaySpan, monthBounds, wholeDaysOff } from '@staff/shared';
import { and, asc, eq, gte, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { storedFiles } from '../../platform/files/files.tables';
import { appendHistory, readHistory } from '../../platform/history';
import { inScope, type ValidatorScope } from '../../platform/validators';
import { typesOfLeave } from '../reference/reference.tables';
import { users } from '../users/users.tables';
import type { LeaveRow } from './leaves.present';
import { leaveAttachments, leaveHistory, leaves } from './leaves.tables';

/**
 * The owner's first service by name (the leave's `service`, spec/3 §3, as the employees list shows it), as SQL text:
 * `what` of it (its JSON `{id, name}`, or its name to sort on), for the owner and company expressions given; NULL when
 * the owner is in no service. One definition for the one leave, the validator's page and the list.
 */
export const firstServiceSql = (what: 'json' | 'name', ownerId: string, companyId: string) =>
  `(SELECT ${what === 'json' ? "json_build_object('id', fs.id, 'name', fs.name)" : 'fs.name'}
    FROM service_members fm JOIN services fs ON fs.id = fm.service_id
    WHERE fm.user_id = ${ownerId} AND fs.company_id = ${companyId} ORDER BY fs.name, fs.id LIMIT 1)`;

/** A JSON column as the driver gives it: parsed already (PGlite, pg's json type) or as text. */
export const parsedJson = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

type ServiceRef = { id: number; name: string } | null;

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
    display_comment: typesOfLeave.display_comment,
    activate_cancellation_workflow: typesOfLeave.activate_cancellation_workflow,
  },
  service: sql
    .raw(firstServiceSql('json', '"leaves"."owner_id"', '"leaves"."company_id"'))
    .mapWith((value) => parsedJson<ServiceRef>(value)),
};

/** One leave of the company with its number of attachments, in one statement (one row: the subquery runs once). */
export async function findLeave(db: Db, companyId: number, id: number): Promise<LeaveRow | null> {
  const [row] = await db
    .select({
      ...rowColumns,
      attachments_count: sql<number>`(SELECT count(*)::int FROM ${leaveAttachments} WHERE ${leaveAttachments.leave_id} = ${leaves.id})`,
    })
    .from(leaves)
    .innerJoin(users, eq(users.id, leaves.owner_id))
    .innerJoin(typesOfLeave, eq(typesOfLeave.id, leaves.type_of_leave_id))
    .where(inCompany(leaves, companyId, [eq(leaves.id, id)]));
  return row ? { ...row, attachments_count: Number(row.attachments_count) } : null;
}

/**
 * The requests awaiting the viewer's decision: submitted, of someone they decide on, never their own (`leaveActor`:
 * nobody validates their own leave, whatever their role). Oldest submission first, so that none waits forever.
 */
/**
 * Whether a submitted leave's decision is `userId`'s to take by its approval circuit: it waits in none, or at a step
 * whose people include them (leaves.circuit.ts). The inbox and the requests to decide keep only those.
 */
export const waitsForDecisionBy = (userId: number): SQL =>
  sql`(${leaves.circuit_step} IS NULL OR (${leaves.circuit} -> (${leaves.circuit_step} - 1) -> 'deciders') @> to_jsonb(${userId}::int))`;

export async function leavesToDecide(
  db: Db,
  viewer: { userId: number; companyId: number; scope: ValidatorScope },
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: LeaveRow[] }> {
  const where = inCompany(leaves, viewer.companyId, [
    eq(leaves.status, 'submitted'),
    inScope(viewer.scope, leaves.owner_id),
    ne(leaves.owner_id, viewer.userId),
    waitsForDecisionBy(viewer.userId),
  ]);
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(leaves)
      .innerJoin(users, eq(users.id, leaves.owner_id))
      .innerJoin(typesOfLeave, eq(typesOfLeave.id, leaves.type_of_leave_id))
      .where(where)
      .orderBy(sql`${leaves.submission_date} ASC NULLS LAST`, asc(leaves.begin_date), asc(leaves.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(leaves).where(where),
  ]);
  if (rows.length === 0) return { count: Number(total?.n ?? 0), rows: [] };
  // The page's attachment counts in one grouped query, not a subquery per row.
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
  return {
    count: Number(total?.n ?? 0),
    rows: rows.map((row) => ({ ...row, attachments_count: byLeave.get(row.leave.id) ?? 0 })),
  };
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
    .where(inCompany(storedFiles, companyId, [eq(leaveAttachments.leave_id, leaveId)]));
  return rows.map((row) => row.file);
}

/** The history of a leave in the order it happened, each entry with the name of who acted (platform/history.ts). */
export const historyOf = (db: Db, leaveId: number) => readHistory(db, leaveHistory, eq(leaveHistory.leave_id, leaveId));

/** Appends one entry to a leave's history (inside the caller's transaction). */
export const insertHistory = (tx: Db, entry: typeof leaveHistory.$inferInsert) =>
  appendHistory(tx, leaveHistory, entry);

/**
 * The owners' leaves meeting [from, to] whose type has `flag` on: accepted and submitted ones, the days the employee
 * declared away (the balance and the synthesis count the same); a refused or withdrawn leave frees its days, and so
 * does one whose days its owner removed from their activity reports.
 */
function ownersLeavesWith(
  db: Db,
  companyId: number,
  ownerIds: readonly number[],
  flag: 'prevent_expense_entry' | 'deprived_meal_ticket',
  range: { from: string; to: string },
) {
  return db
    .select({
      owner_id: leaves.owner_id,
      type: typesOfLeave.name,
      begin_date: leaves.begin_date,
      begin_period: leaves.begin_period,
      end_date: leaves.end_date,
      end_period: leaves.end_period,
    })
    .from(leaves)
    .innerJoin(typesOfLeave, inCompany(typesOfLeave, companyId, [eq(typesOfLeave.id, leaves.type_of_leave_id)]))
    .where(
      inCompany(leaves, companyId, [
        inArray(leaves.owner_id, [...ownerIds]),
        inArray(leaves.status, ['accepted', 'submitted']),
        // Its days removed from the activity reports are declared worked (issue 28): no longer away.
        eq(leaves.removed_from_activity_report, false),
        lte(leaves.begin_date, range.to),
        gte(leaves.end_date, range.from),
        eq(typesOfLeave[flag], true),
      ]),
    );
}

/** The owner's leave holding `date` whose type forbids expenses (`prevent_expense_entry`), or null. */
export async function expenseFreeLeaveOn(db: Db, companyId: number, ownerId: number, date: string) {
  const [row] = await ownersLeavesWith(db, companyId, [ownerId], 'prevent_expense_entry', {
    from: date,
    to: date,
  }).limit(1);
  return row ?? null;
}

/**
 * The days of `month` (its first day) the owner spends whole on leaves whose type takes the meal away
 * (`deprived_meal_ticket`): the meals a claim of that month may count are its days less these.
 */
export async function daysWithoutMealOf(db: Db, companyId: number, ownerId: number, month: string): Promise<number> {
  const { first, last } = monthBounds(month);
  const spans = await ownersLeavesWith(db, companyId, [ownerId], 'deprived_meal_ticket', { from: first, to: last });
  return wholeDaysOff(spans, first, last);
}

/**
 * Some people's leaves meeting a month whose type takes the meal away, by owner (the synthesis's meals): one
 * statement, the same leaves daysWithoutMealOf reads for one claim.
 */
export async function mealLeavesOf(
  db: Db,
  companyId: number,
  ownerIds: readonly number[],
  range: { from: string; to: string },
): Promise<Map<number, HalfDaySpan[]>> {
  const byOwner = new Map<number, HalfDaySpan[]>();
  if (ownerIds.length === 0) return byOwner;
  for (const { owner_id, type: _type, ...span } of await ownersLeavesWith(
    db,
    companyId,
    ownerIds,
    'deprived_meal_ticket',
    range,
  )) {
    const spans = byOwner.get(owner_id);
    if (spans) spans.push(span);
    else byOwner.set(owner_id, [span]);
  }
  return byOwner;
}
