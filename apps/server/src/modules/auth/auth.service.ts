import { usernameKey } from '@staff/shared';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { isTrialExpired } from '../../platform/access';
import { AppError, appError } from '../../platform/errors';
import { enqueueMail } from '../../platform/mail/outbox';
import { hashPassword, UNUSABLE_PASSWORD_HASH, verifyPassword } from '../../platform/passwords';
import { deleteUserSessions, type SessionCompany, type SessionUser } from '../../platform/sessions';
import { randomToken, sha256 } from '../../platform/tokens';
import { companies } from '../companies/companies.tables';
import { users } from '../users/users.tables';
import { resetMail } from './auth.mails';
import { passwordResetTokens } from './auth.tables';
import { clearThrottle, release, reserve } from './auth.throttle';

/**
 * Sign-in throttle: ten failures per account (whatever the address) and ten per address (whatever the account)
 * within 15 minutes. The per-address limit stops a spray of one guess on each of many accounts.
 */
export const SIGN_IN_LIMITS = { perAccount: 10, perAddress: 10, windowMs: 15 * 60_000 };
/** Reset mails: three per account and ten requests per address within an hour; beyond, the answer is the same. */
export const RESET_LIMITS = { perAccount: 3, perAddress: 10, windowMs: 60 * 60_000 };
/** A reset link works once, for one hour. */
export const RESET_TOKEN_TTL_MS = 60 * 60_000;

const THROTTLE = {
  signInAccount: 'sign_in_account',
  signInAddress: 'sign_in_address',
  resetAccount: 'reset_account',
  resetAddress: 'reset_address',
} as const;

export const invalidCredentials = (username: string) => appError(401, 'invalid_credentials', { username });

/** 429 with the seconds to wait, which the routes send as Retry-After. */
export class TooManyAttempts extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    super(429, { code: 'too_many_attempts', params: { minutes } });
  }
}

/**
 * Checks the credentials and the company; returns the user to open a session for. Each attempt first reserves a
 * place in the account's and the address's failure counters (atomically, see reserve), so parallel guesses cannot
 * outrun the count; a failure keeps its place, anything else gives it back. No transaction is held while hashing.
 */
export async function authenticate(
  db: Database,
  input: { username: string; password: string; ip: string },
): Promise<{ user: SessionUser; company: SessionCompany | null }> {
  // As stored (NFKC, issue 21) and case aside: "ａｌｉｃｅ" signs in as alice, and counts against alice's attempts.
  const username = usernameKey(input.username.trim());
  const { perAccount, perAddress, windowMs } = SIGN_IN_LIMITS;
  const attempt = await reserve(db, [
    { kind: THROTTLE.signInAccount, key: username, max: perAccount, windowMs },
    { kind: THROTTLE.signInAddress, key: input.ip, max: perAddress, windowMs },
  ]);
  if (!attempt.granted) {
    // A refused attempt is not checked, so it is not a failure: the counters keep counting checked guesses only.
    await release(db, attempt.reservations);
    throw new TooManyAttempts(attempt.retryAfterSeconds);
  }

  const [row] = await db
    .select({ user: users, company: companies })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.company_id))
    .where(eq(sql`lower(${users.username})`, username));
  // An unknown user costs the same hashing time as a known one, so timing does not tell which usernames exist.
  const valid = await verifyPassword(input.password, row?.user.password_hash ?? UNUSABLE_PASSWORD_HASH);
  if (!row || !valid || !row.user.is_active) throw invalidCredentials(input.username);

  // The password was right: not a failed guess, whatever follows.
  await release(db, attempt.reservations);
  if (row.company && !row.company.is_active) {
    throw appError(403, 'company_inactive');
  }
  if (row.company && isTrialExpired(row.company)) throw appError(403, 'trial_expired');
  // The account's failures are forgotten; the address's are not, or signing in to one's own account between
  // sprays would reset the address's count.
  await clearThrottle(db, THROTTLE.signInAccount, username);
  await db.update(users).set({ last_login: new Date() }).where(eq(users.id, row.user.id));
  return row;
}

/**
 * Mails a reset link to every active account whose username or e-mail is the given identifier, at most
 * RESET_LIMITS.perAccount a window per account and none beyond RESET_LIMITS.perAddress requests from one address.
 * The route answers before this runs, so neither the answer nor its timing reveals accounts; answers whether a mail
 * was queued (so the caller kicks the sender).
 */
export async function requestPasswordReset(
  db: Database,
  input: { identifier: string; ip: string; publicUrl: string },
): Promise<boolean> {
  const key = usernameKey(input.identifier.trim());
  const { perAccount, perAddress, windowMs } = RESET_LIMITS;
  const fromAddress = await reserve(db, [{ kind: THROTTLE.resetAddress, key: input.ip, max: perAddress, windowMs }]);
  if (!fromAddress.granted) return false;
  return db.transaction(async (tx) => {
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
    let queued = false;
    for (const user of matches) {
      if (!user.email) continue;
      const forAccount = await reserve(tx, [
        { kind: THROTTLE.resetAccount, key: String(user.id), max: perAccount, windowMs },
      ]);
      if (!forAccount.granted) continue;
      const token = randomToken();
      await tx.insert(passwordResetTokens).values({
        token_hash: sha256(token),
        user_id: user.id,
        expires_at: new Date(Date.now() + RESET_TOKEN_TTL_MS),
      });
      await enqueueMail(tx, {
        companyId: user.company_id,
        to: [user.email],
        ...resetMail({ username: user.username, link: `${input.publicUrl}/change-password/${token}` }),
      });
      queued = true;
    }
    return queued;
  });
}

/**
 * What a link is for while it works; once spent or past its time, an invitation says so in its own words (the
 * newcomer asks HR for a new one) and a reset link says it is invalid or expired.
 */
export async function checkResetToken(db: Db, token: string): Promise<{ purpose: 'reset' | 'invitation' }> {
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.token_hash, sha256(token)));
  if (row && row.used_at === null && row.expires_at > new Date()) {
    return { purpose: row.purpose === 'invitation' ? 'invitation' : 'reset' };
  }
  throw unusableLink(row?.purpose);
}

const unusableLink = (purpose: string | undefined) =>
  purpose === 'invitation'
    ? appError(400, 'employee.invitationExpired', undefined, { code: 'invalid_token' })
    : appError(400, 'invalid_token');

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
    if (!spent) {
      const [known] = await tx
        .select({ purpose: passwordResetTokens.purpose })
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.token_hash, sha256(token)));
      throw unusableLink(known?.purpose);
    }
    const [user] = await tx
      .update(users)
      .set({ password_hash: passwordHash })
      .where(eq(users.id, spent.user_id))
      .returning({ username: users.username });
    await deleteUserSessions(tx, spent.user_id);
    // Whoever reads the account's mail is its owner: an account locked out by someone's guesses opens again.
    if (user) await clearThrottle(tx, THROTTLE.signInAccount, user.username.toLowerCase());
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
