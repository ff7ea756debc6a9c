import type { LEAVE_STATUSES, LeaveListQuery } from '@staff/shared';
import { addDays, LEAVE_MAX_SPAN_DAYS, monthBounds } from '@staff/shared';
import type { Database } from '../../db/client';
import { Params, runStatement } from '../../db/statements';
import { orderByText } from '../../platform/pagination';
import { containsPattern, foldedSqlText } from '../../platform/text-sort';
import type { ValidatorScope } from '../../platform/validators';
import type { LeaveRow } from './leaves.present';
import { firstServiceSql, parsedJson } from './leaves.queries';
import { SHORT_LEAVE_MAX_DAYS } from './leaves.tables';

/**
 * The leave list, the back office, the calendar month and the yearly totals: the hottest reads of the product, written
 * as SQL text (db/statements.ts) rather than built by Drizzle on each request. The text depends only on which
 * filters are given, never on their values, so each shape is one prepared statement on PostgreSQL.
 *
 * What a viewer may see (spec/2 §2.1, issue 6) is decided here, in the WHERE clause, and nowhere else for the lists:
 * their own leaves, every leave of the people they decide on, accepted leaves of everybody in the company, and
 * submitted ones when the viewer is a manager, both as far as the owner's services share them (`sharedWith`).
 * Refused leaves of others: never.
 */

/** Who looks, with what they decide on. */
export type LeaveListViewer = { userId: number; isStaff: boolean; scope: ValidatorScope };

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
  'service',
] as const;

/** Up to this many matching leaves the count is exact; beyond, it is the planner's estimate, marked so. */
export const EXACT_COUNT_LIMIT = 10_000;

/** The SQL conditions of one viewer, written with the statement's parameters. */
function viewerConditions(p: Params, viewer: LeaveListViewer, company: string) {
  const me = p.add(viewer.userId);
  const { scope } = viewer;
  const scoped = scope.all
    ? 'true'
    : scope.ownerIds.size
      ? `l.owner_id = ANY(${p.add([...scope.ownerIds])}::int[])`
      : 'false';
  // All of the leave is visible: it is theirs, or they decide on its owner. Others see dates and "absent" only.
  const details = `(l.owner_id = ${me} OR ${scoped})`;
  // The type is visible: all of the leave is, or the type is not confidential (a subquery, so counts need no join).
  const typeVisible = `(${details} OR l.type_of_leave_id NOT IN (SELECT id FROM types_of_leave WHERE display_as_confidential))`;
  const shown = `(l.status = 'accepted'${viewer.isStaff ? ` OR l.status = 'submitted'` : ''})`;
  const visible = `(${details} OR (${shown} AND ${sharedWith(me, company)}))`;
  return { me, scoped, details, typeVisible, visible };
}

/**
 * Whether the leave's owner shares their leaves with the viewer, by their services' settings (the service page):
 * `share_leaves_visibility` shows the members' leaves to the whole company, `share_members_visibility` to the other
 * members of the service. An owner is hidden when they belong to services and none of them shares with the viewer;
 * someone in no service hides nothing. The subquery does not depend on the row, so it runs once per statement; with
 * every service sharing (the default) its first step finds no service and it is empty.
 */
function sharedWith(me: string, company: string) {
  const sharesWithViewer = (s: string) =>
    `(${s}.share_leaves_visibility OR (${s}.share_members_visibility AND EXISTS (
      SELECT 1 FROM service_members vm WHERE vm.service_id = ${s}.id AND vm.user_id = ${me})))`;
  return `l.owner_id NOT IN (
    SELECT hm.user_id FROM services hs JOIN service_members hm ON hm.service_id = hs.id
    WHERE hs.company_id = ${company} AND NOT ${sharesWithViewer('hs')}
      AND NOT EXISTS (SELECT 1 FROM service_members om JOIN services os ON os.id = om.service_id
        WHERE om.user_id = hm.user_id AND ${sharesWithViewer('os')}))`;
}

/**
 * The leaves `l` that may overlap a period, as two ranges of begin dates that do not grow with the company's history:
 * the short leaves begin at most SHORT_LEAVE_MAX_DAYS before the period, the long ones (their own partial index) at
 * most LEAVE_MAX_SPAN_DAYS before it. Written into FROM, so that every plan reads these ranges: as a condition, the
 * prepared statement's generic plan walked the begin-date index back through the whole history (issue 30).
 */
