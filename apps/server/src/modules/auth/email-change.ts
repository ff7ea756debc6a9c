import type { Language, Role } from '@staff/shared';
import { and, eq, gt, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { appError } from '../../platform/errors';
import { appendHistory } from '../../platform/history';
import { enqueueLocalizedMail } from '../../platform/mail/localized';
import { randomToken, sha256 } from '../../platform/tokens';
import { userHistory, users } from '../users/users.tables';
import { emailChangeNoticeMail, emailConfirmationMail } from './auth.mails';
import { emailChangeTokens } from './auth.tables';

/*
 * A change of e-mail takes effect only when the link mailed to the new address is opened (issue 21, defect 8): a
 * colleague who types their own address into someone's account gets no reset link for it, and the owner's address
 * is told. Both steps are written to the person's history.
 */

/** A confirmation link works for 24 hours, once. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60_000;
/**
 * Roles whose holders' address only an administrator may change for them (the back office's roles, the assistant
 * included: a taken-over account with any of them reads or writes other people's records).
 */
export const ADMIN_ONLY_EMAIL_ROLES: readonly Role[] = ['administrator', 'hr', 'accounting', 'manager', 'assistant'];

export const EMAIL_CHANGE = { requested: 'requested', confirmed: 'confirmed' } as const;

const sameEmail = (a: string, b: string | null) => b !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether a form's address differs from the account's confirmed one. */
export const isNewEmail = (input: string, current: string) => !sameEmail(input, current);

type Subject = {
  id: number;
  company_id: number | null;
  username: string;
  email: string;
  pending_email: string | null;
  language: Language;
};

/**
 * 403 unless the actor may change the subject's address: anyone their own; an administrator anybody's; others only
 * the address of someone holding no back-office role (now or in the same change).
 */
export function assertMayChangeEmail(
  actor: { id: number; roles: readonly Role[] },
  subject: { id: number; roles: readonly Role[] },
  newRoles: readonly Role[] = [],
): void {
  if (actor.id === subject.id || actor.roles.includes('administrator')) return;
  if ([...subject.roles, ...newRoles].some((role) => ADMIN_ONLY_EMAIL_ROLES.includes(role))) {
    throw appError(403, 'employee.emailChangeAdminOnly', undefined, {
      code: 'permission_denied',
      fields: { email: [{ code: 'employee.emailChangeAdminOnly' }] },
    });
  }
}

/**
 * Records `newEmail` as the subject's pending address, in the caller's transaction: spends the older links, mails
 * a link to the new address and a notice to the current one, and writes the request to the history. At most one
 * request per address: asking again for the current or the pending address does nothing. Answers the pending
 * address after the call.
 */
export async function requestEmailChange(
  tx: Db,
  input: { subject: Subject; newEmail: string; actorId: number; publicUrl: string; now?: Date },
): Promise<string | null> {
  const { subject } = input;
  const newEmail = input.newEmail.trim();
  const now = input.now ?? new Date();
  // The same address again (a form saved with the confirmed one, or the one already waiting) sends nothing more.
  if (sameEmail(newEmail, subject.email)) return subject.pending_email;
  if (sameEmail(newEmail, subject.pending_email) && (await hasLiveLink(tx, subject.id))) return subject.pending_email;
  await tx
    .update(emailChangeTokens)
    .set({ used_at: now })
    .where(and(eq(emailChangeTokens.user_id, subject.id), isNull(emailChangeTokens.used_at)));
  const token = randomToken();
  await tx.insert(emailChangeTokens).values({
    token_hash: sha256(token),
    user_id: subject.id,
    new_email: newEmail,
    expires_at: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS),
  });
  await tx.update(users).set({ pending_email: newEmail }).where(eq(users.id, subject.id));
  // Both in the account's language: the new address is no user's yet.
  const link = `${input.publicUrl}/confirm-email/${token}`;
  await enqueueLocalizedMail(tx, {
    companyId: subject.company_id,
    to: [newEmail],
    language: subject.language,
    render: (language) => emailConfirmationMail({ username: subject.username, email: newEmail, link }, language),
  });
  if (subject.email) {
    await enqueueLocalizedMail(tx, {
      companyId: subject.company_id,
      to: [subject.email],
      language: subject.language,
      render: (language) => emailChangeNoticeMail({ username: subject.username, email: newEmail }, language),
    });
  }
  await appendHistory(tx, userHistory, {
    company_id: subject.company_id,
    employee_id: subject.id,
    user_id: input.actorId,
    action_flag: 2,
    change_message: { email: EMAIL_CHANGE.requested, from: subject.email, to: newEmail },
  });
  return newEmail;
}

async function hasLiveLink(tx: Db, userId: number): Promise<boolean> {
  const [live] = await tx
    .select({ one: sql`1` })
    .from(emailChangeTokens)
    .where(
      and(
        eq(emailChangeTokens.user_id, userId),
        isNull(emailChangeTokens.used_at),
        gt(emailChangeTokens.expires_at, new Date()),
      ),
    )
    .limit(1);
  return live !== undefined;
}

/** Housekeeping: a pending address whose link has expired (or was spent otherwise) is pending no more. */
export async function clearStalePendingEmails(db: Db, now = new Date()): Promise<void> {
  await db
    .update(users)
    .set({ pending_email: null })
    .where(
      and(
        isNotNull(users.pending_email),
        notExists(
          db
            .select({ one: sql`1` })
            .from(emailChangeTokens)
            .where(
              and(
                eq(emailChangeTokens.user_id, users.id),
                isNull(emailChangeTokens.used_at),
                gt(emailChangeTokens.expires_at, now),
              ),
            ),
        ),
      ),
    );
}

/** GET /api/email-change/{token}/: the address a working link confirms; 400 invalid_token otherwise. */
export async function checkEmailChangeToken(db: Db, token: string): Promise<{ email: string }> {
  const [row] = await db
    .select({ email: emailChangeTokens.new_email })
    .from(emailChangeTokens)
    .where(
      and(
        eq(emailChangeTokens.token_hash, sha256(token)),
        isNull(emailChangeTokens.used_at),
        gt(emailChangeTokens.expires_at, new Date()),
      ),
    );
  if (!row) throw appError(400, 'invalid_token');
  return row;
}

/**
 * PUT /api/email-change/{token}/: the link's address becomes the account's, the link is spent and the history
 * says so: one transaction. The user's row is locked, so two links of one account opened at once apply one after
 * the other (the second one is spent by then).
 */
export async function confirmEmailChange(db: Database, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(emailChangeTokens)
      .set({ used_at: new Date() })
      .where(
        and(
          eq(emailChangeTokens.token_hash, sha256(token)),
          isNull(emailChangeTokens.used_at),
          gt(emailChangeTokens.expires_at, new Date()),
        ),
      )
      .returning({ user_id: emailChangeTokens.user_id, email: emailChangeTokens.new_email });
    if (!spent) throw appError(400, 'invalid_token');
    const [before] = await tx
      .select({ email: users.email, company_id: users.company_id })
      .from(users)
      .where(eq(users.id, spent.user_id))
      .for('update');
    if (!before) throw appError(400, 'invalid_token');
    await tx.update(users).set({ email: spent.email, pending_email: null }).where(eq(users.id, spent.user_id));
    await appendHistory(tx, userHistory, {
      company_id: before.company_id,
      employee_id: spent.user_id,
      user_id: spent.user_id,
      action_flag: 2,
      change_message: { email: EMAIL_CHANGE.confirmed, from: before.email, to: spent.email },
    });
  });
}
