import type { CustomerListQuery, CustomerOut } from '@staff/shared';
import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { orderBy } from '../../platform/pagination';
import { containsPattern, foldedColumn } from '../../platform/text-sort';
import { type SqlProjectViewer, seenBy } from './projects.policy';
import { customers, projects } from './projects.tables';

/** Its projects, counted in the same statement as the customer (a correlated count on projects_company_idx). */
// The outer columns qualified by hand: Drizzle leaves them bare in a single-table statement.
const nbProject = sql<number>`(SELECT count(*)::int FROM ${projects} p WHERE p.customer_id = "customers"."id" AND p.company_id = "customers"."company_id")`;

const customerColumns = {
  id: customers.id,
  name: customers.name,
  nickname: customers.nickname,
  address: customers.address,
  city: customers.city,
  country: customers.country,
  zip_code: customers.zip_code,
  actif: customers.actif,
  nb_project: nbProject,
};
/** A row is the wire's customer as it is. */
type CustomerRow = CustomerOut;

const ORDERING = {
  name: foldedColumn(customers.name),
  nickname: customers.nickname,
  address: foldedColumn(customers.address),
  city: foldedColumn(customers.city),
  zip_code: customers.zip_code,
  country: foldedColumn(customers.country),
  nb_project: nbProject,
  actif: customers.actif,
  id: customers.id,
};

const present = (row: CustomerRow): CustomerRow => ({ ...row, nb_project: Number(row.nb_project) });

/** One page of the company's customers (default order name) with their project counts, and the filtered count. */
export async function listCustomers(db: Db, companyId: number, q: CustomerListQuery, viewer: SqlProjectViewer) {
  const where: SQL[] = [inCompany(customers, companyId)];
  const actif = q.actif ?? q.enable;
  if (actif !== undefined) where.push(eq(customers.actif, actif));
  for (const term of [q.name, q.search]) {
    if (term) where.push(sql`${foldedColumn(customers.name)} LIKE ${containsPattern(term)}`);
  }
  if (q.for_me) {
    // The customers of a project the user may pick: what their expense and activity forms offer.
    const picked = [inCompany(projects, companyId), eq(projects.actif, true), seenBy(viewer)].filter(
      (c): c is SQL => c !== undefined,
    );
    where.push(
      inArray(
        customers.id,
        db
          .select({ id: sql`${projects.customer_id}` })
          .from(projects)
          .where(and(...picked)),
      ),
    );
  }
  const [rows, [total]] = await Promise.all([
    db
      .select(customerColumns)
      .from(customers)
      .where(and(...where))
      .orderBy(...orderBy(q.ordering, ORDERING, 'name', customers.id))
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({ n: count() })
      .from(customers)
      .where(and(...where)),
  ]);
  return { rows: (rows as CustomerRow[]).map(present), count: Number(total?.n ?? 0) };
}

/** One customer of the company with its project count, or null. */
export async function findCustomer(db: Db, companyId: number, id: number): Promise<CustomerRow | null> {
  const [row] = await db
    .select(customerColumns)
    .from(customers)
    .where(inCompany(customers, companyId, [eq(customers.id, id)]));
  return row ? present(row as CustomerRow) : null;
}
