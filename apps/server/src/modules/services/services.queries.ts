import type { ServiceListQuery } from '@staff/shared';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { storedFiles } from '../../platform/files/files.tables';
import { orderBy } from '../../platform/pagination';
import { containsPattern, foldedColumn } from '../../platform/text-sort';
import { documents } from '../documents/documents.tables';
import { projects } from '../projects/projects.tables';
import { users } from '../users/users.tables';
import { serviceMembers, services } from './services.tables';

const manager = alias(users, 'manager');
const assistant = alias(users, 'assistant');
const fullName = (u: { first_name: PgColumn; last_name: PgColumn }) =>
  sql<string | null>`${u.first_name} || ' ' || ${u.last_name}`;

/** How many people each service holds: one grouped subquery over the company, never a count per row. */
function membersCount(db: Db, companyId: number) {
  return db
    .select({ service_id: serviceMembers.service_id, n: count().as('n') })
    .from(serviceMembers)
    .where(inCompany(serviceMembers, companyId))
    .groupBy(serviceMembers.service_id)
    .as('members');
}

/**
 * One page of the company's services (by name unless told), each with its manager's and assistant's names and its
 * number of members, and the count of the filtered list: two statements whatever the page holds.
 */
export async function listServices(db: Db, companyId: number, q: ServiceListQuery) {
  const where: SQL[] = [inCompany(services, companyId)];
  if (q.manager_id) where.push(eq(services.manager_id, q.manager_id));
  if (q.search) where.push(sql`${foldedColumn(services.name)} LIKE ${containsPattern(q.search)}`);
  const members = membersCount(db, companyId);
  const ordering = {
    name: foldedColumn(services.name),
    manager: foldedColumn(sql`${manager.last_name} || ' ' || ${manager.first_name}`),
    assistant: foldedColumn(sql`${assistant.last_name} || ' ' || ${assistant.first_name}`),
    members_count: sql`coalesce(${members.n}, 0)`,
  };
  const [rows, [total]] = await Promise.all([
    db
      .select({
        service: services,
        manager_name: fullName(manager),
        assistant_name: fullName(assistant),
        n: members.n,
      })
      .from(services)
      .leftJoin(members, eq(members.service_id, services.id))
      .leftJoin(manager, eq(manager.id, services.manager_id))
      .leftJoin(assistant, eq(assistant.id, services.assistant_id))
      .where(and(...where))
      .orderBy(...orderBy(q.ordering, ordering, 'name', services.id))
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({ n: count() })
      .from(services)
      .where(and(...where)),
  ]);
  return { rows, count: Number(total?.n ?? 0) };
}

/** One service of the company with its members (by last name), or null. */
export async function getService(db: Db, companyId: number, id: number) {
  const [service] = await db
    .select()
    .from(services)
    .where(inCompany(services, companyId, [eq(services.id, id)]));
  if (!service) return null;
  const members = await db
    .select({ id: users.id, first_name: users.first_name, last_name: users.last_name, is_active: users.is_active })
    .from(serviceMembers)
    .innerJoin(users, eq(users.id, serviceMembers.user_id))
    .where(inCompany(serviceMembers, companyId, [eq(serviceMembers.service_id, id)]))
    .orderBy(asc(foldedColumn(users.last_name)), asc(foldedColumn(users.first_name)), asc(users.id));
  return { ...service, members };
}

/** The company's people among `ids`, with what the service's rules read of them. */
export async function peopleOfCompany(db: Db, companyId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, is_active: users.is_active, roles: users.roles })
    .from(users)
    .where(inCompany(users, companyId, [inArray(users.id, ids)]));
}

/** How many of the company's projects name this service. */
export async function countServiceProjects(db: Db, companyId: number, serviceId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(projects)
    .where(inCompany(projects, companyId, [eq(projects.service_id, serviceId)]));
  return Number(row?.n ?? 0);
}

/** A service's attachments (or the one `id`), newest first, with their file's name, size and type and author. */
export async function listServiceAttachments(db: Db, companyId: number, serviceId: number, id?: number) {
  const where = [inCompany(documents, companyId), eq(documents.service_id, serviceId)];
  if (id !== undefined) where.push(eq(documents.id, id));
  return db
    .select({
      id: documents.id,
      title: documents.title,
      description: documents.description,
      short_name: storedFiles.file_name,
      size: storedFiles.size,
      content_type: storedFiles.content_type,
      creator: documents.creator_id,
      author_username: users.username,
      created: documents.created,
      modified: documents.modified,
    })
    .from(documents)
    .innerJoin(storedFiles, eq(storedFiles.id, documents.file_id))
    .leftJoin(users, eq(users.id, documents.creator_id))
    .where(and(...where))
    .orderBy(sql`${documents.created} DESC`, sql`${documents.id} DESC`);
}

/** The stored file of one attachment of one service of the company, if there is one. */
export async function serviceAttachmentFile(db: Db, companyId: number, serviceId: number, id: number) {
  const [row] = await db
    .select({ file: storedFiles })
    .from(documents)
    .innerJoin(storedFiles, eq(storedFiles.id, documents.file_id))
    .where(inCompany(documents, companyId, [eq(documents.id, id), eq(documents.service_id, serviceId)]));
  return row?.file;
}
