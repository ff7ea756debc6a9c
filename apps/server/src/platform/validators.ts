import { decidesCompanyWide, hasPermission } from '@staff/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { inCompany } from '../db/tenancy';
import type { CompanyAuth } from './access';
import { serviceMembers, services } from './identity/identity.tables';

/**
 * Whose leaves (or, with activities.validate, activity reports; with expenses_claims.validate, expense claims) a user
 * decides on: hr, administrator and accounting decide on everybody's in the company; a manager on the members of the
 * services he manages (spec/3 §6 and issue #3). `all` avoids listing a whole company.
 */
export type ValidatorScope = { all: true } | { all: false; ownerIds: ReadonlySet<number> };

/** The permissions that make one decide on (or read the summary of) other people's documents. */
export type ValidatorPermission =
  | 'leaves.validate'
  | 'activities.validate'
  | 'expenses_claims.validate'
  | 'reports.user-monthly-summary'
  // Whom one may send on a mission: everybody for hr and administrators, the managed services' members for a manager.
  | 'mission_orders.create';

export async function validatorScope(
  db: Db,
  auth: CompanyAuth,
  permission: ValidatorPermission = 'leaves.validate',
): Promise<ValidatorScope> {
  if (!hasPermission(auth.permissions, permission)) return { all: false, ownerIds: new Set() };
  if (decidesCompanyWide(auth.user.roles)) return { all: true };
  const rows = await db
    .select({ user_id: serviceMembers.user_id })
    .from(serviceMembers)
    .innerJoin(services, eq(services.id, serviceMembers.service_id))
    .where(inCompany(services, auth.companyId, [eq(services.manager_id, auth.user.id)]));
  return { all: false, ownerIds: new Set(rows.map((r) => r.user_id)) };
}

export const decidesFor = (scope: ValidatorScope, ownerId: number) => scope.all || scope.ownerIds.has(ownerId);

/** The managers of the services an owner belongs to, for the submission mail. */
export async function managersOf(db: Db, companyId: number, ownerId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ manager_id: services.manager_id })
    .from(services)
    .innerJoin(serviceMembers, eq(serviceMembers.service_id, services.id))
    .where(
      inCompany(services, companyId, [eq(serviceMembers.user_id, ownerId), sql`${services.manager_id} IS NOT NULL`]),
    );
  return rows.map((r) => r.manager_id!);
}

/** The members of a service of the company, active ones only. */
export async function serviceMemberIds(db: Db, companyId: number, serviceId: number): Promise<number[]> {
  const rows = await db
    .select({ user_id: serviceMembers.user_id })
    .from(serviceMembers)
    .where(inCompany(serviceMembers, companyId, [eq(serviceMembers.service_id, serviceId)]));
  return rows.map((r) => r.user_id);
}

export const inScope = (scope: ValidatorScope, column: Parameters<typeof inArray>[0]) =>
  scope.all ? sql`true` : scope.ownerIds.size ? inArray(column, [...scope.ownerIds]) : sql`false`;
