import { and, count, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { isTrialExpired, TRIAL_EXPIRED_MESSAGE } from '../../platform/access';
import { AppError } from '../../platform/errors';
import { enqueueMail } from '../../platform/mail/outbox';
import { hashPassword, UNUSABLE_PASSWORD_HASH, verifyPassword } from '../../platform/passwords';
import { deleteUserSessions, type SessionCompany, type SessionUser } from '../../platform/sessions';
import { randomToken, sha256 } from '../../platform/tokens';
import { companies } from '../companies/companies.tables';
import { users } from '../users/users.tables';
import { resetMail } from './auth.mails';
import { loginFailures, passwordResetTokens } from './auth.tables';

/** Ten failed sign-ins for one account and address within 15 minutes lock that pair out (issue #2). */
export const MAX_FAILURES = 10;
export const FAILURE_WINDOW_MS = 15 * 60_000;
/** A reset link works once, for one hour. */
export const RESET_TOKEN_TTL_MS = 60 * 60_000;

export const invalidCredentials = (username: string) =>
  new AppError(
    401,
    'invalid_credentials',
    `Authentication failed for ${username}: username/password rejected by server.`,
  );

/** Checks the credentials and the company; returns the user to open a session for. */
export async function authenticate(
  db: Database,
  input: { username: string; password: string; ip: string },
): Promise<{ user: SessionUser; company: SessionCompany | null }> {
  const username = input.username.trim().toLowerCase();
  const since = new Date(Date.now() - FAILURE_WINDOW_MS);
  const [failures] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.username, username), eq(loginFailures.ip, input.ip), gt(loginFailures.at, since)));
  if ((failures?.n ?? 0) >= MAX_FAILURES) {
    throw new AppError(429, 'too_many_attempts', 'Too many failed sign-in attempts. Try again in 15 minutes.');
  }

  const [row] = await db
    .select({ user: users, company: companies })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.company_id))
    .where(eq(sql`lower(${users.username})`, username));
  // An unknown user costs the same hashing time as a known one, so timing does not tell which usernames exist.
  const valid = await verifyPassword(input.password, row?.user.password_hash ?? UNUSABLE_PASSWORD_HASH);
  if (!row || !valid || !row.user.is_active) {
    await db.insert(loginFailures).values({ username, ip: input.ip });
    throw invalidCredentials(input.username);
  }
  if (row.company && !row.company.is_active) {
    throw new AppError(403, 'company_inactive', 'This company is not active.');
  }
  if (row.company && isTrialExpired(row.company)) throw new AppError(403, 'trial_expired', TRIAL_EXPIRED_MESSAGE);
  await db.delete(loginFailures).where(and(eq(loginFailures.username, username), eq(loginFailures.ip, input.ip)));
  await db.update(users).set({ last_login: new Date() }).where(eq(users.id, row.user.id));
  return row;
}

/**
 * Mails a reset link to every active account whose username or e-mail is the given identifier.
 * The caller answers the same whether or not one exists, so the form does not reveal accounts.
 */
export async function requestPasswordReset(db: Database, identifier: string, publicUrl: string): Promise<void> {
  const key = identifier.trim().toLowerCase();
  await db.transaction(async (tx) => {
    const matches = await tx
      .select()
      .from(users)
      .where(
        and(
          eq(users.is_active, true),
          eq(users.can_change_password, true),
          or(eq(sql`lower(${users.username})`, key), eq(sql`lower(${users.email})`, key)),
        ),
      );
    for (const user of matches) {
      if (!user.email) continue;
      const token = randomToken();
      await tx.insert(passwordResetTokens).values({
        token_hash: sha256(token),
        user_id: user.id,
        expires_at: new Date(Date.now() + RESET_TOKEN_TTL_MS),
      });
      await enqueueMail(tx, {
        companyId: user.company_id,
        to: [user.email],
        ...resetMail({ username: user.username, link: `${publicUrl}/change-password/${token}` }),
      });
    }
  });
}

/** Sets the password from a reset link, spends the link and ends the user's sessions: one transaction. */
export async function resetPassword(db: Database, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ used_at: new Date() })
      .where(
        and(
          eq(passwordResetTokens.token_hash, sha256(token)),
          isNull(passwordResetTokens.used_at),
          gt(passwordResetTokens.expires_at, new Date()),
        ),
      )
      .returning({ user_id: passwordResetTokens.user_id });
    if (!spent) throw new AppError(400, 'invalid_token', 'This link is invalid or has expired.');
    await tx.update(users).set({ password_hash: passwordHash }).where(eq(users.id, spent.user_id));
    await deleteUserSessions(tx, spent.user_id);
    // Older links mailed to the same account die with the password they were meant to replace.
    await spendResetTokens(tx, spent.user_id);
  });
}

/** Spends every unused reset link of a user (their password has just changed). */
export async function spendResetTokens(tx: Db, userId: number): Promise<void> {
  await tx
    .update(passwordResetTokens)
    .set({ used_at: new Date() })
    .where(and(eq(passwordResetTokens.user_id, userId), isNull(passwordResetTokens.used_at)));
}
