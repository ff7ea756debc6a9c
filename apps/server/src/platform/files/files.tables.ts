import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Every uploaded file, whatever owns it; the bytes live under DATA_DIR/files/{company}/{storage_key}. */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id').notNull(),
    storage_key: text('storage_key').notNull().unique(),
    file_name: text('file_name').notNull(),
    content_type: text('content_type').notNull(),
    size: integer('size').notNull(),
    created_by: integer('created_by'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stored_files_company_idx').on(t.company_id)],
);
