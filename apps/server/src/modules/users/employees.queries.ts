import type { EmployeeOut } from '@staff/shared';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { passwordResetTokens } from '../auth/auth.tables';
import { contracts } from '../contracts/contracts.tables';
import { serviceMembers, services } from '../services/services.tables';
import { users } from './users.tables';

/**
 * One employee with every field of spec 3 §3, for HR's form: their contract with its rules, their services by name
 * and whether an invitation is still waiting. Two statements; null when the id is not the company's.
 */
export async function getEmployee(db: Db, companyId: number, id: number): Promise<EmployeeOut | null> {
  const invitationPending = sql<boolean>`EXISTS (${db
    .select({ one: sql`1` })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.user_id, users.id),
        eq(passwordResetTokens.purpose, 'invitation'),
        isNull(passwordResetTokens.used_at),
        gt(passwordResetTokens.expires_at, sql`now()`),
      ),
    )})`;
  const [[row], memberships] = await Promise.all([
    db
      .select({ user: users, contract: contracts, invitation_pending: invitationPending })
      .from(users)
      .leftJoin(contracts, inCompany(contracts, companyId, [eq(contracts.id, users.contract_id)]))
      .where(inCompany(users, companyId, [eq(users.id, id)])),
    db
      .select({ id: services.id, name: services.name })
      .from(serviceMembers)
      .innerJoin(services, eq(services.id, serviceMembers.service_id))
      .where(inCompany(serviceMembers, companyId, [eq(serviceMembers.user_id, id)]))
      .orderBy(services.name, services.id),
  ]);
  if (!row) return null;
  const { user: u, contract: c } = row;
  return {
    id: u.id,
    username: u.username,
    is_active: u.is_active,
    is_staff: u.is_staff,
    employee_number: u.employee_number,
    last_login: u.last_login?.toISOString() ?? null,
    date_joined: u.date_joined.toISOString(),
    civility: u.civility as EmployeeOut['civility'],
    first_name: u.first_name,
    last_name: u.last_name,
    email: u.email,
    phone: u.phone,
    mobile: u.mobile,
    hiring_date: u.hiring_date,
    departure_date: u.departure_date,
    qualification: u.qualification,
    roles: u.roles,
    employment_contract: u.employment_contract as EmployeeOut['employment_contract'],
    professional_status: u.professional_status,
    coefficient: u.coefficient,
    office: u.office,
    contract: c
      ? {
          id: c.id,
          title: c.title,
          max_worked_days_per_month: c.max_worked_days_per_month,
          can_overflow_max_worked_days: c.can_overflow_max_worked_days,
        }
      : null,
    services: memberships,
    notes: u.notes,
    field_1: u.field_1,
    field_2: u.field_2,
    field_3: u.field_3,
    field_4: u.field_4,
    field_5: u.field_5,
    company: companyId,
    invitation_pending: Boolean(row.invitation_pending),
    pending_email: u.pending_email,
  };
}