function periodSource(p: Params, company: string, from: string, to: string) {
  const shortFrom = p.add(addDays(from, -SHORT_LEAVE_MAX_DAYS));
  const longFrom = p.add(addDays(from, -(LEAVE_MAX_SPAN_DAYS - 1)));
  const end = p.add(to);
  return `(SELECT * FROM leaves WHERE company_id = ${company} AND begin_date >= ${shortFrom} AND begin_date <= ${end}
  UNION ALL SELECT * FROM leaves WHERE company_id = ${company} AND end_date - begin_date >= ${SHORT_LEAVE_MAX_DAYS}
    AND begin_date >= ${longFrom} AND begin_date < ${shortFrom}) l`;
}

/**
 * The leaves a list reads (`from`, as `l`) and the WHERE clause of the list and of the totals: the company, the
 * viewer's visibility, then the query's filters.
 */
function whereClause(p: Params, companyId: number, q: LeaveListQuery, viewer: LeaveListViewer) {
  const company = p.add(companyId);
  const v = viewerConditions(p, viewer, company);
  const where = [`l.company_id = ${company}`, v.visible];
  if (q.managed) where.push(v.scoped);
  if (q.owner) where.push(`l.owner_id = ${q.owner === 'me' ? v.me : p.add(q.owner)}`);
  if (q.status?.length) where.push(`l.status = ANY(${p.add(q.status)}::text[])`);
  // A request to cancel is the owner's and their validators' business, as the detail that shows it.
  if (q.cancellation_requested !== undefined) {
    const requested = `(l.status = 'accepted' AND l.cancellation_requested_at IS NOT NULL)`;
    where.push(q.cancellation_requested ? requested : `NOT ${requested}`, v.details);
  }
  // Filtering on a field is seeing it: a confidential type selects only the leaves whose type the viewer sees.
  if (q.type_of_leave) where.push(`l.type_of_leave_id = ${p.add(q.type_of_leave)}`, v.typeVisible);
  // A year and a month may both be given: the leaves read are those of both periods' intersection, and the source
  // is written once (a source written per period left the first one's parameters unused, which PostgreSQL refuses).
  const periods: { first: string; last: string }[] = [];
  const overlap = (first: string, last: string) => {
    where.push(`l.end_date >= ${p.add(first)}`, `l.begin_date <= ${p.add(last)}`);
    periods.push({ first, last });
  };
  if (q.begin_date) where.push(`l.end_date >= ${p.add(q.begin_date)}`);
  if (q.end_date) where.push(`l.begin_date <= ${p.add(q.end_date)}`);
  if (q.for_year) overlap(`${q.for_year}-01-01`, `${q.for_year}-12-31`);
  if (q.for_month) {
    const { first, last } = monthBounds(q.for_month);
    overlap(first, last);
  }
  const [first, last] = [
    periods
      .map((x) => x.first)
      .sort()
      .at(-1),
    periods.map((x) => x.last).sort()[0],
  ];
  const from = first && last ? periodSource(p, company, first, last) : 'leaves l';
  // People filters go through a subquery on users, so that counts and totals need no join.
  const people: string[] = [];
  if (q.employee_number) people.push(`p.employee_number = ${p.add(q.employee_number)}`);
  const term = q.names || q.search;
  if (term) people.push(`p.search_text LIKE ${p.add(containsPattern(term))}`);
  if (people.length) {
    where.push(`l.owner_id IN (SELECT p.id FROM users p WHERE p.company_id = ${company} AND ${people.join(' AND ')})`);
  }
  if (q.service) {
    where.push(`l.owner_id IN (SELECT sm.user_id FROM service_members sm JOIN services ss ON ss.id = sm.service_id
      WHERE ss.id = ${p.add(q.service)} AND ss.company_id = ${company})`);
  }
  return { from, where: where.join(' AND '), v, company };
}

const when = (visible: string, value: string) => `CASE WHEN ${visible} THEN ${value} END`;

function sortColumns(
  v: ReturnType<typeof viewerConditions>,
  company: string,
): Record<(typeof LEAVE_ORDERING_FIELDS)[number], string> {
  return {
    begin_date: 'l.begin_date',
    end_date: 'l.end_date',
    open_days: 'l.half_days',
    number_of_days: 'l.half_days',
    status: 'l.status',
    type_of_leave: when(v.typeVisible, foldedSqlText('t.name')),
    modified: when(v.details, 'l.modified'),
    submission_date: when(v.details, 'l.submission_date'),
    names: foldedSqlText("u.last_name || ' ' || u.first_name"),
    service: foldedSqlText(firstServiceSql('name', 'l.owner_id', company)),
  };
}

