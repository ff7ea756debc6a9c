import { pgTable, text } from 'drizzle-orm/pg-core';

/** Instance-wide settings, e.g. the secret that signs CSRF tokens, shared by every server on one database. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
