import type { CustomerSummaryQuery, ProjectsSummaryQuery, SalarySummaryQuery, SummaryPeriod } from '@staff/shared';
import { eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { orderBy } from '../../platform/pagination';
import { containsPattern, foldedColumn } from '../../platform/text-sort';
import { customers, projects } from '../projects/projects.tables';
import { services } from '../services/services.tables';
import { users } from '../users/users.tables';
import { countedActivities, countedSums } from './project-summaries.counted';
import type { SummaryScope } from './project-summaries.scope';

/**
 * The three summaries (spec/2 §2.5), each one statement: the counted activities grouped by project, customer or
 * employee, filtered, sorted and paged in SQL, the count of groups on every row. `limit: null` is the export's whole list.
 */

type Page = { limit: number | null; offset: number; ordering: string };
type ProjectsQuery = SummaryPeriod & Page & Pick<ProjectsSummaryQuery, 'project_name' | 'customer_id'>;
type CustomersQuery = SummaryPeriod & Page & Pick<CustomerSummaryQuery, 'customer_name'>;
type SalariesQuery = SummaryPeriod & Page & Pick<SalarySummaryQuery, 'name'>;

/** The counted activities of the period and the sums every summary groups them by. */
function counted(db: Db, scope: SummaryScope, period: SummaryPeriod, onProjects: (SQL | undefined)[] = []) {
  const c = countedActivities(db, scope, period, onProjects);
  return { c, sums: countedSums(c) };
}

/** One page of a summary: from `offset`, `limit` rows (all of them for the export). */
function paged<T extends PgSelect>(query: T, q: Page) {
  const from = query.offset(q.offset);
  return q.limit === null ? from : from.limit(q.limit);
}

/** A project as the summaries show it: its kind, customer, service and budget (joined as `projectJoins` says). */
export const summaryProjectColumns = {
  id: projects.id,
  name: projects.name,
  color: projects.color,
  chargeable: projects.chargeable,
  customer_id: customers.id,
  customer_name: customers.name,
  service_id: services.id,
  service_name: services.name,
  budget_days: projects.budget_days,
  end_date: projects.end_date,
};

const matches = (column: Parameters<typeof foldedColumn>[0], term: string | undefined) =>
  term ? sql`${foldedColumn(column)} LIKE ${containsPattern(term)}` : undefined;

/** The customer filter: one customer's projects, or (0) those without customer. */
export const customerIs = (customer: number | undefined) =>
  customer === undefined
    ? undefined
    : customer === 0
      ? isNull(projects.customer_id)
      : eq(projects.customer_id, customer);

/** worktime sorts on the billable slots, name on the folded name. */
const orderingOf = (name: SQL, billable: SQL) => ({ name, worktime: billable });

export async function projectsSummary(db: Db, scope: SummaryScope, q: ProjectsQuery) {
  const { c, sums } = counted(db, scope, q, [matches(projects.name, q.project_name), customerIs(q.customer_id)]);
  const query = db
    .select({ ...summaryProjectColumns, ...sums })
    .from(c)
    .innerJoin(projects, inCompany(projects, scope.companyId, [eq(projects.id, c.project_id)]))
    .leftJoin(customers, inCompany(customers, scope.companyId, [eq(customers.id, projects.customer_id)]))
    .leftJoin(services, inCompany(services, scope.companyId, [eq(services.id, projects.service_id)]))
    .groupBy(projects.id, customers.id, services.id)
    .orderBy(...orderBy(q.ordering, orderingOf(foldedColumn(projects.name), sums.billable), 'name', projects.id))
    .$dynamic();
  return paged(query, q);
}

export async function customersSummary(db: Db, scope: SummaryScope, q: CustomersQuery) {
  const { c, sums } = counted(db, scope, q);
  const byCustomer = db
    .select({ id: customers.id, name: customers.name, ...sums })
    .from(c)
    .leftJoin(customers, inCompany(customers, scope.companyId, [eq(customers.id, c.customer_id)]))
    .where(matches(customers.name, q.customer_name))
    .groupBy(customers.id);
  // The projects without customer (null name) come last by name.
  const ordering = orderingOf(foldedColumn(customers.name), sums.billable);
  return paged(byCustomer.orderBy(...orderBy(q.ordering, ordering, 'name', customers.id)).$dynamic(), q);
}

export async function salariesSummary(db: Db, scope: SummaryScope, q: SalariesQuery) {
  const { c, sums } = counted(db, scope, q);
  const byName = q.name ? or(matches(users.first_name, q.name), matches(users.last_name, q.name)) : undefined;
  const person = { first_name: users.first_name, last_name: users.last_name, employee_number: users.employee_number };
  const query = db
    .select({ id: users.id, ...person, ...sums })
    .from(c)
    .innerJoin(users, inCompany(users, scope.companyId, [eq(users.id, c.owner_id)]))
    .where(byName)
    .groupBy(users.id)
    .orderBy(...orderBy(q.ordering, orderingOf(sql`${users.sort_name}`, sums.billable), 'name', users.id));
  return paged(query.$dynamic(), q);
}