type ListRow = {
  id: number;
  owner_id: number;
  begin_date: string;
  begin_period: LeaveRow['leave']['begin_period'];
  end_date: string;
  end_period: LeaveRow['leave']['end_period'];
  half_days: number;
  type_of_leave_id: number;
  status: LeaveRow['leave']['status'];
  precision: string | null;
  comment: string | null;
  refusal_reason: string | null;
  submission_date: Date | null;
  cancellation_requested_at: Date | null;
  circuit: unknown;
  circuit_step: number | null;
  modified: Date;
  version: number;
  owner_first_name: string;
  owner_last_name: string;
  owner_employee_number: string | null;
  type_name: string;
  type_count_as_worked: boolean;
  type_automatically_accept: boolean;
  type_display_as_confidential: boolean;
  type_display_comment: boolean;
  type_activate_cancellation_workflow: boolean;
  service: unknown;
  attachments_count: number;
};

const toLeaveRow = (r: ListRow): LeaveRow => ({
  leave: {
    id: r.id,
    owner_id: r.owner_id,
    begin_date: r.begin_date,
    begin_period: r.begin_period,
    end_date: r.end_date,
    end_period: r.end_period,
    half_days: r.half_days,
    type_of_leave_id: r.type_of_leave_id,
    status: r.status,
    precision: r.precision,
    comment: r.comment,
    refusal_reason: r.refusal_reason,
    submission_date: r.submission_date,
    cancellation_requested_at: r.cancellation_requested_at,
    circuit: parsedJson<LeaveRow['leave']['circuit']>(r.circuit),
    circuit_step: r.circuit_step,
    modified: r.modified,
    version: r.version,
  },
  owner: {
    id: r.owner_id,
    first_name: r.owner_first_name,
    last_name: r.owner_last_name,
    employee_number: r.owner_employee_number,
  },
  type: {
    id: r.type_of_leave_id,
    name: r.type_name,
    count_as_worked: r.type_count_as_worked,
    automatically_accept: r.type_automatically_accept,
    display_as_confidential: r.type_display_as_confidential,
    display_comment: r.type_display_comment,
    activate_cancellation_workflow: r.type_activate_cancellation_workflow,
  },
  service: parsedJson<LeaveRow['service']>(r.service),
  attachments_count: r.attachments_count,
});

/**
 * One page of the leaves a viewer may see, with each leave's number of attachments (grouped over the page's leaves,
 * not a subquery per row), and the count of all of them.
 *
 * The page runs first, and the count only when the page cannot tell it: a page that is not full and not empty ends the
 * list, so the count is its offset plus its rows (the calendar's month, the own list: most lists, one statement). A full
 * page, or an empty one past the start, asks a count that stops at EXACT_COUNT_LIMIT + 1 (the WHERE evaluated once
 * more); above that limit the planner's estimate is answered, and the answer says so (`count_is_estimate`): a list of
 * 45,000 leaves does not count them all on every page.
 */
