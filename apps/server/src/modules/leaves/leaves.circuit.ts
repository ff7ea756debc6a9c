import {
  COMPANY_WIDE_VALIDATOR_ROLES,
  circuitSteps,
  hasPermission,
  type LeaveAction,
  type LeaveCircuitStep,
  permissionsFor,
  type Role,
} from '@staff/shared';
import { and, arrayOverlaps, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { companies, serviceMembers, services } from '../../platform/identity/identity.tables';
import { splitAddresses } from '../../platform/mail/outbox';
import { users } from '../users/users.tables';
import type { LeaveType } from './leaves.rules';
import type { leaves } from './leaves.tables';

type Leave = typeof leaves.$inferSelect;
type Person = { id: number; email: string; roles: Role[] };

/** Those of `people` who decide on leaves at all (a service's manager may hold another role). */
const deciding = (people: readonly Person[]) =>
  people.filter((p) => hasPermission(permissionsFor(p.roles), 'leaves.validate')).map((p) => p.id);

/** Step 1: the active managers of the services the owner belongs to. */
async function managersStep(tx: Db, companyId: number, ownerId: number): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ id: users.id, email: users.email, roles: users.roles })
    .from(services)
    .innerJoin(serviceMembers, eq(serviceMembers.service_id, services.id))
    .innerJoin(users, and(eq(users.id, services.manager_id), eq(users.is_active, true)))
    .where(inCompany(services, companyId, [eq(serviceMembers.user_id, ownerId)]));
  return deciding(rows);
}

/**
 * Step 2: hr. When the company names its leave validation recipients (preferences `leave.recipients_for_validation`),
 * those of them who are active users deciding on everybody's leaves; when it names none, or none such, its active
 * hr users. The addresses named that are nobody's still get the step's mail (leaves.mails.ts).
 */
async function hrStep(tx: Db, companyId: number): Promise<number[]> {
  const [company] = await tx
    .select({ preferences: companies.preferences })
    .from(companies)
    .where(eq(companies.id, companyId));
  const named = new Set(
    splitAddresses(company?.preferences.leave?.recipients_for_validation).map((a) => a.toLowerCase()),
  );
  const companyWide = await tx
    .select({ id: users.id, email: users.email, roles: users.roles })
    .from(users)
    .where(
      inCompany(users, companyId, [
        eq(users.is_active, true),
        arrayOverlaps(users.roles, [...COMPANY_WIDE_VALIDATOR_ROLES]),
      ]),
    );
  const recipients = deciding(companyWide.filter((p) => named.has(p.email.toLowerCase())));
  return recipients.length > 0 ? recipients : deciding(companyWide.filter((p) => p.roles.includes('hr')));
}

/**
 * The circuit a leave of `ownerId` enters when submitted under a type with `activate_validation_workflow`: its steps
 * with their people, fixed now (the step's mail names them); a step with nobody but the owner is skipped. Null when
 * the type has no circuit, or no step has anyone: the leave then waits for one decision, as without it.
 */
export async function openCircuit(
  tx: Db,
  companyId: number,
  ownerId: number,
  type: LeaveType,
): Promise<{ circuit: LeaveCircuitStep[] | null; circuit_step: number | null }> {
  if (!type.activate_validation_workflow) return { circuit: null, circuit_step: null };
  const steps = circuitSteps(
    [
      { role: 'manager', deciders: await managersStep(tx, companyId, ownerId) },
      { role: 'hr', deciders: await hrStep(tx, companyId) },
    ],
    ownerId,
  );
  return steps.length > 0 ? { circuit: steps, circuit_step: 1 } : { circuit: null, circuit_step: null };
}

/**
 * What a transition does to the circuit: a submission opens one (when the leave waits for a decision), a step's
 * acceptance moves to the next step, a decision ends the wait (the circuit is kept: who decided), back to draft forgets
 * it (a new submission opens a new one). A cancellation's request and decisions leave it as it is.
 */
export async function circuitAfter(
  tx: Db,
  action: LeaveAction,
  leave: Leave,
  type: LeaveType,
  status: string,
): Promise<Partial<Pick<Leave, 'circuit' | 'circuit_step'>>> {
  switch (action) {
    case 'submit':
      return status === 'submitted'
        ? openCircuit(tx, leave.company_id, leave.owner_id, type)
        : { circuit: null, circuit_step: null };
    case 'approve_step':
      return { circuit_step: (leave.circuit_step ?? 0) + 1 };
    case 'validate':
    case 'refuse':
      return { circuit_step: null };
    case 'unsubmit':
    case 'cancel':
      return { circuit: null, circuit_step: null };
    default:
      return {};
  }
}
