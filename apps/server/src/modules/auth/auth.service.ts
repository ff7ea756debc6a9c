import { usernameKey } from '@staff/shared';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { isTrialExpired } from '../../platform/access';
import { AppError, appError } from '../../platform/errors';
import { enqueueLocalizedMail } from '../../platform/mail/localized';
import { hashPassword, unusablePasswordHash, verifyPassword } from '../../platform/passwords';
import { companyPublicUrl } from '../../platform/public-url';
import { deleteUserSessions, type SessionCompany, type SessionUser } from '../../platform/sessions';
import { randomToken, sha256 } from '../../platform/tokens';
import { companies } from '../companies/companies.tables';
import { users } from '../users/users.tables';
import { resetMail } from './auth.mails';
import { passwordResetTokens } from './auth.tables';
import {
  beginAttempt,
  clearThrottle,
  endAttempt,
  forgetFailures,
  type Reservation,
  reserve,
  type ThrottleRule,
} from './auth.throttle';

/**
 * Sign-in throttle (issue 21, docs/decisions/security.md): failures only, counted once checked. An untrusted browser
 * gets ten failures per account (whatever the address) and a hundred per address (whatever the account) within 15
 * minutes; the per-address limit stops a spray of one guess on each of many accounts while leaving an office's typos
 * far below it. A browser holding the account's device cookie (auth.device.ts) is counted on its cookie alone, ten
 * failures per 15 minutes.
 */
export const SIGN_IN_LIMITS = { perAccount: 10, perAddress: 100, perDevice: 10, windowMs: 15 * 60_000 };
/**
 * An attempt finding its places taken by attempts still being checked waits for their outcome: polls from 20 ms,
 * doubling to 200 ms, for 10 s at most (then 429, fails closed). At most `max` attempts wait per counter and
 * process; those beyond are refused at once, so a flood of parallel guesses costs no more than `max` pollers.
 */
export const SIGN_IN_WAIT = { firstPollMs: 20, lastPollMs: 200, maxMs: 10_000 };
/** Reset mails: three per account and ten requests per address within an hour; beyond, the answer is the same. */
export const RESET_LIMITS = { perAccount: 3, perAddress: 10, windowMs: 60 * 60_000 };
/** A reset link works once, for one hour. */
export const RESET_TOKEN_TTL_MS = 60 * 60_000;

