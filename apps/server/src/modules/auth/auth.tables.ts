import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { userColumn } from '../../db/columns';

/** The sessions table is part of the identity kernel (platform/identity): re-exported for this module. */
export { sessions } from '../../platform/identity/identity.tables';

/**
 * Attempt counters of the throttles (sign-in failures, reset mails), one row per (kind, key): a fixed window that
 * ends at `expires_at`. Rows are incremented by one upsert, so concurrent attempts are counted exactly.
 */
export const authThrottle = pgTable(
  'auth_throttle',
  {
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
    /**
     * Sign-in attempts of this window still being checked (issue 21): they hold a place under the limit without
     * being failures, so that parallel guesses cannot outrun the count and parallel right passwords are not refused.
     */
    pending: integer('pending').notNull().default(0),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] }), index('auth_throttle_expires_idx').on(t.expires_at)],
);

/**
 * Password-reset tokens: stored hashed, single use, short-lived. An invitation (a new employee choosing their first
 * password) is the same link with purpose 'invitation' and a longer life.
 */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  token_hash: text('token_hash').primaryKey(),
  purpose: text('purpose').notNull().default('reset'),
  user_id: userColumn('user_id', 'cascade'),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  used_at: timestamp('used_at', { withTimezone: true }),
});

/**
 * A change of e-mail waiting for its confirmation (issue 21): the link mailed to `new_email` makes it the account's
 * address; until then `users.email` (where reset links go) keeps the confirmed one. Stored hashed, single use,
 * short-lived; a newer request spends the older ones, so the latest unused one is the pending address.
 */
export const emailChangeTokens = pgTable(
  'email_change_tokens',
  {
    token_hash: text('token_hash').primaryKey(),
    user_id: userColumn('user_id', 'cascade'),
    new_email: text('new_email').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_change_tokens_user_idx').on(t.user_id)],
);
