import { canManageService, type ServiceIn } from '@staff/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { FileStorage } from '../../platform/files/storage';
import { documents } from '../documents/documents.tables';
import { countServiceProjects, peopleOfCompany } from './services.queries';
import { serviceMembers, services } from './services.tables';

/** The service page's fields once validated (defaults filled). */
type ServiceFields = z.output<typeof ServiceIn>;

/**
 * The rules the schema cannot check alone, all against the company's people: the manager validates leaves (an active
 * manager, hr or administrator), the assistant is active, every member is one of the company's employees.
 */
async function checkPeople(tx: Db, companyId: number, input: ServiceFields) {
  const ids = [...new Set([input.manager, input.assistant, ...input.members].filter((id) => id !== null))];
  const people = new Map((await peopleOfCompany(tx, companyId, ids)).map((p) => [p.id, p]));
  if (input.manager !== null) {
    const person = people.get(input.manager);
    if (!person || !canManageService(person)) throw badRequest('service.managerNotEligible', undefined, ['manager']);
  }
  if (input.assistant !== null && !people.get(input.assistant)?.is_active) {
    throw badRequest('service.assistantInactive', undefined, ['assistant']);
  }
  if (input.members.some((id) => !people.has(id))) throw badRequest('service.unknownPeople', undefined, ['members']);
}

/** Makes the service's members exactly `members`: who left is removed, who joined is added. */
async function setMembers(tx: Db, companyId: number, serviceId: number, members: number[]) {
  await tx
    .delete(serviceMembers)
    .where(inCompany(serviceMembers, companyId, [eq(serviceMembers.service_id, serviceId)]));
  const unique = [...new Set(members)];
  if (unique.length) {
    await tx
      .insert(serviceMembers)
      .values(unique.map((user_id) => ({ company_id: companyId, service_id: serviceId, user_id })));
  }
}

const columns = (input: ServiceFields) => ({
  name: input.name,
  manager_id: input.manager,
  assistant_id: input.assistant,
  share_members_visibility: input.share_members_visibility,
  share_leaves_visibility: input.share_leaves_visibility,
});

/** A service with its members: all or nothing. */
export async function createService(db: Database, companyId: number, input: ServiceFields) {
  return db.transaction(async (tx) => {
    await checkPeople(tx, companyId, input);
    const [row] = await tx
      .insert(services)
      .values({ company_id: companyId, ...columns(input) })
      .returning({ id: services.id });
    await setMembers(tx, companyId, row!.id, input.members);
    return row!.id;
  });
}

/** Locks the service's row for the rest of the transaction; 404 when the company has no such service. */
async function lockService(tx: Db, companyId: number, id: number) {
  const [row] = await tx
    .select({ id: services.id })
    .from(services)
    .where(inCompany(services, companyId, [eq(services.id, id)]))
    .for('update');
  if (!row) throw notFound();
}

/**
 * Changes a service and its members in one transaction, the row locked first so that two saves of the same page
 * follow each other. The next leave request reads the new manager and members (platform/validators.ts reads them each time).
 */
export async function updateService(db: Database, companyId: number, id: number, input: ServiceFields) {
  await db.transaction(async (tx) => {
    await lockService(tx, companyId, id);
    await checkPeople(tx, companyId, input);
    await tx
      .update(services)
      .set(columns(input))
      .where(inCompany(services, companyId, [eq(services.id, id)]));
    await setMembers(tx, companyId, id, input.members);
  });
}

/** One person joins the service (nothing changes when they are in it already). */
export async function addMember(db: Database, companyId: number, serviceId: number, userId: number) {
  await db.transaction(async (tx) => {
    await lockService(tx, companyId, serviceId);
    if ((await peopleOfCompany(tx, companyId, [userId])).length === 0) {
      throw badRequest('service.unknownPeople', undefined, ['user']);
    }
    await tx
      .insert(serviceMembers)
      .values({ company_id: companyId, service_id: serviceId, user_id: userId })
      .onConflictDoNothing();
  });
}

/** One person leaves the service; 404 when they were not in it. */
export async function removeMember(db: Database, companyId: number, serviceId: number, userId: number) {
  const removed = await db
    .delete(serviceMembers)
    .where(
      inCompany(serviceMembers, companyId, [
        eq(serviceMembers.service_id, serviceId),
        eq(serviceMembers.user_id, userId),
      ]),
    )
    .returning({ user_id: serviceMembers.user_id });
  if (removed.length === 0) throw notFound();
}

/**
 * Deletes a service no project names. Its members leave it (their accounts and leaves stay: a leave names its owner,
 * never a service, and the owner's pending requests are then decided by hr, administrators or the manager of another
 * service of theirs); its documents are deleted with their files. The bytes go once the transaction has committed:
 * the caller runs the returned function.
 */
export async function deleteService(db: Database, files: FileStorage, companyId: number, id: number) {
  return db.transaction(async (tx) => {
    await lockService(tx, companyId, id);
    const used = await countServiceProjects(tx, companyId, id);
    if (used > 0) throw conflict('service.usedByProjects', { count: used }, 'service_in_use');
    const docs = await tx
      .delete(documents)
      .where(inCompany(documents, companyId, [eq(documents.service_id, id)]))
      .returning({ file_id: documents.file_id });
    const removeBytes = await files.discard(
      tx,
      companyId,
      docs.map((d) => d.file_id),
    );
    await tx.delete(services).where(inCompany(services, companyId, [eq(services.id, id)]));
    return removeBytes;
  });
}
