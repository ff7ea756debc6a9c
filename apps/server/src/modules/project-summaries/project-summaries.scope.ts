import { decidesCompanyWide } from '@staff/shared';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import type { CompanyAuth } from '../../platform/access';
import { projects } from '../projects/projects.tables';
import { services } from '../services/services.tables';

/**
 * Who sees which projects in the summaries (issue 27): accounting, hr and administrators the whole company, a manager
 * the projects of the services he manages (company projects and open activities have no service: not his).
 */
export type SummaryScope = { companyId: number; serviceIds: readonly number[] | 'all' };

export async function summaryScopeOf(db: Db, auth: CompanyAuth): Promise<SummaryScope> {
  if (decidesCompanyWide(auth.user.roles)) return { companyId: auth.companyId, serviceIds: 'all' };
  const managed = await db
    .select({ id: services.id })
    .from(services)
    .where(inCompany(services, auth.companyId, [eq(services.manager_id, auth.user.id)]));
  return { companyId: auth.companyId, serviceIds: managed.map((s) => s.id) };
}

/** The scope's condition on projects (undefined: the whole company). */
export function projectsInScope(scope: SummaryScope): SQL | undefined {
  if (scope.serviceIds === 'all') return undefined;
  return scope.serviceIds.length ? inArray(projects.service_id, [...scope.serviceIds]) : sql`false`;
}
