import type { TagListQuery, TimeEntryListQuery } from '@staff/shared';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { countOfList } from '../../platform/pagination';
import { containsPattern, foldedColumn } from '../../platform/text-sort';
import { pickableBy } from '../projects';
import { customers, projects } from '../projects/projects.tables';
import { timeEntries, timeEntryTags, timeTags } from './time-tracking.tables';

/** Whose entries: the caller's own, in their company (docs/decisions/time-tracking.md "Own entries only"). */
export type TimeOwner = { companyId: number; userId: number };

export const ownedBy = (owner: TimeOwner): SQL =>
  inCompany(timeEntries, owner.companyId, [eq(timeEntries.owner_id, owner.userId)]);

/** The joins of an entry's project and its customer (both of the entry's company). */
export const projectOfEntry = and(
  eq(projects.id, timeEntries.project_id),
  eq(projects.company_id, timeEntries.company_id),
);
export const customerOfProject = and(
  eq(customers.id, projects.customer_id),
  eq(customers.company_id, projects.company_id),
);

/** An entry's tags in the same statement, by name. */
const entryTags = sql<{ id: number; name: string }[]>`(
  SELECT coalesce(json_agg(json_build_object('id', t.id, 'name', t.name) ORDER BY lower(t.name), t.id), '[]'::json)
  FROM ${timeEntryTags} et JOIN ${timeTags} t ON t.id = et.tag_id AND t.company_id = et.company_id
  WHERE et.entry_id = ${timeEntries.id} AND et.company_id = ${timeEntries.company_id})`;

/** An entry with its project, customer and tags: one row, one statement for a whole page. */
const entryColumns = {
  id: timeEntries.id,
  description: timeEntries.description,
  start_time: timeEntries.start_time,
  end_time: timeEntries.end_time,
  duration: timeEntries.duration,
  owner: timeEntries.owner_id,
  day: timeEntries.day,
  project_id: projects.id,
  project_name: projects.name,
  project_color: projects.color,
  customer_name: customers.name,
  tags: entryTags,
};
export type EntryRow = Awaited<ReturnType<typeof selectEntries>>[number];

function selectEntries(db: Db, where: SQL) {
  return db
    .select(entryColumns)
    .from(timeEntries)
    .leftJoin(projects, projectOfEntry)
    .leftJoin(customers, customerOfProject)
    .where(where);
}

export async function findEntry(db: Db, owner: TimeOwner, id: number): Promise<EntryRow | undefined> {
  const [row] = await selectEntries(db, and(ownedBy(owner), eq(timeEntries.id, id)) as SQL);
  return row;
}

/** The running task (at most one: the partial unique index). */
export async function runningEntry(db: Db, owner: TimeOwner): Promise<EntryRow | undefined> {
  const [row] = await selectEntries(db, and(ownedBy(owner), isNull(timeEntries.end_time)) as SQL);
  return row;
}

/** A name search, accents and case aside. */
const nameContains = (column: SQL | typeof projects.name, term: string) =>
  sql`${foldedColumn(column)} LIKE ${containsPattern(term)}`;

function listConditions(owner: TimeOwner, q: TimeEntryListQuery): SQL {
  const where: SQL[] = [ownedBy(owner)];
  if (q.date_min) where.push(gte(timeEntries.day, q.date_min));
  if (q.date_max) where.push(lt(timeEntries.day, q.date_max));
  if (q.project) where.push(nameContains(projects.name, q.project));
  if (q.tag) {
    where.push(sql`EXISTS (SELECT 1 FROM ${timeEntryTags} et JOIN ${timeTags} t ON t.id = et.tag_id
      WHERE et.entry_id = ${timeEntries.id} AND et.company_id = ${owner.companyId}
      AND ${nameContains(sql`t.name`, q.tag)})`);
  }
  return and(...where) as SQL;
}

/** GET time-entry/: a page of the caller's entries, latest start first, and the count of the filtered list. */
export async function listEntries(db: Db, owner: TimeOwner, q: TimeEntryListQuery) {
  const where = listConditions(owner, q);
  const rows = await selectEntries(db, where)
    // The day is the start's (Paris) date, so (day, start_time) is start_time's order, and the index's: a page of the
    // latest entries reads the index backwards instead of sorting all of them.
    .orderBy(desc(timeEntries.day), desc(timeEntries.start_time), desc(timeEntries.id))
    .limit(q.limit)
    .offset(q.offset);
  const total = await countOfList(rows, q, async () => {
    const [row] = await db.select({ n: count() }).from(timeEntries).leftJoin(projects, projectOfEntry).where(where);
    return Number(row?.n ?? 0);
  });
  return { count: total, rows };
}

/** GET tag/: the company's tags by name, a part of the name searched accents and case aside. */
export async function listTags(db: Db, companyId: number, q: TagListQuery) {
  const where = inCompany(timeTags, companyId, [q.search ? nameContains(sql`${timeTags.name}`, q.search) : undefined]);
  const rows = await db
    .select({ id: timeTags.id, name: timeTags.name })
    .from(timeTags)
    .where(where)
    .orderBy(sql`lower(${timeTags.name})`, asc(timeTags.id))
    .limit(q.limit)
    .offset(q.offset);
  const total = await countOfList(rows, q, async () => {
    const [row] = await db.select({ n: count() }).from(timeTags).where(where);
    return Number(row?.n ?? 0);
  });
  return { count: total, rows };
}

/** Those of `ids` the user may pick (the projects module's `for_me` rule), with their names. */
export async function pickableProjects(db: Db, owner: TimeOwner, ids: number[], today: string) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(inCompany(projects, owner.companyId, [inArray(projects.id, ids), pickableBy(owner.userId, today)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}