export async function listLeaves(
  db: Database,
  companyId: number,
  q: LeaveListQuery,
  viewer: LeaveListViewer,
): Promise<{ count: number; countIsEstimate: boolean; rows: LeaveRow[] }> {
  const p = new Params();
  const { from, where, v, company } = whereClause(p, companyId, q, viewer);
  // The WHERE's own parameters, before the sort's (which adds none) and the page's limit and offset.
  const whereValues = [...p.values];
  const sorts = orderByText(q.ordering, sortColumns(v, company), '-begin_date');
  const sortSelect = sorts.map((s, i) => `${s.expression} AS o${i}`).join(', ');
  const order = (prefix: string) =>
    [...sorts.map((s, i) => `${prefix}o${i} ${s.direction}`), `${prefix}id ASC`].join(', ');
  const text = `WITH page AS (
  SELECT l.id, l.owner_id, l.begin_date, l.begin_period, l.end_date, l.end_period, l.half_days, l.type_of_leave_id,
    l.status, l.precision, l.comment, l.refusal_reason, l.submission_date, l.cancellation_requested_at, l.modified,
    l.version, l.circuit, l.circuit_step,
    u.first_name AS owner_first_name, u.last_name AS owner_last_name, u.employee_number AS owner_employee_number,
    t.name AS type_name, t.count_as_worked AS type_count_as_worked, t.automatically_accept AS type_automatically_accept,
    t.display_as_confidential AS type_display_as_confidential, t.display_comment AS type_display_comment,
    t.activate_cancellation_workflow AS type_activate_cancellation_workflow, ${sortSelect}
  FROM ${from} JOIN users u ON u.id = l.owner_id JOIN types_of_leave t ON t.id = l.type_of_leave_id
  WHERE ${where}
  ORDER BY ${order('')}
  LIMIT ${p.add(q.limit)} OFFSET ${p.add(q.offset)}
), attachments AS (
  SELECT leave_id, count(*)::int AS n FROM leave_attachments WHERE leave_id IN (SELECT id FROM page) GROUP BY leave_id
)
SELECT page.*, coalesce(attachments.n, 0) AS attachments_count,
  ${firstServiceSql('json', 'page.owner_id', company)} AS service
FROM page LEFT JOIN attachments ON attachments.leave_id = page.id
ORDER BY ${order('page.')}`;
  const rows = (await runStatement<ListRow>(db, text, p.values)).map(toLeaveRow);
  const endsTheList = rows.length < q.limit && (rows.length > 0 || q.offset === 0);
  if (endsTheList) return { count: q.offset + rows.length, countIsEstimate: false, rows };
  const matching = `SELECT 1 FROM ${from} WHERE ${where}`;
  const [bounded] = await runStatement<{ n: number }>(
    db,
    `SELECT count(*)::int AS n FROM (${matching} LIMIT ${EXACT_COUNT_LIMIT + 1}) bounded`,
    whereValues,
  );
  const exact = Number(bounded?.n ?? 0);
  if (exact <= EXACT_COUNT_LIMIT) return { count: exact, countIsEstimate: false, rows };
  const estimate = await estimateCount(db, matching, whereValues);
  return { count: Math.max(estimate, exact), countIsEstimate: true, rows };
}

/** The planner's estimate of the rows a query returns (EXPLAIN, which runs nothing). */
async function estimateCount(db: Database, query: string, values: unknown[]): Promise<number> {
  const [row] = await runStatement<{ 'QUERY PLAN': unknown }>(db, `EXPLAIN (FORMAT JSON) ${query}`, values);
  const plan = row?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: { 'Plan Rows': number } }];
  return Math.round(parsed[0].Plan['Plan Rows']);
}

/**
 * The WHERE clause of the totals: the list's, except that `for_year` selects the leaves *beginning* that year, so that a
 * leave across New Year counts once, in the year it begins (as a balance counts it in the period it begins in), and
 * the yearly totals of two years add up.
 */
function totalsWhere(p: Params, companyId: number, q: LeaveListQuery, viewer: LeaveListViewer) {
  const { for_year, ...rest } = q;
  const { from, where } = whereClause(p, companyId, rest, viewer);
  if (!for_year) return { from, where };
  const beginsInYear = `l.begin_date >= ${p.add(`${for_year}-01-01`)} AND l.begin_date <= ${p.add(`${for_year}-12-31`)}`;
  return { from, where: `${where} AND ${beginsInYear}` };
}

/** Days per status over the leaves the list's filters select for the viewer (yearly totals, dashboard recap). */
export async function totalsByStatus(
  db: Database,
  companyId: number,
  q: LeaveListQuery,
  viewer: LeaveListViewer,
): Promise<Record<(typeof LEAVE_STATUSES)[number], number>> {
  const p = new Params();
  const { from, where } = totalsWhere(p, companyId, q, viewer);
  const rows = await runStatement<{ status: keyof typeof totals; half_days: number }>(
    db,
    `SELECT l.status, coalesce(sum(l.half_days), 0)::int AS half_days FROM ${from} WHERE ${where} GROUP BY l.status`,
    p.values,
  );
  const totals = { draft: 0, submitted: 0, accepted: 0, refused: 0 };
  for (const r of rows) totals[r.status] = Number(r.half_days) / 2;
  return totals;
}

/** The first and last years the leaves the filters select begin in (`for_year` ignored): the years the totals offer. */
export async function beginYears(
  db: Database,
  companyId: number,
  q: LeaveListQuery,
  viewer: LeaveListViewer,
): Promise<{ first: number | null; last: number | null }> {
  const p = new Params();
  const { for_year: _, ...rest } = q;
  const { from, where } = whereClause(p, companyId, rest, viewer);
  const [row] = await runStatement<{ first: number | null; last: number | null }>(
    db,
    `SELECT extract(year from min(l.begin_date))::int AS first, extract(year from max(l.begin_date))::int AS last FROM ${from} WHERE ${where}`,
    p.values,
  );
  const year = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return { first: year(row?.first), last: year(row?.last) };
}
