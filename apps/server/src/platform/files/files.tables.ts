import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from '../../db/columns';

/**
 * Every uploaded file, whatever owns it. Its bytes live in `stored_file_chunks` (FILE_STORE=database) or under
 * DATA_DIR/files/{company}/{storage_key} (FILE_STORE=folder).
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id').notNull(),
    storage_key: text('storage_key').notNull().unique(),
    file_name: text('file_name').notNull(),
    content_type: text('content_type').notNull(),
    size: integer('size').notNull(),
    /**
     * The SHA-256 of the bytes, hex (issue 25: the same receipt file on two claims), computed once where the upload is
     * read; null for files stored before it, never re-read to fill it.
     */
    sha256: text('sha256'),
    created_by: integer('created_by'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stored_files_company_idx').on(t.company_id)],
);

/**
 * A stored file's bytes in the database (FILE_STORE=database), in chunks of FILE_CHUNK_BYTES (the last one shorter),
 * numbered from 0: read and written one chunk at a time, never the whole file. Deleted with their file's row (the
 * cascade), so a delete is as transactional as the row's.
 */
export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    company_id: integer('company_id').notNull(),
    file_id: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.file_id, t.seq] })],
);
