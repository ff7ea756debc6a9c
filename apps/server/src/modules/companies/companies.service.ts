import { type CompanyCreate, type CompanyPatch, usernameSkeleton } from '@staff/shared';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { fieldError } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import { seedCompanyDefaults } from '../reference';
import { users } from '../users/users.tables';
import { companies } from './companies.tables';

/** A company, its reference data and its first administrator: all or nothing. */
export async function createCompany(db: Database, input: z.infer<typeof CompanyCreate>) {
  const passwordHash = await hashPassword(input.admin.password);
  return db.transaction(async (tx) => {
    const [hostTaken] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.hostname, input.hostname));
    if (hostTaken) throw fieldError('hostname', 'company.hostnameTaken');
    const [userTaken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.username})`, input.admin.username.toLowerCase()));
    if (userTaken) throw fieldError('admin.username', 'company.usernameTaken');

    const { admin, ...fields } = input;
    const [company] = await tx
      .insert(companies)
      .values({ ...fields, trial_period_end: input.is_trial_period ? (input.trial_period_end ?? null) : null })
      .returning();
    await seedCompanyDefaults(tx, company!.id);
    await tx.insert(users).values({
      company_id: company!.id,
      username: admin.username,
      username_skeleton: usernameSkeleton(admin.username),
      password_hash: passwordHash,
      first_name: admin.first_name,
      last_name: admin.last_name,
      email: admin.email,
      roles: ['administrator'],
      is_staff: true,
    });
    return company!;
  });
}

export async function updateCompany(db: Database, id: number, patch: z.infer<typeof CompanyPatch>) {
  const [current] = await db.select().from(companies).where(eq(companies.id, id));
  if (!current) return null;
  const values: Partial<typeof companies.$inferInsert> = { ...patch };
  // Reactivating a company awaiting deletion is the superuser's "unlock" (spec/3 §1): the request is cleared.
  if (patch.is_active === true) Object.assign(values, { deletion_requested_at: null, deletion_requested_by: null });
  // Ending a trial clears its end date; a trial without an end date would never expire, whichever field the
  // patch leaves out (the end date of a company already in trial is kept).
  if (patch.is_trial_period === false) values.trial_period_end = null;
  const next = { ...current, ...values };
  if (next.is_trial_period && !next.trial_period_end) {
    throw fieldError('trial_period_end', 'company.trialEndRequired');
  }
  if (Object.keys(values).length === 0) return current;
  const [row] = await db.update(companies).set(values).where(eq(companies.id, id)).returning();
  return row ?? null;
}
