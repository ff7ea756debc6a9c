import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

/** Server-side sessions: the cookie holds a random token, the table its SHA-256, so a leaked table signs nobody in. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.user_id)],
);

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
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] }), index('auth_throttle_expires_idx').on(t.expires_at)],
);

/** Password-reset tokens: stored hashed, single use, short-lived. */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  token_hash: text('token_hash').primaryKey(),
  user_id: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  used_at: timestamp('used_at', { withTimezone: true }),
});