const THROTTLE = {
  signInAccount: 'sign_in_account',
  signInAddress: 'sign_in_address',
  signInDevice: 'sign_in_device',
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

const waiting = new Map<string, number>();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Takes a place on every rule for one attempt, waiting while the places are held by attempts in flight (their
 * outcome decides). Answers the reservations, or the seconds to wait when the failures already fill a rule.
 */
async function admit(
  db: Database,
  rules: ThrottleRule[],
): Promise<{ reservations: Reservation[] } | { retryAfterSeconds: number }> {
  const deadline = Date.now() + SIGN_IN_WAIT.maxMs;
  let pollMs = SIGN_IN_WAIT.firstPollMs;
  let queuedOn: string[] | null = null;
  try {
    for (;;) {
      const attempt = await beginAttempt(db, rules);
      if (attempt.state === 'granted') return { reservations: attempt.reservations };
      await endAttempt(db, attempt.reservations, false);
      if (attempt.state === 'refused') return { retryAfterSeconds: attempt.retryAfterSeconds };
      if (queuedOn === null) {
        const keys = rules.map((r) => `${r.kind}\n${r.key}`);
        if (rules.some((r, i) => (waiting.get(keys[i]!) ?? 0) >= r.max)) return { retryAfterSeconds: 1 };
        for (const k of keys) waiting.set(k, (waiting.get(k) ?? 0) + 1);
        queuedOn = keys;
      }
      if (Date.now() + pollMs > deadline) return { retryAfterSeconds: 1 };
      await sleep(pollMs);
      pollMs = Math.min(pollMs * 2, SIGN_IN_WAIT.lastPollMs);
    }
  } finally {
    for (const k of queuedOn ?? []) {
      const left = (waiting.get(k) ?? 1) - 1;
      if (left > 0) waiting.set(k, left);
      else waiting.delete(k);
    }
  }
}

/**
 * Checks the credentials, the host's company and the account's company; returns the user to open a session for.
 * `device` is the hash of a valid device cookie of this account (auth.device.ts), or null. A trusted device is
 * counted on its own counter; once that is full, it is an untrusted browser like any other (OWASP). No transaction
 * is held while hashing.
 */
export async function authenticate(
  db: Database,
  input: { username: string; password: string; ip: string; host: string; device: string | null },
): Promise<{ user: SessionUser; company: SessionCompany | null }> {
  // As stored (NFKC, issue 21) and case aside: "ａｌｉｃｅ" signs in as alice, and counts against alice's attempts.
  const username = usernameKey(input.username.trim());
  const { perAccount, perAddress, perDevice, windowMs } = SIGN_IN_LIMITS;
  const accountKey = { kind: THROTTLE.signInAccount, key: username };
  let admitted: Awaited<ReturnType<typeof admit>> | null = null;
  let trusted = false;
  if (input.device !== null) {
    admitted = await admit(db, [{ kind: THROTTLE.signInDevice, key: input.device, max: perDevice, windowMs }]);
    trusted = 'reservations' in admitted;
  }
  if (!trusted) {
    admitted = await admit(db, [
      { ...accountKey, max: perAccount, windowMs },
      { kind: THROTTLE.signInAddress, key: input.ip, max: perAddress, windowMs },
    ]);
  }
  if (!admitted || !('reservations' in admitted)) throw new TooManyAttempts(admitted?.retryAfterSeconds ?? 1);

  // Anything that throws before the password is known right counts as a failure (fails closed).
  let failed = true;
  let row: { user: SessionUser; company: SessionCompany | null } | undefined;
  try {
    const [found] = await db
      .select({ user: users, company: companies })
      .from(users)
      .leftJoin(companies, eq(companies.id, users.company_id))
      .where(eq(sql`lower(${users.username})`, username));
    // An unknown user costs the same hashing time as a known one, so timing does not tell which usernames exist.
    const valid = await verifyPassword(input.password, found?.user.password_hash ?? unusablePasswordHash());
    // A company's people sign in at their company's host only (issue 21); the superuser, of no company, anywhere.
    // A wrong host answers and counts like a wrong password: the answer does not tell where the account lives.
    const hostCompany = await companyIdAtHost(db, input.host);
    const atHost = !found?.user.company_id || hostCompany === null || hostCompany === found.user.company_id;
    if (!found || !valid || !found.user.is_active || !atHost) throw invalidCredentials(input.username);
    row = found;
    failed = false;
  } finally {
    await endAttempt(db, admitted.reservations, failed);
  }

  if (row.company && !row.company.is_active) {
    throw appError(403, 'company_inactive');
  }
  if (row.company && isTrialExpired(row.company)) throw appError(403, 'trial_expired');
  // The failures of the path taken are forgotten: an untrusted success the account's (not the address's, or
  // signing in to one's own account between sprays would reset it), a trusted one its device's. A trusted success
  // leaves the account's count alone: whoever was guessing at it from elsewhere stays locked out.
  if (trusted && input.device) await forgetFailures(db, THROTTLE.signInDevice, input.device);
  else await forgetFailures(db, accountKey.kind, accountKey.key);
  await db.update(users).set({ last_login: new Date() }).where(eq(users.id, row.user.id));
  return row;
}

/**
 * The company a host names, or null for a host that names none (an address, the console's host): there every
 * account signs in as before. Hosts are compared case-insensitively, without port.
 */
async function companyIdAtHost(db: Db, host: string): Promise<number | null> {
  if (!host) return null;
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(sql`lower(${companies.hostname})`, host.toLowerCase()));
  return company?.id ?? null;
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
      .select({ user: users, hostname: companies.hostname })
      .from(users)
      .leftJoin(companies, eq(companies.id, users.company_id))
      .where(
        and(
          eq(users.is_active, true),
          eq(users.can_change_password, true),
          or(eq(sql`lower(${users.username})`, key), eq(sql`lower(${users.email})`, key)),
        ),
      );
    let queued = false;
    for (const { user, hostname } of matches) {
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
      // On the company's own host: a Globex user signs in at Globex's only.
      const link = `${companyPublicUrl(input.publicUrl, hostname)}/change-password/${token}`;
      await enqueueLocalizedMail(tx, {
        companyId: user.company_id,
        to: [user.email],
        language: user.language,
        render: (language) => resetMail({ username: user.username, link }, language),
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
