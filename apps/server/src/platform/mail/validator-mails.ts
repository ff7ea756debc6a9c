import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { companies, users } from '../identity/identity.tables';
import { enqueueLocalizedMail, type LocalizedMail } from './localized';
import { splitAddresses } from './outbox';

/** The documents a company names validation recipients for (preferences leave/activity/expense, spec/3 §3). */
export type ValidatedDocument = 'leave' | 'activity' | 'expense';

/**
 * The "to validate" mail of a leave request, an activity report or an expense claim (spec/1 §4, §7): to the
 * company's recipients_for_validation of that document and to the active managers of the owner's services
 * (`managerIds`: who validates whom answers them, the caller hands them in since the platform imports no module).
 * Queued in the caller's transaction: it leaves only if the submission commits; the outbox adds the subject prefix.
 * Each reader gets it in their language (issue 28); an address that is no user's, in French.
 */
export async function mailValidators(
  tx: Db,
  mail: {
    companyId: number;
    document: ValidatedDocument;
    managerIds: readonly number[];
    render: LocalizedMail['render'];
    /** Whether the company's recipients get it too (not at an approval circuit's managers' step); by default, yes. */
    recipients?: boolean;
  },
): Promise<void> {
  const { companyId } = mail;
  const managers = mail.managerIds.length
    ? await tx
        .select({ email: users.email })
        .from(users)
        .where(inCompany(users, companyId, [inArray(users.id, [...mail.managerIds]), eq(users.is_active, true)]))
    : [];
  // The company's preferences are read here, not carried by every request's session (platform/sessions.ts).
  const [company] = await tx
    .select({ preferences: companies.preferences })
    .from(companies)
    .where(eq(companies.id, companyId));
  const recipients = mail.recipients === false ? null : company?.preferences[mail.document]?.recipients_for_validation;
  await enqueueLocalizedMail(tx, {
    companyId,
    priority: 'bulk',
    to: [...splitAddresses(recipients), ...managers.map((m) => m.email)],
    render: mail.render,
  });
}

/** "Alice Martin": a user's first and last names, read in the company (empty when the user is not in it). */
export async function fullNameOf(tx: Db, companyId: number, userId: number): Promise<string> {
  const [user] = await tx
    .select({ first_name: users.first_name, last_name: users.last_name })
    .from(users)
    .where(inCompany(users, companyId, [eq(users.id, userId)]));
  return `${user?.first_name ?? ''} ${user?.last_name ?? ''}`.trim();
}
