import type { CompanyListQuery } from '@staff/shared';
import { and, count, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { storedFiles } from '../../platform/files/files.tables';
import { orderBy } from '../../platform/pagination';
import { containsPattern, foldedColumn } from '../../platform/text-sort';
import { users } from '../users/users.tables';
import { companies } from './companies.tables';

/** One page of every company (superuser console), each with its number of users, and the filtered count. */
export async function listCompanies(db: Db, q: CompanyListQuery) {
  const userCounts = db
    .select({ company_id: users.company_id, n: count().as('n') })
    .from(users)
    .groupBy(users.company_id)
    .as('user_counts');
  const conditions: SQL[] = [];
  if (q.search) conditions.push(sql`${foldedColumn(companies.name)} LIKE ${containsPattern(q.search)}`);
  if (q.deletion_requested !== undefined) {
    conditions.push(
      q.deletion_requested ? isNotNull(companies.deletion_requested_at) : isNull(companies.deletion_requested_at),
    );
  }
  const where = and(...conditions);
  const ordering = {
    name: foldedColumn(companies.name),
    created: companies.created_at,
    trial_period_end: companies.trial_period_end,
  };
  const [rows, [total]] = await Promise.all([
    db
      .select({ company: companies, n: userCounts.n })
      .from(companies)
      .leftJoin(userCounts, eq(userCounts.company_id, companies.id))
      .where(where)
      .orderBy(...orderBy(q.ordering, ordering, 'name', companies.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(companies).where(where),
  ]);
  return { rows, count: Number(total?.n ?? 0) };
}

export async function countUsers(db: Db, companyId: number): Promise<number> {
  const [counted] = await db.select({ n: count() }).from(users).where(inCompany(users, companyId));
  return counted?.n ?? 0;
}

/** The company reached at a host, its name compared case-insensitively (login page). */
export async function companyByHostname(db: Db, hostname: string) {
  const [company] = await db
    .select()
    .from(companies)
    .where(eq(sql`lower(${companies.hostname})`, hostname));
  return company;
}

/** The stored file of a company's logo, if it has one. */
export async function companyLogoFile(db: Db, companyId: number) {
  const [row] = await db
    .select({ file: storedFiles })
    .from(companies)
    .innerJoin(storedFiles, eq(storedFiles.id, companies.logo_file_id))
    .where(eq(companies.id, companyId));
  return row?.file;
}
