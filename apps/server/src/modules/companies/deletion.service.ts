import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { conflict, fieldError } from '../../platform/errors';
import { storedFiles } from '../../platform/files/files.tables';
import type { FileStorage } from '../../platform/files/storage';
import { sessions } from '../../platform/identity/identity.tables';
import { enqueueLocalizedMail } from '../../platform/mail/localized';
import { users } from '../users/users.tables';
import { companies } from './companies.tables';
import { deletionRequestMail } from './deletion.mails';
import { companyDeletionPlan, companyRowCounts, deleteCompanyRows, type PlannedTable } from './deletion.plan';

/** The catalogue does not change while the server runs: the plan is read once. */
let plan: Promise<PlannedTable[]> | undefined;
const deletionPlan = (db: Database) => {
  plan ??= companyDeletionPlan(db).catch((error: unknown) => {
    plan = undefined;
    throw error;
  });
  return plan;
};

/**
 * An administrator asks for the deletion of their company (spec/1 §2): in one transaction the company is locked (its
 * users can no longer sign in), every open session of its users ends, the request is recorded, and the superusers
 * are mailed through the outbox.
 */
export async function requestCompanyDeletion(
  db: Database,
  input: { companyId: number; userId: number; publicUrl: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [company] = await tx
      .update(companies)
      .set({ is_active: false, deletion_requested_at: sql`now()`, deletion_requested_by: input.userId })
      .where(eq(companies.id, input.companyId))
      .returning({ id: companies.id, name: companies.name });
    await tx
      .delete(sessions)
      .where(
        inArray(sessions.user_id, tx.select({ id: users.id }).from(users).where(inCompany(users, input.companyId))),
      );
    const [requester] = await tx
      .select({ first_name: users.first_name, last_name: users.last_name, email: users.email })
      .from(users)
      .where(eq(users.id, input.userId));
    const superusers = await tx
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.is_superuser, true), eq(users.is_active, true), isNotNull(users.email)));
    const words = {
      company: company!.name,
      requester: `${requester!.first_name} ${requester!.last_name}`.trim(),
      email: requester!.email,
      link: `${input.publicUrl}/delete-company/${company!.id}?user=${input.userId}`,
    };
    // Not the company's mail: it must survive the company's deletion, so it carries no company (the superusers').
    await enqueueLocalizedMail(tx, {
      companyId: null,
      to: superusers.map((u) => u.email),
      render: (language) => deletionRequestMail(words, language),
      priority: 'bulk',
    });
  });
}

/** The superuser's recap of a company (spec/3 §1): who asked, when, and how many rows of each kind it holds. */
export async function deletionRecap(db: Database, companyId: number) {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) return null;
  const [requester] = company.deletion_requested_by
    ? await db
        .select({
          id: users.id,
          username: users.username,
          first_name: users.first_name,
          last_name: users.last_name,
          email: users.email,
          phone: users.phone,
        })
        .from(users)
        .where(inCompany(users, companyId, [eq(users.id, company.deletion_requested_by)]))
    : [];
  const data = await companyRowCounts(db, await deletionPlan(db), companyId);
  const [files] = await db
    .select({ bytes: sql<number>`coalesce(sum(${storedFiles.size}), 0)::int` })
    .from(storedFiles)
    .where(inCompany(storedFiles, companyId));
  return { company, requester: requester ?? null, data, filesBytes: Number(files?.bytes ?? 0) };
}

/**
 * Erases the company: every row of every table that belongs to it, in one transaction (a failure leaves it whole),
 * then what its files leave outside the database (their folder) once that transaction has committed. The typed name must equal the company's name: the
 * page's check is repeated here. Only a locked company (its deletion asked for, or deactivated) is erased, as the page
 * offers it. False when there is no such company.
 */
export async function deleteCompany(
  db: Database,
  files: FileStorage,
  input: { companyId: number; typedName: string },
): Promise<boolean> {
  const steps = await deletionPlan(db);
  const deleted = await db.transaction(async (tx) => {
    // The row lock makes every concurrent write that references the company wait, then fail on its missing key.
    const [company] = await tx
      .select({
        name: companies.name,
        is_active: companies.is_active,
        deletion_requested_at: companies.deletion_requested_at,
      })
      .from(companies)
      .where(eq(companies.id, input.companyId))
      .for('update');
    if (!company) return false;
    if (company.name !== input.typedName) throw fieldError('name', 'company.deletionNameMismatch');
    // Checked under the lock: a superuser's unlock committed meanwhile wins over a deletion page opened before it.
    if (company.is_active && !company.deletion_requested_at) throw conflict('company.deletionNotLocked');
    await deleteCompanyRows(tx, steps, input.companyId);
    return true;
  });
  if (deleted) await files.removeCompanyFiles(input.companyId);
  return deleted;
}
